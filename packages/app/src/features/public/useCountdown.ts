import { useEffect, useState } from 'react';

/** Seconds left of a cooldown (the verification code's "send again in n s"), ticking once a second. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return {
    seconds,
    start: (duration) => {
      const started = Date.now();
      setNow(started);
      setUntil(started + Math.max(0, duration) * 1000);
    },
  };
}
