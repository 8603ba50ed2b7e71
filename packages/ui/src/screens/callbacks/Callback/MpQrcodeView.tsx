import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { QRCode } from '#ui/components/QRCode/QRCode.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconRefresh } from '#ui/icons/common.tsx';
import { formatClock, useSecondsLeft } from '#ui/lib/useSecondsLeft.ts';
import { linkProps, TextLink, type Navigate } from '#ui/lib/links.tsx';

/** Where a mini-program log-in code stands (getMpQrcodeStatus), plus `loggedIn` once this browser has the session. */
export type MpQrcodeStatus = 'waiting' | 'scanned' | 'unbound' | 'expired' | 'loggedIn';

export interface MpQrcodeViewProps {
  /** The code to scan; null while it is being fetched (or could not be). */
  qr: { content: string; expiresAt: number } | null;
  status: MpQrcodeStatus;
  /** Could not get a code (network, server message). */
  error?: string | null;
  refreshing?: boolean;
  onRefresh: () => void;
  /** Development only (mock build): a link that opens the code's return page in this browser. */
  devLink?: string | null;
  links: { passwordLogin: string };
  onNavigate?: Navigate;
}

/** /mpQrcode: log in by scanning a WeChat mini-program code; the page polls and logs in when confirmed. */
export function MpQrcodeView({ qr, status, error, refreshing, onRefresh, devLink, links, onNavigate }: MpQrcodeViewProps) {
  const t = useT();
  const left = useSecondsLeft(qr?.expiresAt ?? 0);
  const expired = status === 'expired' || (qr !== null && left === 0);
  const message =
    status === 'loggedIn'
      ? t('callbacks.mp.loggedIn')
      : status === 'unbound'
        ? null
        : status === 'scanned'
          ? t('callbacks.mp.scanned')
          : expired
            ? t('callbacks.mp.expired')
            : t('callbacks.mp.waiting');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6 sm:py-12">
      <Card padding="md">
        <div className="flex flex-col items-center gap-4 text-center">
          <h1 className="text-xl font-semibold text-fg">{t('callbacks.mp.title')}</h1>
          <p className="text-sm text-fg-muted">{t('callbacks.mp.scan')}</p>
          {error ? (
            <Alert
              tone="danger"
              role="alert"
              className="w-full text-left"
              action={
                <Button size="sm" variant="secondary" icon={<IconRefresh />} loading={refreshing} onClick={onRefresh}>
                  {t('ui.error.retry')}
                </Button>
              }
            >
              {error}
            </Alert>
          ) : null}
          {status === 'unbound' ? (
            <Alert tone="warning" role="alert" className="w-full text-left">
              {t('callbacks.mp.unbound')}
            </Alert>
          ) : null}
          <div className="relative">
            {qr ? (
              <QRCode value={qr.content} size={180} label={t('callbacks.mp.qrLabel')} />
            ) : (
              <span role="img" aria-label={t('callbacks.mp.loading')}>
                <Skeleton width={180} height={180} />
              </span>
            )}
            {qr && (expired || status === 'unbound') ? (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-md bg-surface/95">
                <Button size="sm" icon={<IconRefresh />} loading={refreshing} onClick={onRefresh}>
                  {t('callbacks.mp.refresh')}
                </Button>
              </div>
            ) : null}
          </div>
          <p role="status" className={expired ? 'text-sm font-medium text-danger-fg' : 'text-sm text-fg-muted'}>
            {message}
          </p>
          {qr && !expired && status !== 'loggedIn' && status !== 'unbound' ? (
            <p className="text-xs text-fg-subtle tabular-nums">{t('callbacks.mp.expiresIn', { time: formatClock(left) })}</p>
          ) : null}
          {devLink && !expired ? (
            <div className="w-full rounded-md border border-dashed border-warning-fg p-3 text-xs text-fg-muted">
              <p>{t('callbacks.dev.note')}</p>
              <a {...linkProps(devLink, onNavigate)} className="focus-ring mt-1 inline-block font-medium text-warning-fg underline">
                {t('callbacks.dev.simulate')}
              </a>
            </div>
          ) : null}
          <TextLink href={links.passwordLogin} onNavigate={onNavigate} className="text-sm">
            {t('callbacks.mp.passwordLogin')}
          </TextLink>
        </div>
      </Card>
    </div>
  );
}
