import { useState, type FormEvent, type ReactNode } from 'react';
import type { MessageKey } from '@shop/session/messages';
import type { OrderDetail } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { IconLock } from '#ui/icons/forms.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import type { WithShownCards } from '../CardKeys/CardKey.tsx';
import { CardKeyList } from '../CardKeys/CardKeyList.tsx';
import { IconReceipt } from '#ui/icons/index.tsx';
import { Page } from '#ui/page/Page.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';

export interface OrderDetailLinks {
  /** Pay an unpaid order. */
  pay?: string;
  express?: string;
  complain?: string;
  repeal?: string;
  /** Back to the list. */
  back?: string;
}

export interface OrderDetailViewProps {
  /** The order (undefined until the first answer). `locked`: a query password keeps the keys back. */
  order?: WithShownCards<OrderDetail> & { locked?: boolean };
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  /** Page heading (default "订单详情"). */
  title?: string;
  links?: OrderDetailLinks;
  onNavigate?: Navigate;
  /** Locked orders: open them with the query password. */
  onUnlock?: (queryPwd: string) => void;
  unlocking?: boolean;
  unlockError?: string | null;
  /** Virtualised key list height (px). */
  cardsHeight?: number;
}

function DetailSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="flex flex-col gap-4">
      <Skeleton width="40%" height={24} />
      <SkeletonText lines={4} />
      <Skeleton height={160} />
    </SkeletonGroup>
  );
}

function ActionLink({
  href,
  onNavigate,
  children,
  primary,
}: {
  href: string;
  onNavigate?: Navigate;
  children: ReactNode;
  primary?: boolean;
}) {
  return (
    <a
      {...linkProps(href, onNavigate)}
      className={
        primary
          ? 'focus-ring inline-flex h-control-sm items-center rounded-md bg-primary px-3 text-sm font-medium text-fg-on-solid hover:bg-primary-hover'
          : 'focus-ring inline-flex h-control-sm items-center rounded-md border border-line-strong bg-surface px-3 text-sm text-fg hover:border-primary hover:text-primary-fg'
      }
    >
      {children}
    </a>
  );
}

/** Unlocks an order kept behind its query password. */
export function QueryPasswordForm({
  onUnlock,
  busy,
  error,
}: {
  onUnlock: (queryPwd: string) => void;
  busy?: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onUnlock(value.trim());
  };
  const message = missing ? t('orders.query.pwdRequired') : error;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={t('orders.locked.formLabel')}>
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        <IconLock size={16} />
        {t('orders.locked.text')}
      </p>
      <div className="flex gap-2">
        <Input
          type="password"
          aria-label={t('orders.query.queryPwd')}
          autoComplete="off"
          value={value}
          maxLength={30}
          invalid={Boolean(message)}
          onChange={(e) => setValue(e.target.value)}
          className="max-w-56"
        />
        <Button type="submit" loading={busy}>
          {t('orders.locked.unlock')}
        </Button>
      </div>
      {message ? (
        <p role="alert" className="text-sm text-danger-fg">
          {message}
        </p>
      ) : null}
    </form>
  );
}

/** What the delivery block needs of an order (a detail, a queried order, a return page's order). */
export type DeliveredOrder = Pick<WithShownCards<OrderDetail>, 'orderNo' | 'status' | 'cards' | 'deliveryText'> & { locked?: boolean };

/** What was delivered: the keys, a recharge result or manual content, or why there is nothing yet. */
export function DeliverySection({
  order,
  onUnlock,
  unlocking,
  unlockError,
  cardsHeight,
}: {
  order: DeliveredOrder;
  onUnlock?: (queryPwd: string) => void;
  unlocking?: boolean;
  unlockError?: string | null;
  cardsHeight?: number;
}) {
  const t = useT();
  if (order.locked) {
    return onUnlock ? (
      <QueryPasswordForm onUnlock={onUnlock} busy={unlocking} error={unlockError} />
    ) : (
      <p className="text-sm text-fg-muted">{t('orders.locked.text')}</p>
    );
  }
  if (order.status === 'unpaid') return <Alert tone="warning">{t('orders.delivery.unpaid')}</Alert>;
  if (order.status === 'expired' || order.status === 'closed') return <Alert tone="info">{t('orders.delivery.closed')}</Alert>;
  if (order.cards.length > 0)
    return (
      <>
        {order.status === 'refunded' ? (
          <Alert tone="info" className="mb-3">
            {t('orders.delivery.refundedKeys')}
          </Alert>
        ) : null}
        <CardKeyList cards={order.cards} fileName={order.orderNo} height={cardsHeight} />
      </>
    );
  if (order.deliveryText)
    return (
      <Alert
        tone={order.status === 'abnormal' ? 'danger' : order.status === 'delivered' ? 'success' : 'info'}
        title={t('orders.delivery.content')}
      >
        <p className="whitespace-pre-wrap break-all">{order.deliveryText}</p>
      </Alert>
    );
  if (order.status === 'refunded') return <Alert tone="info">{t('orders.delivery.refunded')}</Alert>;
  return <Alert tone="info">{t('orders.delivery.waiting')}</Alert>;
}

