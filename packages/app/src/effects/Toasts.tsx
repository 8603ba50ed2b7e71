import { useEffect } from 'react';
import { createToaster, ToastViewport, useT } from '@shop/ui';
import type { Toast, ToastMessage } from './store.ts';

// One toaster for the page. The effects store decides and times the toasts (3 s, one per message,
// R8.4); ui draws them, so its own timer is off.
const toaster = createToaster({ duration: 0, max: 4 });
const uiId = (toast: Toast) => `effect-toast-${toast.id}`;

/** Message popups at the top (R8.1, R8.4), drawn by ui's toast viewport. */
export function Toasts({ toasts }: { toasts: readonly Toast[] }) {
  const t = useT();
  useEffect(() => {
    const text = (message: ToastMessage) => ('text' in message ? message.text : t(message.key, message.params));
    const wanted = new Set(toasts.map(uiId));
    const shown = new Set(
      toaster.store
        .getSnapshot()
        .filter((item) => !item.closing)
        .map((item) => item.id),
    );
    for (const toast of toasts) {
      if (!shown.has(uiId(toast))) toaster.show(text(toast.message), { id: uiId(toast), tone: toast.tone, duration: 0 });
    }
    for (const id of shown) if (!wanted.has(id)) toaster.dismiss(id);
  }, [toasts, t]);
  return <ToastViewport toaster={toaster} />;
}
