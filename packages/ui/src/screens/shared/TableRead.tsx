import { Alert } from '../../components/Alert/Alert.tsx';
import type { ReadState } from './readState.ts';

/** The props a list view's `<Table>` takes from its read (spread them into the table). */
export interface TableReadProps<T> {
  rows: readonly T[];
  loading: boolean;
  error: string | undefined;
  onRetry: (() => void) | undefined;
  retrying: boolean | undefined;
}

/**
 * A list view's read wired into ui's `Table`: skeleton rows until the first answer (and a spinner over
 * the rows while a reload is on its way), the error state with its retry in place of the rows when
 * nothing could be loaded. A reload that failed while the last answer stays shown is not the table's
 * business: put a `StaleReadAlert` above it. `rows` is the current answer (undefined until the first).
 */
export function tableReadProps<T>(read: ReadState, rows: readonly T[] | null | undefined): TableReadProps<T> {
  const { loading, refreshing, error, onRetry, retrying } = read;
  return {
    rows: rows ?? [],
    loading: Boolean(loading || refreshing || (!rows && !error)),
    error: error && !rows ? error : undefined,
    onRetry,
    retrying,
  };
}

export interface StaleReadAlertProps {
  /** Why the read failed (see `ReadState.error`). */
  error?: string | null;
  /** The rows still shown from the last answer (undefined until the first). */
  rows?: readonly unknown[] | null;
}

/**
 * A reload failed while the last answer stays shown: an alert above the table says why (the table
 * keeps its rows; its retry is the error state's when nothing is shown). Renders nothing otherwise.
 */
export function StaleReadAlert({ error, rows }: StaleReadAlertProps) {
  return error && rows ? (
    <Alert tone="danger" role="alert">
      {error}
    </Alert>
  ) : null;
}