/** One order in full: status, amounts, times, inputs, and what was delivered (card keys masked until revealed). */
export function OrderDetailView({
  order,
  loading = false,
  error,
  retrying,
  onRetry,
  title,
  links = {},
  onNavigate,
  onUnlock,
  unlocking,
  unlockError,
  cardsHeight,
}: OrderDetailViewProps) {
  const t = useT();
  const heading = title ?? t('orders.detail.title');
  let body: ReactNode;
  if (error && !order) {
    body = (
      <ErrorState
        title={t('orders.detail.errorTitle')}
        description={error}
        onRetry={onRetry}
        retrying={retrying}
        action={
          links.back ? (
            <ActionLink href={links.back} onNavigate={onNavigate}>
              {t('orders.detail.back')}
            </ActionLink>
          ) : undefined
        }
      />
    );
  } else if (loading || !order) {
    body = <DetailSkeleton label={t('orders.detail.loading')} />;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <StaleReadAlert error={error} shown={order} onRetry={onRetry} retrying={retrying} />
        <Card padding="md">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <Image src={order.goodsCover} alt="" width={64} height={64} className="size-16 shrink-0 rounded-md object-cover" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-base font-semibold text-fg">{order.goodsName}</h2>
                <StatusTag kind="order" status={order.status} />
              </div>
              <p className="mt-1 font-mono text-sm text-fg-muted">{t('orders.detail.orderNoLine', { orderNo: order.orderNo })}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {order.status === 'unpaid' && links.pay ? (
                <ActionLink primary href={links.pay} onNavigate={onNavigate}>
                  {t('orders.detail.pay')}
                </ActionLink>
              ) : null}
              {order.express && links.express ? (
                <ActionLink href={links.express} onNavigate={onNavigate}>
                  {t('orders.detail.express')}
                </ActionLink>
              ) : null}
              {order.status === 'delivered' && order.cards.length > 0 && links.repeal ? (
                <ActionLink href={links.repeal} onNavigate={onNavigate}>
                  {t('orders.detail.repeal')}
                </ActionLink>
              ) : null}
              {['paid', 'processing', 'delivered', 'abnormal'].includes(order.status) && links.complain ? (
                <ActionLink href={links.complain} onNavigate={onNavigate}>
                  {t('orders.detail.complain')}
                </ActionLink>
              ) : null}
            </div>
          </div>
          <DescriptionList
            className="mt-4"
            columns={3}
            items={[
              { key: 'unitPrice', label: t('orders.field.unitPrice'), value: formatYuan(order.unitPrice) },
              { key: 'quantity', label: t('orders.field.quantity'), value: order.quantity },
              { key: 'discount', label: t('orders.field.discount'), value: order.discount > 0 ? formatYuan(order.discount) : '' },
              { key: 'amount', label: t('orders.field.amount'), value: <strong className="text-fg">{formatYuan(order.amount)}</strong> },
              {
                key: 'payMethod',
                label: t('orders.field.payMethod'),
                value: order.payMethod ? t(`ui.pay.${order.payMethod}` as MessageKey) : '',
              },
              { key: 'contact', label: t('orders.field.contact'), value: order.contact },
              { key: 'createdAt', label: t('orders.field.createdAt'), value: order.createdAt },
              { key: 'paidAt', label: t('orders.field.paidAt'), value: order.paidAt ?? '' },
              { key: 'deliveredAt', label: t('orders.field.deliveredAt'), value: order.deliveredAt ?? '' },
              ...(order.rechargeAccount
                ? [{ key: 'account', label: t('orders.field.rechargeAccount'), value: order.rechargeAccount }]
                : []),
              ...order.inputs.map((input) => ({ key: `input-${input.label}`, label: input.label, value: input.value })),
              ...(order.remark ? [{ key: 'remark', label: t('orders.field.remark'), value: order.remark, span: 'full' as const }] : []),
            ]}
          />
        </Card>
        <Card padding="md" title={order.cards.length > 0 && !order.locked ? undefined : t('orders.delivery.title')}>
          <DeliverySection order={order} onUnlock={onUnlock} unlocking={unlocking} unlockError={unlockError} cardsHeight={cardsHeight} />
        </Card>
      </div>
    );
  }
  return (
    <Page kind="form">
      <PageHeader
        icon={<IconReceipt size={20} />}
        title={heading}
        subtitle={t('orders.detail.subtitle')}
        actions={
          links.back ? (
            <a {...linkProps(links.back, onNavigate)} className="focus-ring rounded-xs text-sm text-primary-fg hover:underline">
              {t('orders.detail.back')}
            </a>
          ) : null
        }
      />
      {body}
    </Page>
  );
}
