// The stories' stand-in for the app and its server: a request takes a moment, and the first one may be
// refused with the server's words (shown as the panel's `error`), as the real requests would.
import { useState } from 'react';

/**
 * `answer(ok)` settles after `delay` ms: with `refusal`, the first one rejects and `error` says it;
 * every other one clears `error`, runs `ok` (the new state) and resolves.
 */
export function useStoryServer(refusal: string | null | undefined, delay: number, initialError: string | null = null) {
  const [error, setError] = useState<string | null>(initialError);
  const [refused, setRefused] = useState(false);
  const answer = (ok: () => void) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => {
        if (refusal && !refused) {
          setRefused(true);
          setError(refusal);
          reject(new Error('business'));
          return;
        }
        setError(null);
        ok();
        resolve();
      }, delay),
    );
  return { error, setError, answer };
}
