import { ProgressBar } from '@shop/ui';

/** ui's navigation bar, in a chunk of its own (see NavigationProgress). */
export function NavigationProgressBar({ active }: { active: boolean }) {
  return <ProgressBar active={active} delay={100} />;
}
