// One way from an SWR read to the state props every ui view takes (ui's ReadState), and one way from a
// failed call to the words a list or a form shows.
import type { ReadState } from '@shop/ui';
import { isRequestError } from '../request/errors.ts';

/**
 * What a list or a form shows when its call failed: the server's msg for a refusal, the transport's
 * message otherwise (its toast is gone after 3 s; the screen keeps saying it). Nothing for an ended
 * session, a 403 or an abort: the dialog or the forbidden page already speaks.
 */
export function errorMessageOf(error: unknown): string | null {
  if (!isRequestError(error)) return error instanceof Error ? error.message : null;
  return error.kind === 'session' || error.kind === 'forbidden' || error.kind === 'aborted' ? null : error.message;
}

/** The parts of an SWR read (`useApi`'s answer) the state props come from. */
export interface Read {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

/**
 * A read's state props: loading until the first answer; refreshing while another key (page, filter) is
 * on its way and the previous answer stays shown (`keepPreviousData`); the error's words; retrying
 * while the read runs again after a failure.
 */
export function readStateOf({ data, error, isLoading, isValidating, mutate }: Read): Required<ReadState> {
  return {
    loading: isLoading && data === undefined,
    refreshing: isLoading && data !== undefined,
    error: error ? errorMessageOf(error) : null,
    retrying: isValidating && error !== undefined,
    onRetry: () => void mutate(),
  };
}

/**
 * A page's read together with the reads beside it (a filter's options, the balance beside a form): when
 * one of those fails, the page says so with what it still shows, and its retry reads the failed ones
 * again. Found by the chaos walk: a failed directory list left the filter empty without a word.
 */
export function withSideReads<M extends Read>(main: M, ...side: Read[]): Read & Pick<M, 'data'> {
  const failed = side.filter((read) => read.error !== undefined);
  if (failed.length === 0) return main;
  return {
    data: main.data,
    error: main.error ?? failed[0]?.error,
    isLoading: main.isLoading,
    isValidating: main.isValidating || failed.some((read) => read.isValidating),
    mutate: () => {
      if (main.error !== undefined) void main.mutate();
      for (const read of failed) void read.mutate();
    },
  };
}
