// One money action moves money once: a double click, a retry after a lost answer or a second tab
// holding the same form sends the same client request id, and the server answers the first call's
// result again (contract `requestId`, mocks/handlers/requestOnce.ts). The id of an action is kept in
// localStorage by its content (who, how much …), so every tab of this browser finds it:
// - while an action is under way or was refused, the same content gets the same id (a refused call
//   moved nothing, so the server acts when it is tried again);
// - once it succeeded, the same content within REPEAT_WINDOW_MS is a repeat: with `warnRepeat` the
//   page asks before a new id moves money again (the same transfer made a minute ago in another tab);
//   without it (an upgrade, a shop: the server refuses a second one) the answer is the first one's.
import { useCallback, useRef, useState } from 'react';
import { currentUserId } from '#app/storage/user.ts';
import { newRequestId } from '#app/request/requestId.ts';

export const REPEAT_WINDOW_MS = 10 * 60_000;
const PREFIX = 'shop-money-action:';
const KEEP_MS = 24 * 3_600_000;

interface Entry {
  id: string;
  createdAt: number;
  /** When it succeeded (absent: under way or refused). */
  doneAt?: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** FNV-1a: the content is a key, not kept in the clear (amounts, accounts). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function read(key: string): Entry | null {
  try {
    const value = storage()?.getItem(key);
    return value ? (JSON.parse(value) as Entry) : null;
  } catch {
    return null;
  }
}

function write(key: string, entry: Entry): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(key, JSON.stringify(entry));
    // Old entries go (a day is far beyond any retry).
    for (let i = store.length - 1; i >= 0; i -= 1) {
      const name = store.key(i);
      if (!name?.startsWith(PREFIX) || name === key) continue;
      const old = read(name);
      if (!old || old.createdAt + KEEP_MS < Date.now()) store.removeItem(name);
    }
  } catch {
    // Storage full or off: the id lives in this tab only.
  }
}

/** Whole minutes since an epoch ms (a repeated action's "n minutes ago"). */
const minutesSince = (at: number) => Math.max(0, Math.floor((Date.now() - at) / 60_000));

/**
 * How a page with `warnRepeat` ends an attempt: `finish` hands the answer to `onDone` and ends quietly on
 * a repeat (the view asks first; a refusal still rejects, for the form to show); `repeatProps` are the
 * repeat question's props of the view.
 */
export function finishOnce<Req, Res>(once: OnceAction<Req, Res>, onDone: (answer: Res) => void) {
  const finish = async (run: Promise<Res>): Promise<void> => {
    try {
      onDone(await run);
    } catch (error) {
      if (error instanceof RepeatedAction) return;
      throw error;
    }
  };
  const repeatProps = {
    repeat: once.repeat ? { minutes: minutesSince(once.repeat.doneAt) } : null,
    onConfirmRepeat: () => void finish(once.confirmRepeat()).catch(() => undefined),
    onCancelRepeat: once.dismissRepeat,
  };
  return { finish, repeatProps };
}

/** Thrown instead of sending when the same action succeeded moments ago (`warnRepeat`): the page asks first. */
export class RepeatedAction extends Error {
  constructor(readonly doneAt: number) {
    super('repeated action');
  }
}

export interface OnceAction<Req, Res> {
  /** Sends `request` with its action's id; rejects with RepeatedAction (warnRepeat) or the call's error. */
  run: (request: Req) => Promise<Res>;
  /** The repeat waiting for an answer: when the same action succeeded. */
  repeat: { doneAt: number } | null;
  /** Sends the waiting repeat as a new action. */
  confirmRepeat: () => Promise<Res>;
  dismissRepeat: () => void;
}

/**
 * Runs a money action once per content: `contentOf` says what makes two requests the same action
 * (never the sale password), `send` calls the server with the request id.
 */
export function useOnceAction<Req, Res>(
  scope: string,
  contentOf: (request: Req) => string,
  send: (request: Req, requestId: string) => Promise<Res>,
  { warnRepeat }: { warnRepeat: boolean },
): OnceAction<Req, Res> {
  const [repeat, setRepeat] = useState<{ doneAt: number; request: Req } | null>(null);
  // In memory too: a tab whose storage is off still sends one id per attempt of the same content.
  const memory = useRef(new Map<string, Entry>());

  const attempt = useCallback(
    async (request: Req, fresh: boolean): Promise<Res> => {
      const key = `${PREFIX}${currentUserId()}:${scope}:${hash(contentOf(request))}`;
      const known = read(key) ?? memory.current.get(key) ?? null;
      if (known?.doneAt !== undefined && !fresh) {
        if (warnRepeat && known.doneAt + REPEAT_WINDOW_MS > Date.now()) {
          setRepeat({ doneAt: known.doneAt, request });
          throw new RepeatedAction(known.doneAt);
        }
        if (!warnRepeat) {
          // The server answers the first result again (or refuses a second one by its own rules).
          return send(request, known.id);
        }
      }
      const entry: Entry = known && known.doneAt === undefined && !fresh ? known : { id: newRequestId(), createdAt: Date.now() };
      memory.current.set(key, entry);
      write(key, entry);
      const result = await send(request, entry.id);
      const done = { ...entry, doneAt: Date.now() };
      memory.current.set(key, done);
      write(key, done);
      setRepeat(null);
      return result;
    },
    [scope, contentOf, send, warnRepeat],
  );

  return {
    run: (request) => attempt(request, false),
    repeat: repeat ? { doneAt: repeat.doneAt } : null,
    confirmRepeat: () => (repeat ? attempt(repeat.request, true) : Promise.reject(new Error('nothing to repeat'))),
    dismissRepeat: () => setRepeat(null),
  };
}
