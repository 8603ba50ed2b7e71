import { lazy, Suspense } from 'react';
import { confirmLogoutDialog, dismissNotice, dismissToast, useEffectsState } from './store.ts';
import { Toasts } from './Toasts.tsx';

// Loaded when first shown: they are rare, and ui's Dialog (Radix) must not weigh on the initial
// bundle. Toasts stay eager: a network-failure toast cannot wait for a chunk over that network.
const LogoutDialog = lazy(() => import('./LogoutDialog.tsx').then((m) => ({ default: m.LogoutDialog })));
const LoginNotice = lazy(() => import('./LoginNotice.tsx').then((m) => ({ default: m.LoginNotice })));

/**
 * Shows what the effects store holds. This is the seam for ui's Dialog, Toast and Notification:
 * swap the three temporary components, keep the store calls.
 */
export function EffectsRoot() {
  const { logoutDialog, toasts, notice } = useEffectsState();
  return (
    <>
      <Suspense fallback={null}>
        {logoutDialog && <LogoutDialog dialog={logoutDialog} onConfirm={confirmLogoutDialog} />}
        {notice && <LoginNotice key={notice.id} notice={notice} onClose={dismissNotice} />}
      </Suspense>
      <Toasts toasts={toasts} onDismiss={dismissToast} />
    </>
  );
}
