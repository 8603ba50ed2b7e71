import { useState, type FormEvent } from 'react';
import type { PayMethod } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatClock, useSecondsLeft } from '#ui/lib/useSecondsLeft.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { PayOutcome } from '../shared/PayOutcome.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { ChannelPicker } from '#ui/screens/shop/shared/ChannelPicker.tsx';
import type { PayOrder } from '#ui/screens/shop/shared/payTypes.ts';
import { IconWallet } from '#ui/icons/index.tsx';
import { Page } from '#ui/page/Page.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';

export interface PayOnlineViewProps {
  order?: PayOrder;
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  /** The deadline to pay, epoch ms (from `order.expiresAt`). */
  deadline?: number | null;
  submitting?: boolean;
  /** The server's refusal of the last attempt (wrong sale password, paid already …). */
  serverError?: string | null;
  onPay: (method: PayMethod, salePwd: string) => void;
  /** A payment waits already: where its QR code / step is. */
  continueHref: string;
  /** Paid: where the order (and its keys) is. */
  doneHref: string;
  /** Closed or expired: where to buy again. */
  shopHref: string;
  onNavigate?: Navigate;
}

/** `/pay/payonline`: the order summary and the channels; balance asks the sale password when the check is on. */
export function PayOnlineView(props: PayOnlineViewProps) {
  const t = useT();
  const { order, loading, error, retrying, onRetry } = props;
  let body;
  if (error && !order) body = <ErrorState title={t('shop.pay.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  else if (loading || !order)
    body = (
      <SkeletonGroup label={t('shop.pay.loading')} className="flex flex-col gap-4">
        <Skeleton height={96} />
        <SkeletonText lines={5} />
        <Skeleton height={44} width="12rem" />
      </SkeletonGroup>
    );
  else body = <PayOnlineBody {...props} order={order} />;
  return (
    <Page kind="form" frame="storefront">
      <PageHeader icon={<IconWallet size={20} />} title={t('route.pay.payonline')} subtitle={t('shop.pay.subtitle')} />
      {/* Read again after a failed payment (what it changed) and that failed: the order stays, with a retry. */}
      <StaleReadAlert error={error} shown={order} onRetry={onRetry} retrying={retrying} />
      {body}
    </Page>
  );
}

function PayOnlineBody({
  order,
  deadline,
  submitting = false,
  serverError,
  onPay,
  continueHref,
  doneHref,
  shopHref,
  onNavigate,
}: PayOnlineViewProps & { order: PayOrder }) {
  const t = useT();
  const enabled = order.channels.filter((c) => c.enabled);
  const initial = order.method && enabled.some((c) => c.method === order.method) ? order.method : (enabled[0]?.method ?? null);
  const [method, setMethod] = useState<PayMethod | null>(initial);
  const [salePwd, setSalePwd] = useState('');
  const [salePwdError, setSalePwdError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(order.payable ? deadline : null);
  const paid = order.status === 'paid';
  const closed = order.status === 'closed' || (!order.payable && !paid);
  const needsSalePwd = method === 'balance' && order.salePwdRequired;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method || submitting) return;
    if (needsSalePwd && salePwd === '') {
      setSalePwdError(t('shop.buy.salePwdRequired'));
      return;
    }
    setSalePwdError(null);
    onPay(method, method === 'balance' ? salePwd : '');
  };

  return (
    <>
      <section
        aria-label={t('shop.pay.summary')}
        className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
      >
        <div className="flex items-start gap-3">
          <Image src={order.cover} alt="" className="size-16 shrink-0 rounded-md bg-surface-muted object-cover" />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-fg">{order.title}</p>
            {order.optionName ? <p className="text-sm text-fg-muted">{t('shop.pay.option', { option: order.optionName })}</p> : null}
            <p className="text-sm text-fg-muted">{t('shop.pay.orderNo', { orderNo: order.orderNo })}</p>
            {order.orderStatus ? <StatusTag kind="order" status={order.orderStatus} className="mt-1" /> : null}
          </div>
          <div className="text-end">
            <p className="text-xs text-fg-muted">{t('shop.pay.amountDue')}</p>
            <p className="text-2xl font-semibold text-danger-fg" data-testid="amount-due">
              {formatYuan(order.amount)}
            </p>
          </div>
        </div>
        <DescriptionList
          columns={2}
          items={[
            { key: 'unit', label: t('shop.pay.unitPrice'), value: formatYuan(order.unitPrice) },
            { key: 'qty', label: t('shop.pay.quantity'), value: String(order.quantity) },
            ...(order.surcharge > 0
              ? [{ key: 'surcharge', label: t('shop.pay.surcharge'), value: `+${formatYuan(order.surcharge)}` }]
              : []),
            {
              key: 'wholesale',
              label: t('shop.pay.wholesaleDiscount'),
              value: order.wholesaleDiscount > 0 ? `-${formatYuan(order.wholesaleDiscount)}` : t('shop.pay.none'),
            },
            {
              key: 'discount',
              label: t('shop.pay.couponDiscount'),
              value:
                order.discount > 0 ? (
                  <span data-testid="coupon-discount">
                    -{formatYuan(order.discount)}
                    {order.coupon ? <span className="ms-1 text-fg-muted">（{order.coupon}）</span> : null}
                  </span>
                ) : (
                  t('shop.pay.none')
                ),
            },
            ...(order.kind === 'order'
              ? [{ key: 'contact', label: t('shop.pay.contact'), value: order.contact || t('shop.pay.none') }]
              : []),
            { key: 'created', label: t('shop.pay.createdAt'), value: order.createdAt },
            {
              key: 'deadline',
              label: t('shop.pay.deadline'),
              value: order.payable ? (
                <span>
                  {order.expiresAt}
                  {secondsLeft > 0 ? (
                    <span className="ms-2 text-warning-fg">{t('shop.pay.timeLeft', { time: formatClock(secondsLeft) })}</span>
                  ) : null}
                </span>
              ) : (
                order.expiresAt
              ),
            },
          ]}
        />
      </section>

      {/* Outside the form: a refusal such as "paid already" stays readable once the page shows the order paid. */}
      {serverError ? (
        <Alert tone="danger" role="alert" title={t('shop.pay.refused')}>
          {serverError}
        </Alert>
      ) : null}
      {paid ? (
        <PayOutcome
          tone="success"
          title={t('shop.pay.paidTitle')}
          text={t('shop.pay.paidText')}
          href={doneHref}
          linkLabel={t('shop.pay.viewOrder')}
          onNavigate={onNavigate}
        />
      ) : closed ? (
        <PayOutcome
          tone="warning"
          title={t('shop.pay.closedTitle')}
          text={t('shop.pay.closedText')}
          href={shopHref}
          linkLabel={t('shop.pay.buyAgain')}
          onNavigate={onNavigate}
        />
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('shop.pay.channels')}
          className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
        >
          {order.status === 'waiting' ? (
            <Alert tone="info" title={t('shop.pay.waitingTitle')}>
              {t('shop.pay.waitingText')}{' '}
              <a {...linkProps(continueHref, onNavigate)} className="font-medium text-primary-fg underline">
                {t('shop.pay.continue')}
              </a>
            </Alert>
          ) : order.status === 'expired' || order.status === 'failed' ? (
            <Alert tone="warning" title={t(`shop.pay.last.${order.status}`)}>
              {t('shop.pay.tryAgain')}
            </Alert>
          ) : null}
          <ChannelPicker channels={order.channels} value={method} onChange={setMethod} />
          {needsSalePwd ? (
            <FormField label={t('shop.buy.salePwd')} error={salePwdError ?? undefined} required>
              <PasswordInput
                name="salePwd"
                value={salePwd}
                autoComplete="off"
                maxLength={20}
                onChange={(event) => setSalePwd(event.target.value)}
              />
            </FormField>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <p className="text-sm text-fg-muted">
              {t('shop.pay.amountDue')} <span className="text-xl font-semibold text-danger-fg">{formatYuan(order.amount)}</span>
            </p>
            <Button type="submit" size="lg" loading={submitting} disabled={!method} className="min-w-36">
              {t('shop.pay.submit')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
