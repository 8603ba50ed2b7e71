import type { ReactNode } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { TONE_DOT, type Tone } from '../Tag/Tag.tsx';

export interface TimelineItem {
  key?: string;
  /** What happened ("已签收，签收人：本人"). */
  title: ReactNode;
  /** When, as text the caller formats ("2024-05-02 14:03"). */
  time?: ReactNode;
  /** A second line (a place, an operator). */
  description?: ReactNode;
  /** Dot colour; the first item uses the primary tone when `highlightFirst`. */
  tone?: Tone;
  /** An icon instead of the dot. */
  icon?: ReactNode;
}

export interface TimelineProps {
  items: TimelineItem[];
  /** Emphasise the first item as the latest (logistics lists are newest first). Default true. */
  highlightFirst?: boolean;
  /** Names the list. */
  'aria-label'?: string;
  className?: string;
}

/** Events in order, newest first: the logistics trace of an order, a complaint's history. */
export function Timeline({ items, highlightFirst = true, className, ...aria }: TimelineProps) {
  const t = useT();
  return (
    <ol aria-label={aria['aria-label']} className={cx('flex flex-col', className)}>
      {items.map((item, i) => {
        const latest = highlightFirst && i === 0;
        const tone: Tone = item.tone ?? (latest ? 'primary' : 'neutral');
        const last = i === items.length - 1;
        return (
          <li key={item.key ?? i} className="relative flex gap-3 pb-5 last:pb-0">
            {!last ? <span aria-hidden="true" className="absolute top-5 bottom-0 left-[7px] w-px bg-line" /> : null}
            <span aria-hidden="true" className="relative z-[1] flex h-5 w-[15px] shrink-0 items-center justify-center">
              {item.icon ?? <span className={cx('rounded-full', latest ? 'size-3 ring-4 ring-primary-soft' : 'size-2', TONE_DOT[tone])} />}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className={cx('text-sm break-words', latest ? 'font-medium text-fg' : 'text-fg-muted')}>
                {latest ? <span className="sr-only">{t('ui.timeline.latest')} </span> : null}
                {item.title}
              </p>
              {item.description ? <p className="text-xs text-fg-muted">{item.description}</p> : null}
              {item.time ? <p className="text-xs text-fg-subtle tabular-nums">{item.time}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
