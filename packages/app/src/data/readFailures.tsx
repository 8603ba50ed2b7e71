// Every read's failure is drawn by someone. A component that reads a failed read's `error` while it
// renders takes it on (readStateOf, withSideReads, a view's own error prop): it draws the failure where
// the data would be. A failure no component read is the page's: PageScope draws it above the page with
// one retry for every such read. So a read whose failure a page forgot (a filter's options, a side
// panel's records, a look-up) still says so and is asked again; the rest of the page keeps working.
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Middleware, SWRResponse } from 'swr';
import { isRequestError } from '../request/errors.ts';
import { ReadFailureAlert } from '@shop/ui';
import { errorMessageOf } from './readState.ts';

export interface Failure {
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/** The failed reads of one page that no component drew, by the hook that made each. */
export class ReadFailureBoard {
  private failures = new Map<object, Failure>();
  private listeners = new Set<() => void>();
  private snapshot: readonly Failure[] = [];

  /** What `hook` has to say after its render: a failure nobody drew, or null. */
  report(hook: object, failure: Failure | null): void {
    const had = this.failures.get(hook);
    if (failure === null ? had === undefined : had !== undefined && had.error === failure.error && had.retrying === failure.retrying)
      return;
    if (failure === null) this.failures.delete(hook);
    else this.failures.set(hook, failure);
    this.snapshot = [...this.failures.values()];
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = (): readonly Failure[] => this.snapshot;
}

export const ReadFailureContext = createContext<ReadFailureBoard | null>(null);

/**
 * Whether a failure is a page's to draw: not a read aborted because its page left, nor a session that
 * ended or a 403 (the logout dialog or the forbidden page speaks for those).
 */
function shouldDraw(error: unknown): boolean {
  if (error === undefined) return false;
  return !isRequestError(error) || (error.kind !== 'aborted' && error.kind !== 'session' && error.kind !== 'forbidden');
}

/**
 * The SWR middleware behind the rule: it watches whether the component reads `error` while it renders
 * and, once the render is committed, reports a failure nobody read to its page's board. Outside a page
 * (the frames' own reads: the site's name, the unread count) there is no board and nothing changes.
 */
export const withShownFailures: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const board = useContext(ReadFailureContext);
  const response = useSWRNext(key, fetcher, config);
  // SWR's writes (useSWRMutation) run through the same middleware: their failure is their form's.
  const write = 'trigger' in response;
  // This hook's identity on the board, and whether its component read `error` in this render.
  const [hook] = useState(() => ({ seen: false }));
  hook.seen = false;
  // Read here too, so SWR draws this hook again when its error changes (it draws only for what is read);
  // whether it is being asked again only while it failed (read always, it would draw every hook twice a read).
  const error: unknown = response.error;
  const retrying = error !== undefined && response.isValidating;
  useEffect(() => {
    if (!board || write) return;
    board.report(hook, key !== null && !hook.seen && shouldDraw(error) ? { error, retry: () => void response.mutate(), retrying } : null);
  });
  useEffect(() => () => board?.report(hook, null), [board, hook]);
  if (!board || write) return response;
  return new Proxy(response, {
    get(target, property, receiver) {
      if (property === 'error') hook.seen = true;
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) as SWRResponse;
};

/**
 * Where PageScope draws the failures no component drew: nothing until there is one, then the page's
 * alert with one retry for all of them. Part of the entry, not a chunk of its own: a failure's words must
 * not wait for the network that may just have failed, and what the alert draws with (ui's Alert and
 * Button) is what nearly every page draws anyway.
 */
export function UnshownReadFailures({ board }: { board: ReadFailureBoard }) {
  const failures = useSyncExternalStore(board.subscribe, board.current, board.current);
  if (failures.length === 0) return null;
  return (
    <ReadFailureAlert
      count={failures.length}
      message={errorMessageOf(failures[0]?.error)}
      retrying={failures.some((failure) => failure.retrying)}
      onRetry={() => {
        for (const failure of failures) failure.retry();
      }}
    />
  );
}
