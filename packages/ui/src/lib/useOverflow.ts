import { useEffect, useState, type RefObject } from 'react';

/** Calls `set` with whether `node`'s content overflows it, now and whenever its or its children's sizes change. */
function watchOverflow(node: HTMLElement, set: (overflows: boolean) => void): () => void {
  const check = () => set(node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1);
  // Measured at once too: the observer's first answer waits for the next rendering step, and a check
  // that runs before it (axe, a keyboard user tabbing in) would find the scrolling area unfocusable.
  check();
  const observer = new ResizeObserver(check);
  observer.observe(node);
  for (const child of Array.from(node.children)) observer.observe(child);
  return () => observer.disconnect();
}

/**
 * Whether an element's content overflows it (so it scrolls), kept up to date as sizes change. A
 * scrolling area with nothing focusable inside must itself be focusable so keyboard users can scroll
 * it (WCAG 2.1.1, axe scrollable-region-focusable); this tells when.
 */
export function useOverflow(node: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    return watchOverflow(node, setOverflows);
  }, [node]);
  return overflows;
}

/**
 * `useOverflow` for the element `ref` points at, measured only while `watch` is not false; a new `watch`
 * (another layout) measures again. Through a ref, the element's arrival does not render its owner again:
 * a table holding its scroller in state drew every row twice on its first show.
 */
export function useOverflowOf(ref: RefObject<HTMLElement | null>, watch: string | false): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (watch === false || !node || typeof ResizeObserver === 'undefined') {
      setOverflows(false);
      return;
    }
    return watchOverflow(node, setOverflows);
  }, [ref, watch]);
  return overflows;
}
