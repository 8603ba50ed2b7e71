import { useState } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { Dialog } from '../components/Dialog/Dialog.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { RadioGroup } from '../components/Radio/Radio.tsx';
import { Tag, type Tone } from '../components/Tag/Tag.tsx';
import { useT } from '../i18n/I18nProvider.tsx';

export type LogRowType = 'info' | 'success' | 'warning' | 'error';

/** One entry of the page's log (R3.7) as the panel shows it. */
export interface LogRow {
  type: LogRowType;
  message: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  time: string;
  /** Where it happened (a failed request's address, else the page's). */
  url: string;
  /** Who was logged in (name or id). */
  user: string;
}

export interface LogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** In the order they were written (oldest first); the panel shows the newest first. */
  entries: readonly LogRow[];
  onClear: () => void;
  /** Export what is shown (the filter applied, newest first) as JSON. */
  onExport: (rows: readonly LogRow[]) => void;
}

const TYPES: readonly LogRowType[] = ['error', 'warning', 'info', 'success'];
const TONE: Record<LogRowType, Tone> = { error: 'danger', warning: 'warning', info: 'info', success: 'success' };

/** The log display of development and mock builds (R9.5): newest first, filter by type, clear, export. */
export function LogPanel({ open, onOpenChange, entries, onClear, onExport }: LogPanelProps) {
  const t = useT();
  const [type, setType] = useState<LogRowType | 'all'>('all');
  const newestFirst = [...entries].reverse();
  const shown = type === 'all' ? newestFirst : newestFirst.filter((entry) => entry.type === type);
  const count = (of: LogRowType) => entries.filter((entry) => entry.type === of).length;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      placement="end"
      size="lg"
      title={t('devtools.logs.title')}
      description={t('devtools.logs.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClear} disabled={entries.length === 0}>
            {t('devtools.logs.clear')}
          </Button>
          <Button onClick={() => onExport(shown)} disabled={shown.length === 0}>
            {t('devtools.logs.export')}
          </Button>
        </>
      }
    >
      <div data-devtools="logs" className="flex flex-col gap-3">
        {/* One row that scrolls sideways on a phone rather than a wrapped, broken segment. */}
        <div className="-mx-1 overflow-x-auto px-1 pb-1 whitespace-nowrap">
          <RadioGroup
            aria-label={t('devtools.logs.type')}
            variant="button"
            size="sm"
            value={type}
            onValueChange={(value) => setType(value as LogRowType | 'all')}
            options={[
              { value: 'all', label: t('devtools.logs.all', { count: entries.length }) },
              ...TYPES.map((of) => ({
                value: of,
                label: t('devtools.logs.typeCount', { type: t(`devtools.logs.type.${of}`), count: count(of) }),
              })),
            ]}
          />
        </div>
        <p className="text-xs text-fg-muted" role="status">
          {t('devtools.logs.shown', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            size="sm"
            title={entries.length === 0 ? t('devtools.logs.emptyTitle') : t('devtools.logs.emptyFiltered')}
            description={entries.length === 0 ? t('devtools.logs.emptyText') : undefined}
          />
        ) : (
          <ol className="flex flex-col divide-y divide-line rounded-lg border border-line">
            {shown.map((entry, index) => (
              <li key={`${entries.length - index}`} className="flex min-w-0 flex-col gap-1.5 px-3 py-2.5">
                <div className="flex items-center gap-2">
                  <Tag size="sm" tone={TONE[entry.type]}>
                    {t(`devtools.logs.type.${entry.type}`)}
                  </Tag>
                  <time className="font-mono text-xs text-fg-muted">{entry.time}</time>
                </div>
                <p className="text-sm break-words text-fg">{entry.message}</p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-fg-muted">
                  <dt>{t('devtools.logs.url')}</dt>
                  <dd className="truncate font-mono" title={entry.url}>
                    {entry.url}
                  </dd>
                  <dt>{t('devtools.logs.user')}</dt>
                  <dd className="truncate">{entry.user}</dd>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
