import { useCallback, useSyncExternalStore } from 'react';

// One shared clock for every countdown on the page: it ticks only while someone listens.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), 250);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const subscribeNothing = () => () => {};

/**
 * Whole seconds left until `deadline` (epoch ms); 0 when past or absent. Read from the clock, so a
 * sleeping tab or a slow render never drifts; re-renders once a second while counting.
 */
export function useSecondsLeft(deadline: number | null | undefined): number {
  const read = useCallback(() => (deadline ? Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) : 0), [deadline]);
  return useSyncExternalStore(deadline ? subscribeClock : subscribeNothing, read, read);
}

/** 185 → "03:05". */
export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
