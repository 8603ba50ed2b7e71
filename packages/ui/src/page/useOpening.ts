import { useState } from 'react';

/**
 * True on the render where a dialog opens, or opens for another item (`current` is its `open` flag
 * or the item it is about; `closed` what it is while closed): the dialog's form starts again from
 * its values then, in that render, and keeps what was typed until the next opening.
 */
export function useOpening<T>(current: T, closed: T): boolean {
  const [shown, setShown] = useState<T>(closed);
  if (Object.is(current, shown)) return false;
  setShown(current);
  return !Object.is(current, closed);
}
