import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `step` at once, then `step` more after each frame the browser has
 * painted, until all are drawn; from then on all of them (a next page of the list draws whole). The
 * count is always a multiple of `step` until it reaches `total`, so the items can be drawn in groups.
 *
 * A page's first list costs its layout on a cold page: ~3 ms of style and layout per phone card at 1×
 * CPU, twenty cards a task of ~80 ms on top of the page's own first layout, two or three times that on a
 * phone, while a tap waits. Drawn four at a time, each frame's share stays short, and the
 * first screen (a card or two below the filters) is there as soon as before.
 */
export function useRevealedCount(total: number, step: number): number {
  const [revealed, setRevealed] = useState(step);
  const done = revealed >= total;
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that paints what is drawn now (an animation frame runs just before its paint),
    // not in it: a timer on its own may run before that paint and put both parts in one frame.
    const more = () => {
      timer = setTimeout(() => startTransition(() => setRevealed((n) => n + step)));
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(more) : (more(), undefined);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done, revealed, step]);
  return Math.min(revealed, total);
}
