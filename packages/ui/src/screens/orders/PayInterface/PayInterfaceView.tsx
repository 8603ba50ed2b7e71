import type { PayStatus, PayStep } from '@shop/session/contract/payment';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { QRCode } from '#ui/components/QRCode/QRCode.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { Spinner } from '#ui/components/Spinner/Spinner.tsx';
import { Steps } from '#ui/components/Steps/Steps.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatClock, useSecondsLeft } from '#ui/lib/useSecondsLeft.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { PayOutcome } from '../shared/PayOutcome.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { PayMethodIcon } from '#ui/screens/shop/shared/PayMethodIcon.tsx';
import { IconQrCode } from '#ui/icons/index.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface PayInterfaceViewProps {
  orderNo: string;
  step?: PayStep;
  /** Where the payment stands (polled). */
  status?: PayStatus;
  /** Whether another payment may start (after expired / failed). */
  payable?: boolean;
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  /** When the QR code / link runs out, epoch ms. */
  deadline?: number | null;
  /** Go to the channel's page (redirect step). */
  onRedirect?: () => void;
  /** Start a new payment with the same channel (after it expired or failed). */
  onRestart?: () => void;
  restarting?: boolean;
  /** Asked after a confirmation; a promise keeps the dialog busy until it settles. */
  onCancel?: () => unknown;
  cancelling?: boolean;
  /** The server's refusal of a cancel or restart. */
  actionError?: string | null;
  /** Paid: where the result is (the page goes there by itself). */
  doneHref: string;
  /** Choose another channel. */
  payOnlineHref: string;
  shopHref: string;
  onNavigate?: Navigate;
}

const STEP_OF: Record<PayStatus, number> = { unpaid: 0, waiting: 1, paid: 2, expired: 1, failed: 1, closed: 1 };

