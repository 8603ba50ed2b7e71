import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's heading (its route title): the page's one h1. */
  title: ReactNode;
  /** One line of what the page is for. */
  subtitle?: ReactNode;
  /** A line icon in a tile beside the heading. */
  icon?: ReactNode;
  /** Actions at the right (under the heading on phones). */
  actions?: ReactNode;
}

/** The heading block of every page: icon, h1, one line of what the page is for, actions. */
export function PageHeader({ title, subtitle, icon, actions }: PageHeaderProps) {
  return (
    <header data-page-header="" className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        {icon ? (
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-fg">
            {icon}
          </span>
        ) : null}
        <div className="min-w-0">
          <h1 className="text-xl font-semibold break-words text-fg sm:text-2xl">{title}</h1>
          {subtitle ? <p className="text-sm text-fg-muted">{subtitle}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
