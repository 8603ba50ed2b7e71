import { useState } from 'react';

/**
 * A form's save, whose refusal comes back as the view's error prop: `send` saves (a refusal keeps what
 * was typed) and answers whether it went through; `shown` is that error only once this opening of the
 * form tried to save (not the last opening's); `reset` starts an opening.
 */
export function useSaveAttempt() {
  const [attempted, setAttempted] = useState(false);
  return {
    attempted,
    shown: (error: string | null | undefined) => (attempted ? error : null),
    reset: () => setAttempted(false),
    send: async (save: () => unknown): Promise<boolean> => {
      setAttempted(true);
      try {
        await save();
        return true;
      } catch {
        // The view's error prop says why; the form keeps what was typed.
        return false;
      }
    },
  };
}