/** `/pay/payInterface`: the QR code or the way to the channel, watching the payment until it is paid, expires or is cancelled. */
export function PayInterfaceView({
  orderNo,
  step,
  status = 'waiting',
  payable = true,
  loading = false,
  error,
  retrying = false,
  onRetry,
  deadline,
  onRedirect,
  onRestart,
  restarting = false,
  onCancel,
  cancelling = false,
  actionError,
  doneHref,
  payOnlineHref,
  shopHref,
  onNavigate,
}: PayInterfaceViewProps) {
  const t = useT();
  const secondsLeft = useSecondsLeft(status === 'waiting' ? deadline : null);
  // Only the server says a payment ran out (the two clocks may differ): the countdown is a hint.

  let body;
  if (error && !step) {
    body = (
      <ErrorState
        title={t('shop.payi.errorTitle')}
        description={error}
        onRetry={onRetry}
        retrying={retrying}
        action={
          <a {...linkProps(payOnlineHref, onNavigate)} className="focus-ring rounded-xs text-sm font-medium text-primary-fg underline">
            {t('shop.payi.chooseChannel')}
          </a>
        }
      />
    );
  } else if (loading || !step) {
    body = (
      <SkeletonGroup label={t('shop.payi.loading')} className="flex flex-col items-center gap-4">
        <Skeleton width={200} height={200} />
        <Skeleton width="12rem" shape="text" />
      </SkeletonGroup>
    );
  } else {
    const label = t(`ui.pay.${step.method}`);
    let state;
    if (status === 'paid') {
      state = (
        <PayOutcome
          tone="success"
          title={t('shop.payi.paidTitle')}
          text={t('shop.payi.paidText')}
          href={doneHref}
          linkLabel={t('shop.payi.viewResult')}
          onNavigate={onNavigate}
        />
      );
    } else if (status === 'closed') {
      state = (
        <PayOutcome
          tone="warning"
          title={t('shop.payi.closedTitle')}
          text={t('shop.payi.closedText')}
          href={shopHref}
          linkLabel={t('shop.pay.buyAgain')}
          onNavigate={onNavigate}
        />
      );
    } else if (status === 'expired' || status === 'failed') {
      state = (
        <Alert tone="warning" role="status" title={t(status === 'failed' ? 'shop.payi.failedTitle' : 'shop.payi.expiredTitle')}>
          <p>{payable ? t('shop.payi.restartText') : t('shop.payi.closedText')}</p>
          {payable && onRestart ? (
            <Button className="mt-2" size="sm" loading={restarting} onClick={onRestart}>
              {t('shop.payi.restart')}
            </Button>
          ) : null}
        </Alert>
      );
    } else if (step.next === 'qrcode' && step.qrContent) {
      state = (
        <div className="flex flex-col items-center gap-3">
          <QRCode value={step.qrContent} size={200} label={t('shop.payi.qrLabel', { method: label })} />
          <p className="text-sm text-fg">{t('shop.payi.scan', { method: label })}</p>
          <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size={14} label={null} />
            {t('shop.payi.waiting')}
            {secondsLeft > 0 ? (
              <span className="text-warning-fg">{t('shop.payi.expiresIn', { time: formatClock(secondsLeft) })}</span>
            ) : null}
          </p>
        </div>
      );
    } else if (step.next === 'redirect') {
      state = (
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-fg">{t('shop.payi.redirectText', { method: label })}</p>
          <Button size="lg" onClick={onRedirect}>
            {t('shop.payi.redirect', { method: label })}
          </Button>
          <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size={14} label={null} />
            {t('shop.payi.waiting')}
          </p>
        </div>
      );
    } else {
      state = (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-fg-muted">
          <Spinner size={14} label={null} />
          {t('shop.payi.waiting')}
        </p>
      );
    }
    const open = status === 'waiting' || status === 'unpaid' || ((status === 'expired' || status === 'failed') && payable);
    body = (
      <section
        aria-label={t('shop.payi.title')}
        className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="flex items-center gap-2 text-sm text-fg">
            <PayMethodIcon method={step.method} />
            {label}
          </span>
          <span className="text-sm text-fg-muted">
            {t('shop.payi.orderNo', { orderNo })} · <span className="text-lg font-semibold text-danger-fg">{formatYuan(step.amount)}</span>
          </span>
        </div>
        {actionError ? (
          <Alert tone="danger" role="alert" title={t('shop.pay.refused')}>
            {actionError}
          </Alert>
        ) : null}
        {state}
        {open ? (
          <div className="flex flex-wrap justify-center gap-3 border-t border-line pt-4">
            <a
              {...linkProps(payOnlineHref, onNavigate)}
              className="focus-ring inline-flex h-control-md items-center rounded-md border border-line-strong px-4 text-sm text-fg hover:border-primary"
            >
              {t('shop.payi.chooseChannel')}
            </a>
            {onCancel ? (
              // Cancelling closes the order for good: ask first (the payer may still be scanning).
              <ConfirmDialog
                tone="danger"
                title={t('shop.payi.cancelTitle')}
                description={t('shop.payi.cancelText', { orderNo })}
                confirmLabel={t('shop.payi.cancelConfirm')}
                cancelLabel={t('shop.payi.cancelKeep')}
                onConfirm={onCancel}
                trigger={
                  <Button variant="danger-secondary" loading={cancelling}>
                    {t('shop.payi.cancel')}
                  </Button>
                }
              />
            ) : null}
          </div>
        ) : null}
      </section>
    );
  }

  return (
    <Page kind="form" frame="storefront">
      <PageHeader icon={<IconQrCode size={20} />} title={t('shop.payi.title')} />
      <Steps
        size="sm"
        current={STEP_OF[status]}
        status={status === 'closed' || status === 'failed' || status === 'expired' ? 'error' : status === 'paid' ? 'finish' : 'process'}
        items={[{ title: t('shop.payi.step.order') }, { title: t('shop.payi.step.pay') }, { title: t('shop.payi.step.done') }]}
      />
      {body}
    </Page>
  );
}
