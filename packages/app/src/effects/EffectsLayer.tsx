import { lazy, Suspense, useState } from 'react';
import { confirmLogoutDialog, dismissNotice, useEffectsState } from './store.ts';
import { NavigationProgressBar } from './NavigationProgressBar.tsx';
import { Toasts } from './Toasts.tsx';

// Loaded when first shown: they are rare, and ui's Dialog (Radix) is heavy.
const LogoutDialog = lazy(() => import('./LogoutDialog.tsx').then((m) => ({ default: m.LogoutDialog })));
const LoginNotice = lazy(() => import('./LoginNotice.tsx').then((m) => ({ default: m.LoginNotice })));

/**
 * Shows what the effects store holds with ui's components: the logout dialog (at most one, R4.11),
 * the error toasts, the login notice, and the progress bar during navigation. The store decides and
 * times; these only draw. A chunk of its own (EffectsRoot), requested with the first page.
 */
export function EffectsLayer({ navigating = false }: { navigating?: boolean }) {
  const { logoutDialog, toasts, notice } = useEffectsState();
  // The notice's viewport stays once loaded, so a notice can leave with its exit animation.
  const [noticeLoaded, setNoticeLoaded] = useState(false);
  if (notice && !noticeLoaded) setNoticeLoaded(true);
  return (
    <>
      <NavigationProgressBar active={navigating} />
      <Suspense fallback={null}>
        {logoutDialog && <LogoutDialog dialog={logoutDialog} onConfirm={confirmLogoutDialog} />}
        {noticeLoaded && <LoginNotice notice={notice} onClose={dismissNotice} />}
      </Suspense>
      <Toasts toasts={toasts} />
    </>
  );
}
