import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { takeShowLoginLog } from '../storage/localStore.ts';

/** R4.7: after each navigation, a set showLoginLog flag is cleared and the login-log action runs. */
export function AfterNavigation() {
  const { key } = useLocation();
  useEffect(() => {
    // Loaded on demand: it runs once per log-in, so the customer contract stays out of the initial bundle.
    if (takeShowLoginLog()) void import('../features/account/loginLog.ts').then(({ runLoginLogAction }) => runLoginLogAction());
  }, [key]);
  return null;
}
