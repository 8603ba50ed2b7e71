import { useEffect } from 'react';
import { createNotifier, loginNoticeOptions, NotificationViewport, useT } from '@shop/ui';
import type { ShownNotice } from './store.ts';

// One notifier for the page. The effects store times the notice (5 s, R9.3); ui draws it.
const notifier = createNotifier({ max: 1 });

/**
 * The login notice (R2.10–R2.12): ui's notification in the bottom-right corner, the address verdict
 * in its tone. Stays mounted once loaded so the notice can play its exit; its × ends it in the
 * store too.
 */
export function LoginNotice({ notice, onClose }: { notice: ShownNotice | null; onClose: () => void }) {
  const t = useT();
  useEffect(() => {
    if (!notice) {
      notifier.dismiss();
      return undefined;
    }
    const id = notifier.open({ ...loginNoticeOptions(notice, t), duration: 0 });
    const unsubscribe = notifier.store.subscribe(() => {
      if (!notifier.store.getSnapshot().some((item) => item.id === id && !item.closing)) onClose();
    });
    return () => {
      unsubscribe();
      notifier.dismiss(id);
    };
  }, [notice, t, onClose]);
  return <NotificationViewport notifier={notifier} />;
}
