import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DismissableLayerBranch } from '@radix-ui/react-dismissable-layer';
import { IconClose } from '#ui/icons/common.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { TONE_ICON, TONE_ICON_COLOUR, TONE_LABEL } from '#ui/lib/feedbackTone.ts';
import { createFeedbackStore, type FeedbackItem, type FeedbackStore } from '#ui/lib/feedbackStore.ts';
import { useAutoDismiss } from '#ui/lib/useAutoDismiss.ts';
import { IconButton } from '../Button/IconButton.tsx';

export type NotificationTone = 'success' | 'error' | 'warning' | 'info';

/** The login notice stays 5 s (spec §2, §9, R2.10, R9.3). */
export const NOTIFICATION_DURATION = 5000;

/** A line of the body; a toned line stands out (e.g. "address differs" in warning style, R2.12). */
export interface NotificationLine {
  text: ReactNode;
  tone?: 'warning' | 'success' | 'danger';
}

export interface NotificationOptions {
  title: ReactNode;
  /** Body lines, each on its own row. */
  lines?: Array<ReactNode | NotificationLine>;
  /** The icon and accent; none for a plain notification. */
  tone?: NotificationTone;
  /** ms; 0 keeps it until closed. Default 5000. */
  duration?: number;
  /** Buttons or links under the body. */
  action?: ReactNode;
  id?: string;
}

export interface NotificationItem extends FeedbackItem, Omit<NotificationOptions, 'id' | 'duration'> {}

export interface Notifier {
  open(options: NotificationOptions): string;
  dismiss(id?: string): void;
  readonly store: FeedbackStore<NotificationItem>;
}

export function createNotifier({ duration = NOTIFICATION_DURATION, max = 3 }: { duration?: number; max?: number } = {}): Notifier {
  const store = createFeedbackStore<NotificationItem>(max);
  return {
    open: ({ duration: own, ...options }) => store.add({ ...options, duration: own ?? duration }),
    dismiss: (id) => store.dismiss(id),
    store,
  };
}

const NotifierContext = createContext<Notifier | null>(null);

export interface NotificationProviderProps {
  notifier?: Notifier;
  duration?: number;
  max?: number;
  children?: ReactNode;
}

/** Provides `useNotification()` and renders notifications in the bottom-right corner. */
export function NotificationProvider({ notifier, duration, max, children }: NotificationProviderProps) {
  const value = useMemo(() => notifier ?? createNotifier({ duration, max }), [notifier, duration, max]);
  return (
    <NotifierContext.Provider value={value}>
      {children}
      <NotificationViewport notifier={value} />
    </NotifierContext.Provider>
  );
}

export function useNotification(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotification needs a <NotificationProvider> above it');
  return notifier;
}

const LINE_TONE = {
  warning: 'rounded-sm bg-warning-soft px-1.5 py-0.5 font-medium text-warning-fg',
  success: 'text-success-fg',
  danger: 'font-medium text-danger-fg',
} as const;

const isLine = (line: unknown): line is NotificationLine =>
  typeof line === 'object' && line !== null && 'text' in line && !('$$typeof' in line);

export function NotificationViewport({ notifier }: { notifier: Notifier }) {
  const t = useT();
  const items = useSyncExternalStore(notifier.store.subscribe, notifier.store.getSnapshot, notifier.store.getSnapshot);
  return (
    <DismissableLayerBranch asChild>
      <section
        aria-label={t('ui.notification.region')}
        className="pointer-events-none fixed right-0 bottom-0 z-(--z-toast) flex w-full flex-col items-end p-3 sm:w-auto sm:p-5"
      >
        <ol aria-live="polite" className="flex w-full flex-col gap-3 sm:w-96">
          {items.map((item) => (
            <NotificationView key={item.id} item={item} onClose={() => notifier.dismiss(item.id)} />
          ))}
        </ol>
      </section>
    </DismissableLayerBranch>
  );
}

function NotificationView({ item, onClose }: { item: NotificationItem; onClose: () => void }) {
  const t = useT();
  const pause = useAutoDismiss(item.duration, item.version, onClose);
  const Icon = item.tone ? TONE_ICON[item.tone] : null;
  return (
    <li>
      <div
        role={item.tone === 'error' || item.tone === 'warning' ? 'alert' : 'status'}
        data-tone={item.tone ?? 'none'}
        data-state={item.closing ? 'closing' : 'open'}
        {...pause}
        className={cx(
          'pointer-events-auto relative flex gap-3 rounded-lg border border-line bg-surface p-4 pr-10 text-sm text-fg shadow-lg',
          item.closing ? 'animate-slide-out-right' : 'animate-slide-in-right',
        )}
      >
        {Icon && item.tone ? <Icon size={20} className={cx('shrink-0', TONE_ICON_COLOUR[item.tone])} /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold text-fg">
            {item.tone ? <span className="sr-only">{t(TONE_LABEL[item.tone])} </span> : null}
            {item.title}
          </p>
          {item.lines?.map((line, i) =>
            isLine(line) ? (
              <p key={i} className={cx('self-start break-words text-fg-muted', line.tone && LINE_TONE[line.tone])}>
                {line.text}
              </p>
            ) : (
              <p key={i} className="break-words text-fg-muted">
                {line}
              </p>
            ),
          )}
          {item.action ? <div className="mt-2 flex flex-wrap gap-2">{item.action}</div> : null}
        </div>
        <IconButton
          label={t('ui.notification.close')}
          onClick={onClose}
          className="absolute top-3 right-3 size-7 rounded-md text-fg-subtle hover:bg-surface-strong hover:text-fg"
        >
          <IconClose size={16} />
        </IconButton>
      </div>
    </li>
  );
}
