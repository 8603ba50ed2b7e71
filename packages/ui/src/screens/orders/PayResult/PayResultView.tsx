import type { ReactNode } from 'react';
import type { MessageKey } from '@shop/session/messages';
import type { OrderDetail, PayMethod } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { Spinner } from '#ui/components/Spinner/Spinner.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { IconClock } from '#ui/icons/common.tsx';
import { IconCheckCircle, IconXCircle } from '#ui/icons/forms.tsx';
import { ButtonLink, type Navigate } from '#ui/lib/links.tsx';
import type { WithShownCards } from '../CardKeys/CardKey.tsx';
import { DeliverySection } from '../OrderDetail/OrderDetailView.tsx';

/** The server's word on a payment (`payment.getReturnResult`). */
export interface PayResult {
  orderNo: string;
  kind: 'order' | 'recharge' | 'level';
  title: string;
  amount: number;
  status: 'paid' | 'pending' | 'failed';
  payable: boolean;
  method: PayMethod | null;
  paidAt: string | null;
  order: WithShownCards<OrderDetail> | null;
  balance: number | null;
}

export interface PayResultViewProps {
  /** undefined while the first answer is on its way. */
  result?: PayResult;
  /** Could not ask the server (network, server error): never guess from the address. */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Still pending and the page has stopped asking by itself. */
  gaveUp?: boolean;
  /** Ask again now (pending). */
  onRefresh?: () => void;
  refreshing?: boolean;
  /** No order number in the address. */
  missingOrder?: boolean;
  links: {
    /** The order's detail (customer or visitor page). */
    detail?: string;
    /** Pay again (failed but payable, or pending). */
    pay?: string;
    /** After a recharge. */
    balance?: string;
    /** After a level upgrade. */
    level?: string;
    /** Find the order later. */
    query?: string;
    home: string;
  };
  onNavigate?: Navigate;
}

/**
 * A payment return page: what the server says about the payment (the gateway's query string is never
 * trusted): paid with the delivered keys, still pending (the page keeps asking a little), or failed.
 */
export function PayResultView({
  result,
  error,
  onRetry,
  retrying,
  gaveUp = false,
  onRefresh,
  refreshing,
  missingOrder = false,
  links,
  onNavigate,
}: PayResultViewProps) {
  const t = useT();
  let icon: ReactNode;
  let heading: string;
  let text: ReactNode = null;
  let actions: ReactNode = null;
  let tone = 'text-fg-muted';
  // The ways on from here: only those the app gave an address for (and that apply).
  const ways = (items: { href: string | false | undefined; label: string; primary?: boolean }[]) => (
    <>
      {items.map(({ href, label, primary }) =>
        href ? (
          <ButtonLink key={label} primary={primary} href={href} onNavigate={onNavigate}>
            {label}
          </ButtonLink>
        ) : null,
      )}
    </>
  );

  if (missingOrder) {
    icon = <IconXCircle size={48} />;
    tone = 'text-danger-fg';
    heading = t('orders.return.missingTitle');
    text = t('orders.return.missingText');
    actions = ways([
      { href: links.query, label: t('orders.return.query') },
      { href: links.home, label: t('orders.return.home') },
    ]);
  } else if (error && !result) {
    icon = <IconXCircle size={48} />;
    tone = 'text-danger-fg';
    heading = t('orders.return.errorTitle');
    text = error;
    actions = (
      <Button onClick={onRetry} loading={retrying}>
        {t('orders.return.retry')}
      </Button>
    );
  } else if (!result) {
    icon = <Spinner size={48} />;
    tone = 'text-primary-fg';
    heading = t('orders.return.checking');
  } else if (result.status === 'paid') {
    icon = <IconCheckCircle size={48} />;
    tone = 'text-success-fg';
    heading = t('orders.return.paidTitle');
    text =
      result.kind === 'recharge' && result.balance !== null
        ? t('orders.return.rechargeBalance', { balance: formatYuan(result.balance) })
        : result.kind === 'level'
          ? t('orders.return.levelDone', { title: result.title })
          : null;
    actions = ways([
      { href: result.kind === 'order' && links.detail, label: t('orders.return.detail'), primary: true },
      { href: result.kind === 'recharge' && links.balance, label: t('orders.return.balance'), primary: true },
      { href: result.kind === 'level' && links.level, label: t('orders.return.level'), primary: true },
      { href: links.home, label: t('orders.return.continue') },
    ]);
  } else if (result.status === 'pending') {
    icon = gaveUp ? <IconClock size={48} /> : <Spinner size={48} />;
    tone = 'text-warning-fg';
    heading = t('orders.return.pendingTitle');
    text = gaveUp ? t('orders.return.pendingGaveUp') : t('orders.return.pendingText');
    actions = (
      <>
        <Button onClick={onRefresh} loading={refreshing}>
          {t('orders.return.refresh')}
        </Button>
        {ways([
          { href: result.payable && links.pay, label: t('orders.return.payAgain') },
          { href: links.query, label: t('orders.return.query') },
        ])}
      </>
    );
  } else {
    icon = <IconXCircle size={48} />;
    tone = 'text-danger-fg';
    heading = t('orders.return.failedTitle');
    text = result.payable ? t('orders.return.failedPayable') : t('orders.return.failedClosed');
    actions = ways([
      { href: result.payable && links.pay, label: t('orders.return.payAgain'), primary: true },
      { href: links.home, label: t('orders.return.home') },
    ]);
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Card padding="md">
        <div className="flex flex-col items-center gap-3 py-4 text-center" aria-live="polite">
          <span aria-hidden="true" className={tone}>
            {icon}
          </span>
          <h1 className="text-xl font-semibold text-fg">{heading}</h1>
          {text ? <p className="max-w-md text-sm text-fg-muted">{text}</p> : null}
          {actions ? <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div> : null}
        </div>
        {result ? (
          <DescriptionList
            className="mt-2 border-t border-line pt-4"
            columns={2}
            items={[
              { key: 'orderNo', label: t('orders.field.orderNo'), value: <span className="font-mono">{result.orderNo}</span> },
              { key: 'title', label: t('orders.field.goods'), value: result.title },
              { key: 'amount', label: t('orders.field.amount'), value: formatYuan(result.amount) },
              {
                key: 'method',
                label: t('orders.field.payMethod'),
                value: result.method ? t(`ui.pay.${result.method}` as MessageKey) : '',
              },
              { key: 'paidAt', label: t('orders.field.paidAt'), value: result.paidAt ?? '' },
            ]}
          />
        ) : null}
      </Card>
      {result?.status === 'paid' && result.order ? (
        <Card padding="md">
          <DeliverySection order={result.order} />
        </Card>
      ) : null}
      {result?.status === 'paid' && result.kind === 'order' && !result.order ? (
        <Alert tone="info">{t('orders.return.notOwner')}</Alert>
      ) : null}
    </div>
  );
}
