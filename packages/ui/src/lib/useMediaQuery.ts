import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. Read during the first render (no effect, no second
 * pass), so a layout chosen by it is right on the first paint and nothing shifts. Without matchMedia
 * (jsdom, old engines) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? fallback : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** Phones: below 640 px (Tailwind's `sm`, where the date picker turns into a sheet too): a table becomes a list of cards. */
export const PHONE_QUERY = '(max-width: 639.98px)';
