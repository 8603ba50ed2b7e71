import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A stable function that always calls the latest `handler` (what React 19.2's `useEffectEvent` does;
 * this app runs React 18, see packages/app/README.md "Bundle size"). Call it from effects and event
 * listeners, not during render.
 */
export function useEvent<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
