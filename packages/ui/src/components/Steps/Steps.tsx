import type { ReactNode } from 'react';
import { IconClose } from '#ui/icons/common.tsx';
import { IconCheck } from '#ui/icons/forms.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

export interface StepsProps {
  items: StepItem[];
  /** Index of the current step (0-based). Steps before it are done. */
  current: number;
  /** State of the current step: `error` marks it failed; `finish` marks every step done. */
  status?: 'process' | 'error' | 'finish';
  /** `auto` (default) is vertical on phones and horizontal from `sm`. */
  direction?: 'auto' | 'horizontal' | 'vertical';
  size?: 'sm' | 'md';
  /** Names the list (default "Steps"). */
  'aria-label'?: string;
  className?: string;
}

type StepState = 'finish' | 'process' | 'wait' | 'error';

/** Progress through a flow (order → pay → deliver), as an ordered list with the current step marked. */
export function Steps({ items, current, status = 'process', direction = 'auto', size = 'md', className, ...aria }: StepsProps) {
  const t = useT();
  const stateOf = (i: number): StepState =>
    status === 'finish' || i < current ? 'finish' : i === current ? (status === 'error' ? 'error' : 'process') : 'wait';
  const horizontal = direction === 'horizontal';
  const auto = direction === 'auto';
  const dot = size === 'sm' ? 'size-6 text-xs' : 'size-8 text-sm';
  return (
    <ol
      aria-label={aria['aria-label'] ?? t('ui.steps.label')}
      className={cx('flex', horizontal ? 'flex-row' : auto ? 'flex-col sm:flex-row' : 'flex-col', className)}
    >
      {items.map((item, i) => {
        const state = stateOf(i);
        const last = i === items.length - 1;
        return (
          <li
            key={i}
            aria-current={state === 'process' || state === 'error' ? 'step' : undefined}
            className={cx(
              'group relative flex min-w-0 gap-3',
              horizontal ? 'flex-1 flex-row' : auto ? 'flex-row pb-6 last:pb-0 sm:flex-1 sm:pb-0' : 'flex-row pb-6 last:pb-0',
            )}
          >
            <span
              className={cx(
                'relative z-[1] flex shrink-0 items-center justify-center rounded-full border font-medium tabular-nums',
                dot,
                state === 'finish' && 'border-primary bg-primary-soft text-primary-fg',
                state === 'process' && 'border-primary bg-primary text-fg-on-solid',
                state === 'error' && 'border-danger bg-danger text-fg-on-solid',
                state === 'wait' && 'border-line-strong bg-surface text-fg-subtle',
              )}
            >
              {state === 'finish' ? (
                <IconCheck size={14} strokeWidth={2.5} />
              ) : state === 'error' ? (
                <IconClose size={14} strokeWidth={2.5} />
              ) : (
                i + 1
              )}
            </span>
            <span className={cx('flex min-w-0 flex-1 flex-col', size === 'sm' ? 'pt-0.5' : 'pt-1')}>
              <span className="flex items-center gap-3">
                <span
                  className={cx(
                    'shrink-0 font-medium',
                    size === 'sm' ? 'text-xs' : 'text-sm',
                    state === 'wait' ? 'text-fg-muted' : state === 'error' ? 'text-danger-fg' : 'text-fg',
                  )}
                >
                  {item.title}
                  <span className="sr-only"> {t(`ui.steps.${state}`)}</span>
                </span>
                {!last ? (
                  <span
                    aria-hidden="true"
                    className={cx(
                      'h-px min-w-4 flex-1',
                      horizontal ? 'block' : auto ? 'hidden sm:block' : 'hidden',
                      state === 'finish' ? 'bg-primary' : 'bg-line-strong',
                    )}
                  />
                ) : null}
              </span>
              {item.description ? <span className="mt-0.5 text-xs text-fg-muted">{item.description}</span> : null}
            </span>
            {!last ? (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute w-px',
                  size === 'sm' ? 'top-7 bottom-1 left-3' : 'top-9 bottom-1 left-4',
                  horizontal ? 'hidden' : auto ? 'sm:hidden' : '',
                  state === 'finish' ? 'bg-primary' : 'bg-line-strong',
                )}
              />
            ) : null}
            {!last && (horizontal || auto) ? <span aria-hidden="true" className={cx('w-3 shrink-0', auto && 'hidden sm:block')} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
