import { useState } from 'react';
import { IconRefresh } from '#ui/icons/common.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatClock, useSecondsLeft } from '#ui/lib/useSecondsLeft.ts';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { QRCode } from '#ui/components/QRCode/QRCode.tsx';
import { BrandIcon, type SocialProvider } from './BrandIcons.tsx';
import { ActionDialog, BoundAtClause, BoundTag, LoadingSecurityItem, SecurityItem } from './parts.tsx';

/** A binding as the account answer carries it (`bindings.weixin` …: bound, account, boundAt). */
export interface BindingState {
  bound: boolean;
  /** The bound account's display name (nickname, masked number or address). */
  account: string;
  /** `YYYY-MM-DD HH:mm:ss`, or null. */
  boundAt: string | null;
}

/** A QR binding under way: what the code holds and when it stops working (epoch ms). */
export interface BindingQr {
  content: string;
  /** The app computes it: `Date.now() + expiresIn * 1000`. */
  expiresAt: number;
  /** Development only (mock build): a link that opens the code's callback in this browser, as a scan would. */
  devLink?: string | null;
}

export interface SocialBindingPanelProps {
  provider: SocialProvider;
  binding?: BindingState | null;
  /** The binding is still being read. */
  loading?: boolean;
  /** Binding by QR: the code to scan (the app polls the account and clears it when bound). */
  qr?: BindingQr | null;
  /** A request under way: asking for the code, a new code, cancelling. */
  busy?: 'bind' | 'refresh' | 'cancel' | null;
  /** The server's message after a failed bind or unbind. */
  error?: string | null;
  /** Unbinding asks for the sale password (when its check is on, as the API requires). */
  salePasswordRequired?: boolean;
  /** Start binding (the app asks for a QR code, or sends the user to the platform). */
  onBind: () => void;
  /** Unbind, after confirmation; return the request's promise so the dialog can wait for it. */
  onUnbind: (salePassword?: string) => unknown;
  /** Stop a QR binding (its state stops working). */
  onCancel?: () => void;
  /** A new code (when this one expired). */
  onRefresh?: () => void;
}

const NAME = {
  weixin: 'ui.binding.provider.weixin',
  qq: 'ui.binding.provider.qq',
  mp: 'ui.binding.provider.mp',
  wc: 'ui.binding.provider.wc',
} as const;
const ABOUT = {
  weixin: 'ui.binding.about.weixin',
  qq: 'ui.binding.about.qq',
  mp: 'ui.binding.about.mp',
  wc: 'ui.binding.about.wc',
} as const;
const SCAN = { weixin: 'ui.binding.scan.weixin', qq: 'ui.binding.scan.qq', mp: 'ui.binding.scan.mp', wc: 'ui.binding.scan.wc' } as const;

/**
 * Weixin, QQ, mini-program or WeChat public account (R4.13): bound (account and time, unbind with
 * confirmation), unbound (bind), binding by QR (code, expiry countdown, new code, cancel), failed.
 */
export function SocialBindingPanel({
  provider,
  binding,
  loading = false,
  qr,
  busy = null,
  error,
  salePasswordRequired = false,
  onBind,
  onUnbind,
  onCancel,
  onRefresh,
}: SocialBindingPanelProps) {
  const t = useT();
  const name = t(NAME[provider]);
  const [confirming, setConfirming] = useState(false);
  const bound = Boolean(binding?.bound);

  if (loading && !binding) {
    return <LoadingSecurityItem icon={<BrandIcon provider={provider} />} title={name} width="60%" />;
  }

  const status = <BoundTag bound={bound} />;
  const description =
    bound && binding ? (
      <>
        {t('ui.binding.boundAs', { account: binding.account })}
        <BoundAtClause time={binding.boundAt} />
      </>
    ) : (
      t(ABOUT[provider])
    );
  const actions = bound ? (
    <Button variant="secondary" onClick={() => setConfirming(true)}>
      {t('ui.binding.unbind')}
    </Button>
  ) : qr ? null : (
    <Button variant={error ? 'secondary' : 'primary'} loading={busy === 'bind'} onClick={onBind}>
      {error ? t('ui.binding.retry') : t('ui.binding.bind')}
    </Button>
  );

  return (
    <>
      <SecurityItem icon={<BrandIcon provider={provider} />} title={name} status={status} description={description} actions={actions}>
        {!bound && qr ? (
          <QrStep provider={provider} qr={qr} busy={busy} onCancel={onCancel} onRefresh={onRefresh} />
        ) : error && !confirming ? (
          <Alert tone="danger" role="alert" title={bound ? undefined : t('ui.binding.failed', { provider: name })}>
            {error}
          </Alert>
        ) : null}
      </SecurityItem>
      <ActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('ui.binding.unbindTitle', { provider: name })}
        description={t('ui.binding.unbindText', { provider: name })}
        confirmLabel={t('ui.binding.unbindConfirm')}
        tone="danger"
        askPassword={salePasswordRequired}
        error={error}
        onConfirm={onUnbind}
      />
    </>
  );
}

function QrStep({
  provider,
  qr,
  busy,
  onCancel,
  onRefresh,
}: {
  provider: SocialProvider;
  qr: BindingQr;
  busy: SocialBindingPanelProps['busy'];
  onCancel?: () => void;
  onRefresh?: () => void;
}) {
  const t = useT();
  const left = useSecondsLeft(qr.expiresAt);
  const expired = left === 0;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:gap-6">
      <div className="relative">
        <QRCode value={qr.content} size={148} label={t('ui.binding.qrLabel', { provider: t(NAME[provider]) })} />
        {expired ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-md bg-surface/95 text-center">
            <p className="text-sm font-medium text-fg">{t('ui.binding.qrExpired')}</p>
            {onRefresh ? (
              <Button size="sm" icon={<IconRefresh />} loading={busy === 'refresh'} onClick={onRefresh}>
                {t('ui.binding.qrRefresh')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex flex-col items-center gap-1.5 text-center text-sm sm:items-start sm:pt-2 sm:text-left">
        <p className="font-medium text-fg">{t(SCAN[provider])}</p>
        <p className="max-w-xs text-fg-muted">{t('ui.binding.qrWaiting')}</p>
        <p className={expired ? 'font-medium text-danger-fg' : 'text-fg-subtle tabular-nums'}>
          {expired ? t('ui.binding.qrExpired') : t('ui.binding.qrExpiresIn', { time: formatClock(left) })}
        </p>
        <span role="status" className="sr-only">
          {expired ? t('ui.binding.qrExpired') : ''}
        </span>
        <div className="mt-2 flex gap-2">
          {onRefresh && !expired ? (
            <Button variant="secondary" size="sm" icon={<IconRefresh />} loading={busy === 'refresh'} onClick={onRefresh}>
              {t('ui.binding.qrRefresh')}
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="ghost" size="sm" loading={busy === 'cancel'} onClick={onCancel}>
              {t('ui.binding.qrCancel')}
            </Button>
          ) : null}
        </div>
        {qr.devLink && !expired ? (
          <a
            href={qr.devLink}
            className="focus-ring mt-2 rounded-md border border-dashed border-warning-fg px-2 py-1 text-xs font-medium text-warning-fg underline"
          >
            {t('ui.binding.devScan')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
