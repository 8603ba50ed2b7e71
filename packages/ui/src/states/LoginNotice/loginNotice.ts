import type { MessageKey, MessageRef } from '@shop/session/messages';
import type { Translate } from '#ui/i18n/I18nProvider.tsx';
import { NOTIFICATION_DURATION, type NotificationLine, type NotificationOptions } from '#ui/components/Notification/Notification.tsx';

/** A line to show: already rendered text, or a catalogue key with its values (a session rule's MessageRef). */
export type MessageInput = string | MessageRef<MessageKey>;

/**
 * The login notice (R2.10–R2.12), as session's `buildLoginNotice` returns it — that object fits
 * as is — or built by hand with rendered lines.
 */
export interface LoginNoticeInput {
  /** Default "登录成功" (`loginNotice.title`). */
  title?: MessageInput;
  /** Current IP and location; then last IP, location, time and the address verdict, when there was a last login. */
  lines: readonly MessageInput[];
  /** R2.11 / R2.12: the verdict line is drawn in its style ('differs' in warning style); null: no last login. */
  address: 'normal' | 'differs' | null;
  /** Default from `address`: warning when it differs, else success. */
  tone?: 'success' | 'warning';
  /** ms; default 5 s (R9.3). */
  durationMs?: number;
}

const VERDICT_KEYS: readonly string[] = ['loginNotice.addressNormal', 'loginNotice.addressDiffers'];

/**
 * What `useNotification().open()` needs to show the login notice: title, lines (the address
 * verdict toned), icon tone and 5 s. Pure: `notifier.open(loginNoticeOptions(notice, t))`.
 */
export function loginNoticeOptions(notice: LoginNoticeInput, t: Translate): NotificationOptions {
  const render = (line: MessageInput) => (typeof line === 'string' ? line : t(line.key, line.params));
  const refIndex = notice.lines.findIndex((line) => typeof line !== 'string' && VERDICT_KEYS.includes(line.key));
  // Rendered lines carry no key: then the verdict is the last line, as buildLoginNotice orders them.
  const verdictAt = notice.address === null ? -1 : refIndex >= 0 ? refIndex : notice.lines.length - 1;
  const lines = notice.lines.map((line, i): NotificationLine | string =>
    i === verdictAt ? { text: render(line), tone: notice.address === 'differs' ? 'warning' : 'success' } : render(line),
  );
  return {
    title: notice.title ? render(notice.title) : t('loginNotice.title'),
    lines,
    tone: notice.tone ?? (notice.address === 'differs' ? 'warning' : 'success'),
    duration: notice.durationMs ?? NOTIFICATION_DURATION,
  };
}
