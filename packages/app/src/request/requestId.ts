// One client request id per intended write (contract `requestId`): every try of the action sends the
// same id until one succeeds, so a retry whose first answer was lost on the way back is answered with
// the first result instead of acting (and paying) again; the next action gets a new id. Found by the
// chaos walk: a purchase from the balance and a site renewal, retried after a lost answer,
// were paid twice. Money pages with a second-tab warning use onceAction.ts, which keeps ids by content.
import { useCallback, useState } from 'react';

/** 32 hex characters from the browser's random source. */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The id of the action under way, and `next()` to call once it succeeded. */
export function useRequestId(): { id: string; next: () => void } {
  const [id, setId] = useState(newRequestId);
  const next = useCallback(() => setId(newRequestId()), []);
  return { id, next };
}
