import { IconHome, IconRefresh } from '#ui/icons/common.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { wayOnLinkClass } from '../wayOn.ts';
import { Button } from '#ui/components/Button/Button.tsx';

/** Why a reseller site shows this page instead of its shop. */
export type SiteClosedKind = 'expired' | 'closed' | 'unknown' | 'error';

export interface SiteClosedViewProps {
  kind: SiteClosedKind;
  /** The site, when the server named it (expired, closed): its name and logo. */
  site?: { name: string; logo?: string } | null;
  /** The main site's address; null when it cannot be told (no link then). Opened as a full page load. */
  mainHref: string | null;
  /** `error` only: try again (the app reloads). */
  onRetry?: () => void;
  className?: string;
}

const TEXT = {
  expired: { title: 'site.closed.expiredTitle', text: 'site.closed.expiredText' },
  closed: { title: 'site.closed.closedTitle', text: 'site.closed.closedText' },
  unknown: { title: 'site.closed.unknownTitle', text: 'site.closed.unknownText' },
  error: { title: 'site.closed.errorTitle', text: 'site.closed.errorText' },
} as const;

/** A shop front with its shutter down; decorative, drawn with the brand scale. */
function Illustration({ kind }: { kind: SiteClosedKind }) {
  return (
    <svg viewBox="0 0 240 160" className="h-auto w-56 sm:w-64" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="146" rx="92" ry="8" className="fill-surface-strong" />
      <path d="M48 52h144v88H48z" className="fill-surface stroke-brand-200" strokeWidth="3" />
      <path d="M40 30h160l-8 24H48z" className="fill-brand-100 stroke-brand-300" strokeWidth="3" strokeLinejoin="round" />
      <path d="M64 30v24M92 30v24M120 30v24M148 30v24M176 30v24" className="stroke-brand-300" strokeWidth="3" />
      <rect x="70" y="66" width="100" height="74" rx="3" className="fill-brand-50 stroke-brand-300" strokeWidth="3" />
      <path d="M70 80h100M70 94h100M70 108h100M70 122h100" className="stroke-brand-200" strokeWidth="3" />
      {kind === 'unknown' || kind === 'error' ? (
        <g>
          <circle cx="178" cy="108" r="22" className="fill-surface stroke-brand-500" strokeWidth="5" />
          <path d="M171 102q7-9 14 0-1 5-7 8v4" fill="none" className="stroke-brand-500" strokeWidth="4" strokeLinecap="round" />
          <circle cx="178" cy="120" r="2.5" className="fill-brand-500" />
        </g>
      ) : (
        <g>
          <path d="M120 58 98 80h44z" fill="none" className="stroke-brand-400" strokeWidth="2" />
          <rect x="90" y="78" width="60" height="24" rx="4" className="fill-warning stroke-surface" strokeWidth="3" />
          <path d="M102 90h36" className="stroke-surface" strokeWidth="4" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

/**
 * The page of a reseller site that cannot sell — expired, closed — or of an address no site has, or
 * of one that could not be asked: what happened and the way to the main site, never the
 * main site's goods at the main site's prices, never a blank page.
 */
export function SiteClosedView({ kind, site, mainHref, onRetry, className }: SiteClosedViewProps) {
  const t = useT();
  const name = site?.name ?? '';
  return (
    <main
      data-site-closed={kind}
      className={cx('flex min-h-dvh flex-col items-center justify-center bg-canvas px-6 py-12 text-center', className)}
    >
      {site?.logo ? <img src={site.logo} alt="" width={48} height={48} className="mb-4 size-12 rounded-lg object-contain" /> : null}
      <Illustration kind={kind} />
      {name ? <p className="mt-6 rounded-full bg-surface-strong px-3 py-0.5 text-xs font-medium text-fg-muted">{name}</p> : null}
      <h1 className="mt-3 text-2xl font-semibold text-fg">{t(TEXT[kind].title)}</h1>
      <p className="mt-2 max-w-md text-sm break-words text-fg-muted">{t(TEXT[kind].text, { name })}</p>
      <div className="mt-6 flex w-full max-w-xs flex-col-reverse gap-2 sm:w-auto sm:max-w-none sm:flex-row sm:justify-center">
        {mainHref ? (
          <a href={mainHref} className={wayOnLinkClass(!onRetry)}>
            <IconHome />
            {t('site.closed.toMain')}
          </a>
        ) : null}
        {onRetry ? (
          <Button icon={<IconRefresh />} onClick={onRetry}>
            {t('site.closed.retry')}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
