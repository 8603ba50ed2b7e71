import { useState } from 'react';

/**
 * A field's text as typed before it is sent, that starts again from `value` whenever `value` changes
 * (the address changed: back, a link, 重置).
 */
export function useDraft<T>(value: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
