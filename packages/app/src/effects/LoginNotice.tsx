import { useT } from '@shop/ui';
import type { ShownNotice } from './store.ts';

/** TEMPORARY markup until ui's Notification lands: the login notice, bottom-right (R2.10–R2.12). */
export function LoginNotice({ notice, onClose }: { notice: ShownNotice; onClose: () => void }) {
  const t = useT();
  const warning = notice.tone === 'warning';
  return (
    <div
      role="status"
      aria-label={t('app.notice.region')}
      data-notice={notice.tone}
      className={`fixed right-4 bottom-4 z-[105] w-80 rounded-lg border bg-white p-4 shadow-lg ${warning ? 'border-amber-300' : 'border-emerald-300'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{t(notice.title.key, notice.title.params)}</p>
        <button type="button" aria-label={t('app.notice.close')} className="text-slate-500 hover:text-slate-800" onClick={onClose}>
          ×
        </button>
      </div>
      <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
        {notice.lines.map((line, index) => {
          const last = index === notice.lines.length - 1 && notice.address !== null;
          return (
            <li key={line.key} className={last ? (warning ? 'font-medium text-amber-700' : 'text-emerald-700') : undefined}>
              {t(line.key, line.params)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
