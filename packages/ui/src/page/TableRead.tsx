import { Alert } from '../components/Alert/Alert.tsx';
import { Button } from '../components/Button/Button.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
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
  /** Or whatever else the screen still shows from the last answer (a detail, a form's data). */
  shown?: unknown;
  /** Reads again (see `ReadState.onRetry`): a failure the user sees always comes with a way to try again. */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A reload failed while the last answer stays shown: an alert above the table says why, with a retry
 * (the table keeps its rows; its own retry is the error state's when nothing is shown). Renders
 * nothing otherwise.
 */
export function StaleReadAlert({ error, rows, shown, onRetry, retrying = false }: StaleReadAlertProps) {
  const t = useT();
  return error && (rows || (shown !== undefined && shown !== null)) ? (
    <Alert
      tone="danger"
      role="alert"
      action={
        onRetry ? (
          <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
            {retrying ? t('ui.error.retrying') : t('ui.error.retry')}
          </Button>
        ) : null
      }
    >
      {error}
    </Alert>
  ) : null;
}
