import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DismissableLayerBranch } from '@radix-ui/react-dismissable-layer';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { TONE_ICON, TONE_ICON_COLOUR, TONE_LABEL } from '#ui/lib/feedbackTone.ts';
import { createFeedbackStore, type FeedbackItem, type FeedbackStore } from '#ui/lib/feedbackStore.ts';
import { useAutoDismiss } from '#ui/lib/useAutoDismiss.ts';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

/** The default display time of a message popup: 3 s (spec §8, §9, R9.3). */
export const TOAST_DURATION = 3000;

export interface ToastOptions {
  tone?: ToastTone;
  /** ms before it leaves; 0 keeps it until dismissed. Default 3000. */
  duration?: number;
  /** Reuse an id to replace a toast rather than add one. */
  id?: string;
}

export interface ToastItem extends FeedbackItem {
  message: ReactNode;
  tone: ToastTone;
}

/** The imperative API: works inside React (useToast) and outside (keep the object you created). */
export interface Toaster {
  show(message: ReactNode, options?: ToastOptions): string;
  success(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  error(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  warning(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  info(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  /** Dismiss one toast, or all (the route guard clears open messages before navigating, R4.1). */
  dismiss(id?: string): void;
  readonly store: FeedbackStore<ToastItem>;
}

export interface ToasterOptions {
  /** Default display time, ms (3000). */
  duration?: number;
  /** At most this many at once; older ones leave (default 4). */
  max?: number;
}

/**
 * Creates a toaster. The app makes one at start-up, passes it to `<ToastProvider toaster>` and can
 * call it from anywhere, e.g. an SWR `onError`. A toast identical to one on screen restarts that
 * one's timer instead of stacking (five failing requests show one message).
 */
export function createToaster({ duration = TOAST_DURATION, max = 4 }: ToasterOptions = {}): Toaster {
  const store = createFeedbackStore<ToastItem>(max);
  const show = (message: ReactNode, options: ToastOptions = {}) => {
    const tone = options.tone ?? 'info';
    return store.add(
      { message, tone, duration: options.duration ?? duration, ...(options.id ? { id: options.id } : {}) },
      (existing) => typeof message === 'string' && existing.message === message && existing.tone === tone,
    );
  };
  return {
    show,
    success: (message, options) => show(message, { ...options, tone: 'success' }),
    error: (message, options) => show(message, { ...options, tone: 'error' }),
    warning: (message, options) => show(message, { ...options, tone: 'warning' }),
    info: (message, options) => show(message, { ...options, tone: 'info' }),
    dismiss: (id) => store.dismiss(id),
    store,
  };
}

const ToastContext = createContext<Toaster | null>(null);

export interface ToastProviderProps extends ToasterOptions {
  /** A toaster made with `createToaster` (one is made when absent). */
  toaster?: Toaster;
  children?: ReactNode;
}

/** Provides `useToast()` and renders the toasts at the top centre of the screen. */
export function ToastProvider({ toaster, duration, max, children }: ToastProviderProps) {
  const value = useMemo(() => toaster ?? createToaster({ duration, max }), [toaster, duration, max]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toaster={value} />
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it');
  return toaster;
}

/** The list of toasts; ToastProvider renders it, so use it directly only with a custom layout. */
export function ToastViewport({ toaster }: { toaster: Toaster }) {
  const t = useT();
  const items = useSyncExternalStore(toaster.store.subscribe, toaster.store.getSnapshot, toaster.store.getSnapshot);
  return (
    <DismissableLayerBranch asChild>
      <section
        aria-label={t('ui.toast.region')}
        className="pointer-events-none fixed inset-x-0 top-4 z-(--z-toast) flex justify-center px-3"
      >
        <ol aria-live="polite" className="flex w-full max-w-md flex-col items-center gap-2">
          {items.map((item) => (
            <ToastView key={item.id} item={item} onDone={() => toaster.dismiss(item.id)} label={t(TONE_LABEL[item.tone])} />
          ))}
        </ol>
      </section>
    </DismissableLayerBranch>
  );
}

function ToastView({ item, onDone, label }: { item: ToastItem; onDone: () => void; label: string }) {
  const pause = useAutoDismiss(item.duration, item.version, onDone);
  const Icon = TONE_ICON[item.tone];
  return (
    <li className="flex max-w-full justify-center">
      <div
        role={item.tone === 'error' ? 'alert' : 'status'}
        data-tone={item.tone}
        data-state={item.closing ? 'closing' : 'open'}
        {...pause}
        className={cx(
          'pointer-events-auto flex max-w-full items-start gap-2 rounded-lg border border-line bg-surface px-4 py-2.5 text-sm text-fg shadow-lg',
          item.closing ? 'animate-slide-up-out' : 'animate-slide-down',
        )}
      >
        <Icon size={18} className={cx('mt-0.5 shrink-0', TONE_ICON_COLOUR[item.tone])} />
        <span className="sr-only">{label} </span>
        <span className="min-w-0 break-words">{item.message}</span>
      </div>
    </li>
  );
}
