import { useEffect, useState } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';

export interface ProgressBarProps {
  /** A navigation (or any page load) is under way. */
  active: boolean;
  /**
   * Known progress, 0–1. Without it the bar creeps towards 90 % while active (the usual navigation
   * bar: the end is unknown) and completes when `active` turns false.
   */
  progress?: number;
  /** Wait this long (ms) before showing, so instant navigations do not flash a bar. */
  delay?: number;
  className?: string;
}

const START = 0.08;
const CEILING = 0.9;

/** The thin bar at the very top of the window during navigation (spec §1 "progress bar"). */
export function ProgressBar({ active, progress, delay = 0, className }: ProgressBarProps) {
  const t = useT();
  const [value, setValue] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (active) {
      const timers: ReturnType<typeof setTimeout>[] = [];
      timers.push(
        setTimeout(() => {
          setVisible(true);
          setValue((v) => (v > 0 && v < 1 ? v : START));
        }, delay),
      );
      const trickle = setInterval(() => setValue((v) => (v === 0 ? v : v + (CEILING - v) * 0.12)), 320);
      return () => {
        timers.forEach(clearTimeout);
        clearInterval(trickle);
      };
    }
    // Finished: fill up, then fade and reset.
    const finish = setTimeout(() => setValue((v) => (v > 0 ? 1 : 0)), 0);
    const hide = setTimeout(() => setVisible(false), 380);
    const reset = setTimeout(() => setValue(0), 700);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
      clearTimeout(reset);
    };
  }, [active, delay]);

  const shown = progress !== undefined ? active || progress < 1 : visible;
  const fraction = progress !== undefined ? Math.min(1, Math.max(0, progress)) : value;
  if (!shown && fraction === 0) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('ui.progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
      aria-hidden={shown ? undefined : true}
      className={cx(
        'pointer-events-none fixed inset-x-0 top-0 z-(--z-progress) h-0.5 transition-opacity duration-300',
        shown ? 'opacity-100' : 'opacity-0',
        className,
      )}
    >
      <div
        className="h-full origin-left bg-primary shadow-[0_0_8px_var(--ui-primary)] transition-transform duration-300 ease-out"
        style={{ transform: `scaleX(${fraction})` }}
      />
    </div>
  );
}
