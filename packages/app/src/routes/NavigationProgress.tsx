import { useNavigation } from 'react-router-dom';
import { useT } from '@shop/ui';

/** Whether a navigation is under way (guard, lazy page loading): drives the progress bar. */
export function useNavigationProgress(): boolean {
  return useNavigation().state !== 'idle';
}

/** TEMPORARY bar until ui's ProgressBar lands: `<ProgressBar active={useNavigationProgress()} />`. */
export function NavigationProgress() {
  const t = useT();
  if (!useNavigationProgress()) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.navigation.progress')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-sky-500"
    />
  );
}
