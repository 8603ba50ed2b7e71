import { useT } from '@shop/ui';
import type { Toast, ToastMessage } from './store.ts';

const TONES: Record<Toast['tone'], string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-slate-200 bg-white text-slate-800',
};

/** TEMPORARY markup until ui's Toast lands: message popups at the top (R8.4: 3 s, the store times them). */
export function Toasts({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  const t = useT();
  const text = (message: ToastMessage) => ('text' in message ? message.text : t(message.key, message.params));
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[110] flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-toast={toast.tone}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded border px-4 py-2 shadow ${TONES[toast.tone]}`}
        >
          <span className="flex-1">{text(toast.message)}</span>
          <button
            type="button"
            aria-label={t('app.toast.close')}
            className="opacity-70 hover:opacity-100"
            onClick={() => onDismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
