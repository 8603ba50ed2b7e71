import { useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it (so it scrolls), kept up to date as sizes change. A
 * scrolling area with nothing focusable inside must itself be focusable so keyboard users can scroll
 * it (WCAG 2.1.1, axe scrollable-region-focusable); this tells when.
 */
export function useOverflow(node: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1);
    // Measured at once too: the observer's first answer waits for the next rendering step, and a check
    // that runs before it (axe, a keyboard user tabbing in) would find the scrolling area unfocusable.
    check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [node]);
  return overflows;
}
