import { useLayoutEffect, type RefObject } from 'react';

/** Where the floating element goes; `right` (a flyout beside a rail) flips left when there is no room. */
export type Side = 'top' | 'bottom' | 'right';
export type Align = 'start' | 'center' | 'end';

interface Options {
  open: boolean;
  anchorRef: RefObject<HTMLElement | null>;
  floatingRef: RefObject<HTMLElement | null>;
  side?: Side;
  align?: Align;
  /** Gap between anchor and floating element, px. */
  offset?: number;
  /** Make the floating element at least as wide as the anchor (menus under wide buttons). */
  matchWidth?: boolean;
}

const MARGIN = 8;

/**
 * Places a `position: fixed` element next to its anchor, flipping to the other side when it does not
 * fit and keeping it inside the viewport. Writes the style directly (no re-render) before paint, and
 * again on scroll and resize while open. Small on purpose: menus and tooltips need no more.
 */
export function useAnchoredPosition({
  open,
  anchorRef,
  floatingRef,
  side = 'bottom',
  align = 'start',
  offset = 4,
  matchWidth = false,
}: Options): void {
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = anchorRef.current;
      const floating = floatingRef.current;
      if (!anchor || !floating) return;
      const a = anchor.getBoundingClientRect();
      if (matchWidth && floating.offsetWidth < a.width) floating.style.minWidth = `${Math.round(a.width)}px`;
      const f = floating.getBoundingClientRect();
      const vw = document.documentElement.clientWidth;
      const vh = document.documentElement.clientHeight;

      if (side === 'right') {
        let left = a.right + offset;
        if (left + f.width > vw - MARGIN && a.left - offset - f.width >= MARGIN) left = a.left - offset - f.width;
        let top = align === 'start' ? a.top : align === 'end' ? a.bottom - f.height : a.top + a.height / 2 - f.height / 2;
        top = Math.max(MARGIN, Math.min(top, vh - f.height - MARGIN));
        floating.style.top = `${Math.round(top)}px`;
        floating.style.left = `${Math.round(Math.max(MARGIN, left))}px`;
        floating.dataset.side = 'right';
        return;
      }
      const below = vh - a.bottom - offset;
      const above = a.top - offset;
      let resolved: 'top' | 'bottom' = side;
      if (side === 'bottom' && below < f.height && above > below) resolved = 'top';
      if (side === 'top' && above < f.height && below > above) resolved = 'bottom';
      let top = resolved === 'bottom' ? a.bottom + offset : a.top - offset - f.height;
      top = Math.max(MARGIN, Math.min(top, vh - f.height - MARGIN));

      let left = align === 'start' ? a.left : align === 'end' ? a.right - f.width : a.left + a.width / 2 - f.width / 2;
      left = Math.max(MARGIN, Math.min(left, vw - f.width - MARGIN));

      floating.style.top = `${Math.round(top)}px`;
      floating.style.left = `${Math.round(left)}px`;
      floating.dataset.side = resolved;
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, anchorRef, floatingRef, side, align, offset, matchWidth]);
}
