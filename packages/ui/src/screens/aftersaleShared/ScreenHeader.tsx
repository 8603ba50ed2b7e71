import type { ReactNode } from 'react';

export interface ScreenHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Actions at the right (export, new request …). */
  extra?: ReactNode;
}

/** The heading of an after-sale screen: icon, h1, one line under it, actions at the right. */
export function ScreenHeader({ title, subtitle, icon, extra }: ScreenHeaderProps) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        {icon ? (
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-fg">
            {icon}
          </span>
        ) : null}
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-fg sm:text-2xl">{title}</h1>
          {subtitle ? <p className="text-sm text-fg-muted">{subtitle}</p> : null}
        </div>
      </div>
      {extra ? <div className="flex flex-wrap items-center gap-2">{extra}</div> : null}
    </header>
  );
}

/** The page column every after-sale screen sits in (the shell draws the frame around it). */
export function ScreenColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={`mx-auto flex w-full flex-col gap-4 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>{children}</div>;
}
