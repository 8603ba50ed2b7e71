import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Under the card: "no account yet? sign up" and the like. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The narrow centred card of the log-in, sign-up and password pages; fits any surrounding layout. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-8 sm:py-12">
      <div className="rounded-xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-fg">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-fg-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-5 text-center text-sm text-fg-muted">{footer}</div> : null}
    </div>
  );
}
