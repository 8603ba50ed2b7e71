import { useState } from 'react';

/** The props one masked key takes from `useRevealed` (CardKey's). */
export interface RevealedProps {
  revealed: boolean;
  onRevealedChange: (revealed: boolean) => void;
}

/** Which masked card keys a list shows in full: none at first, each shown or hidden by its own button. */
export function useRevealed() {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number, on: boolean) =>
    setRevealed((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return {
    /** One key's `revealed` and `onRevealedChange`. */
    of: (id: number): RevealedProps => ({ revealed: revealed.has(id), onRevealedChange: (on) => toggle(id, on) }),
    /** Masks every key again (a dialog closed). */
    reset: () => setRevealed(new Set()),
  };
}
