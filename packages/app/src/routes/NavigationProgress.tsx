import { useNavigation } from 'react-router-dom';

/** Whether a navigation is under way (guard, lazy page loading): drives ui's progress bar (effects/EffectsLayer). */
export function useNavigationProgress(): boolean {
  return useNavigation().state !== 'idle';
}
