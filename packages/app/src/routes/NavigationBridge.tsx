import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { completeNavigation, useEffectsState } from '../effects/store.ts';

/** Carries out navigations asked for outside React (logout dialog button, 403 answers). */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { navigation } = useEffectsState();
  useEffect(() => {
    if (!navigation) return;
    completeNavigation(navigation.id);
    void navigate(navigation.to, { replace: navigation.replace });
  }, [navigation, navigate]);
  return null;
}
