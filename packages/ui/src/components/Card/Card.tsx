import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '#ui/lib/cx.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Actions at the right of the header (buttons, links). */
  extra?: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title (default h2), to keep the page outline right. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Body padding. `none` for a table or list flush with the edges. */
  padding?: 'none' | 'sm' | 'md';
  /** Lift on hover, for clickable cards. */
  hoverable?: boolean;
}

const PADDING = { none: '', sm: 'p-3 sm:p-4', md: 'p-4 sm:p-5' } as const;

/** A white panel with an optional header and footer: the building block of every page. */
export function Card({
  title,
  description,
  extra,
  footer,
  titleAs: Heading = 'h2',
  padding = 'md',
  hoverable = false,
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const hasHeader = title || extra;
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={cx(
        'flex min-w-0 flex-col rounded-lg border border-line bg-surface text-fg shadow-xs',
        hoverable && 'transition-shadow hover:shadow-md',
        className,
      )}
      {...rest}
    >
      {hasHeader ? (
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-line px-4 py-3 sm:px-5">
          <div className="min-w-0">
            {title ? (
              <Heading id={titleId} className="text-base font-semibold text-fg">
                {title}
              </Heading>
            ) : null}
            {description ? <p className="mt-0.5 text-xs text-fg-muted">{description}</p> : null}
          </div>
          {extra ? <div className="flex shrink-0 flex-wrap items-center gap-2">{extra}</div> : null}
        </header>
      ) : null}
      <div className={cx('min-w-0 flex-1', PADDING[padding])}>{children}</div>
      {footer ? (
        <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-line px-4 py-3 sm:px-5">{footer}</footer>
      ) : null}
    </section>
  );
}
