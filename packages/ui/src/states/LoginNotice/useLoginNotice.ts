import { useT } from '#ui/i18n/I18nProvider.tsx';
import { useNotification } from '#ui/components/Notification/Notification.tsx';
import { loginNoticeOptions, type LoginNoticeInput } from './loginNotice.ts';

/** Opens the login notice in the bottom-right corner; returns the notification's id. */
export function useLoginNotice(): (notice: LoginNoticeInput) => string {
  const t = useT();
  const notifier = useNotification();
  return (notice) => notifier.open(loginNoticeOptions(notice, t));
}
