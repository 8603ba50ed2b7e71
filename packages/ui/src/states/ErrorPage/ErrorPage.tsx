import { IconHome, IconRefresh } from '#ui/icons/common.tsx';
import { IconChevronLeft } from '#ui/icons/index.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { UiLink } from '#ui/lib/link.tsx';
import { wayOnLinkClass } from '../wayOn.ts';
import { Button } from '#ui/components/Button/Button.tsx';

export type ErrorStatus = 403 | 404 | 500;

export interface ErrorPageProps {
  status: ErrorStatus;
  /**
   * Replaces the default text: for 403 the message the response rule stored (R2.9, the app reads it
   * with `readForbiddenMessage()`); for 500 what went wrong. Plain text.
   */
  message?: string | null;
  /** "Back to home" (default `/`). */
  homeHref?: string;
  /** Shows "Go back" (the app calls `navigate(-1)`). */
  onBack?: () => void;
  /** Shows "Reload" (500: try the page again). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Fill the window (a route of its own, default) or sit inside the shell's page area. */
  fullPage?: boolean;
  className?: string;
}

/** Illustrations drawn with the brand scale (no image request); decorative. */
function Illustration({ status }: { status: ErrorStatus }) {
  return (
    <svg viewBox="0 0 240 160" className="h-auto w-56 sm:w-64" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="146" rx="92" ry="8" className="fill-surface-strong" />
      <circle cx="52" cy="38" r="6" className="fill-brand-100" />
      <circle cx="196" cy="30" r="10" className="fill-brand-100" />
      <circle cx="208" cy="96" r="4" className="fill-brand-200" />
      {status === 403 ? (
        <g>
          <path
            d="M120 22 170 40v38c0 32-21 52-50 64-29-12-50-32-50-64V40l50-18Z"
            className="fill-brand-100 stroke-brand-300"
            strokeWidth="3"
          />
          <path d="M120 36 158 50v28c0 24-15 40-38 50-23-10-38-26-38-50V50l38-14Z" className="fill-surface" />
          <rect x="102" y="74" width="36" height="30" rx="5" className="fill-brand-500" />
          <path d="M109 74v-8a11 11 0 0 1 22 0v8" fill="none" className="stroke-brand-500" strokeWidth="5" strokeLinecap="round" />
          <circle cx="120" cy="87" r="4" className="fill-surface" />
          <path d="M120 89v7" className="stroke-surface" strokeWidth="3" strokeLinecap="round" />
        </g>
      ) : status === 404 ? (
        <g>
          <rect x="62" y="24" width="92" height="112" rx="8" className="fill-surface stroke-brand-200" strokeWidth="3" />
          <path d="M78 48h50M78 62h60M78 76h36" className="stroke-brand-100" strokeWidth="6" strokeLinecap="round" />
          <circle cx="146" cy="92" r="26" className="fill-brand-50 stroke-brand-500" strokeWidth="6" />
          <path d="m165 111 22 22" className="stroke-brand-500" strokeWidth="9" strokeLinecap="round" />
          <path d="M139 85q7-8 14 0M141 101h10" fill="none" className="stroke-brand-400" strokeWidth="4" strokeLinecap="round" />
        </g>
      ) : (
        <g>
          <rect x="70" y="28" width="100" height="30" rx="6" className="fill-brand-100 stroke-brand-300" strokeWidth="3" />
          <rect x="70" y="64" width="100" height="30" rx="6" className="fill-brand-100 stroke-brand-300" strokeWidth="3" />
          <rect x="70" y="100" width="100" height="30" rx="6" className="fill-brand-100 stroke-brand-300" strokeWidth="3" />
          <path d="M84 43h28M84 79h28M84 115h28" className="stroke-brand-300" strokeWidth="4" strokeLinecap="round" />
          <circle cx="152" cy="43" r="4" className="fill-brand-400" />
          <circle cx="152" cy="115" r="4" className="fill-brand-400" />
          <path d="M178 58 204 104h-52l26-46Z" className="fill-warning stroke-surface" strokeWidth="4" strokeLinejoin="round" />
          <path d="M178 74v14" className="stroke-surface" strokeWidth="5" strokeLinecap="round" />
          <circle cx="178" cy="96" r="3" className="fill-surface" />
        </g>
      )}
    </svg>
  );
}

const TEXT = {
  403: { title: 'ui.errorPage.403.title', text: 'ui.errorPage.403.text' },
  404: { title: 'ui.errorPage.404.title', text: 'ui.errorPage.404.text' },
  500: { title: 'ui.errorPage.500.title', text: 'ui.errorPage.500.text' },
} as const;

/** The 403, 404 and 500 pages (spec §2, R2.5, R2.9): what happened and a way back. */
export function ErrorPage({
  status,
  message,
  homeHref = '/',
  onBack,
  onRetry,
  retrying = false,
  fullPage = true,
  className,
}: ErrorPageProps) {
  const t = useT();
  return (
    <div
      data-status={status}
      className={cx(
        'flex flex-col items-center justify-center px-6 py-12 text-center',
        fullPage ? 'min-h-dvh bg-canvas' : 'min-h-[60vh]',
        className,
      )}
    >
      <Illustration status={status} />
      <p className="mt-6 rounded-full bg-surface-strong px-2.5 py-0.5 font-mono text-xs font-medium text-fg-muted">
        {t('ui.errorPage.code', { status })}
      </p>
      <h1 className="mt-3 text-2xl font-semibold text-fg">{t(TEXT[status].title)}</h1>
      <p className="mt-2 max-w-md text-sm break-words text-fg-muted">{message || t(TEXT[status].text)}</p>
      <div className="mt-6 flex w-full max-w-xs flex-col-reverse gap-2 sm:w-auto sm:max-w-none sm:flex-row sm:justify-center">
        {onBack ? (
          <Button variant="secondary" icon={<IconChevronLeft />} onClick={onBack}>
            {t('ui.errorPage.back')}
          </Button>
        ) : null}
        {/* With a retry on offer, that is the main way on and home the second. */}
        <UiLink href={homeHref} className={wayOnLinkClass(!onRetry)}>
          <IconHome />
          {t('ui.errorPage.home')}
        </UiLink>
        {onRetry ? (
          <Button icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
            {t('ui.errorPage.retry')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
