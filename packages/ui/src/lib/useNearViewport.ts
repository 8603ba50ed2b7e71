import { useEffect, useState } from 'react';

/**
 * Whether an element is within `margin` of the viewport, turning true once and staying so: what lies
 * further down (a goods page's description with its sanitiser) is loaded when the reader comes near it,
 * not with the first screen it would slow down. True at once where IntersectionObserver is missing.
 */
export function useNearViewport(node: Element | null, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);
  return near;
}
