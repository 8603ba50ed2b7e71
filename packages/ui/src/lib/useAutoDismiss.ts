import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Calls `onTimeout` after `duration` ms (0 = never), paused while `paused` is true and restarted
 * when `version` changes. Returns handlers that pause on hover and keyboard focus (WCAG 2.2.1).
 */
export function useAutoDismiss(duration: number, version: number, onTimeout: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const lastVersion = useRef(version);
  const timeout = useEffectEvent(onTimeout);
  const paused = hovered || focused;

  useEffect(() => {
    if (lastVersion.current !== version) {
      lastVersion.current = version;
      remaining.current = duration;
    }
    if (duration <= 0 || paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => timeout(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [duration, version, paused]);

  return {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}
