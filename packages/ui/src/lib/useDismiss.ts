import { useEffect, useEffectEvent, type RefObject } from 'react';

// Floating layers open now (menus, tooltips, flyouts), the newest last: only the top one answers.
const layers: symbol[] = [];

interface Options {
  /** What counts as inside: the layer and, usually, what opened it. */
  inside: Array<RefObject<HTMLElement | null>>;
  onEscape?: (event: KeyboardEvent) => void;
  /** A press outside every `inside` element. */
  onPointerOutside?: (event: PointerEvent) => void;
  /** Focus moved outside (Tab away). */
  onFocusOutside?: (event: FocusEvent) => void;
}

/**
 * Escape and outside presses for a floating layer, small enough for the initial bundle (Radix's
 * DismissableLayer is ~4.5 KB gzip). Layers stack: Escape closes the top one only, and it is
 * caught on `window` in the capture phase, so a dialog underneath (Radix listens on `document`)
 * does not close with it.
 */
export function useDismiss(open: boolean, { inside, onEscape, onPointerOutside, onFocusOutside }: Options): void {
  const escape = useEffectEvent((event: KeyboardEvent) => onEscape?.(event));
  const pointer = useEffectEvent((event: PointerEvent) => onPointerOutside?.(event));
  const focus = useEffectEvent((event: FocusEvent) => onFocusOutside?.(event));
  const contains = useEffectEvent((node: EventTarget | null) => inside.some((ref) => node instanceof Node && ref.current?.contains(node)));

  useEffect(() => {
    if (!open) return;
    const id = Symbol('layer');
    layers.push(id);
    const top = () => layers[layers.length - 1] === id;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !top() || event.defaultPrevented) return;
      event.stopPropagation();
      escape(event);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (top() && !contains(event.target)) pointer(event);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!contains(event.target)) focus(event);
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn);
      layers.splice(layers.indexOf(id), 1);
    };
  }, [open]);
}
