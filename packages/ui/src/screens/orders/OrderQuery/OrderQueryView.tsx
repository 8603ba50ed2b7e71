import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { MessageKey } from '@shop/session/messages';
import type { QueriedOrder } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { IconSearch } from '#ui/icons/common.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import type { WithShownCards } from '../CardKeys/CardKey.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';

// The delivered content (keys, with the table that lists many) loads with the first result: the form
// alone is what a first visit of /chadan draws.
const DeliverySection = lazy(() => import('../OrderDetail/OrderDetailView.tsx').then((m) => ({ default: m.DeliverySection })));

export type OrderQueryMode = 'orderNo' | 'contact';

export interface OrderQuery {
  mode: OrderQueryMode;
  orderNo: string;
  contact: string;
  queryPwd: string;
}

export interface OrderQueryViewProps {
  /** The form's starting values (e.g. `?orderNo=` from a link). */
  initial?: Partial<OrderQuery>;
  /** The answer of the last search (undefined: nothing searched yet). */
  results?: readonly WithShownCards<QueriedOrder>[];
  searching?: boolean;
  /** The server's msg for the last search (wrong query password, nothing found …). */
  error?: string | null;
  /** The search itself failed (the network, the server; not a refusal): asks the same search again. */
  onRetry?: () => void;
  retrying?: boolean;
  onSearch: (query: OrderQuery) => void;
  /** A locked result: ask again by its number with the query password. */
  onUnlock?: (orderNo: string, queryPwd: string) => void;
  unlocking?: string | null;
  unlockError?: { orderNo: string; message: string } | null;
  /** This browser's orders (visitor list). */
  browserOrdersHref?: string;
  onNavigate?: Navigate;
}

/**
 * The order query (/chadan): by order number, or by contact (+ query password) for the latest five;
 * each result with its status, amounts and delivered keys (masked until revealed).
 */
export function OrderQueryView({
  initial = {},
  results,
  searching = false,
  error,
  onRetry,
  retrying = false,
  onSearch,
  onUnlock,
  unlocking,
  unlockError,
  browserOrdersHref,
  onNavigate,
}: OrderQueryViewProps) {
  const t = useT();
  const [query, setQuery] = useState<OrderQuery>({ mode: 'orderNo', orderNo: '', contact: '', queryPwd: '', ...initial });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = query.mode === 'orderNo' ? query.orderNo.trim() : query.contact.trim();
    if (value === '') {
      setProblem(query.mode === 'orderNo' ? t('orders.query.orderNoRequired') : t('orders.query.contactRequired'));
      return;
    }
    setProblem(null);
    onSearch({ ...query, orderNo: query.orderNo.trim(), contact: query.contact.trim(), queryPwd: query.queryPwd.trim() });
  };

  return (
    <Page kind="form" frame="storefront">
      <PageHeader icon={<IconSearch size={20} />} title={t('orders.query.title')} subtitle={t('orders.query.subtitle')} />
      <Card padding="md">
        <Tabs
          aria-label={t('orders.query.modeLabel')}
          variant="segment"
          value={query.mode}
          onValueChange={(mode) => {
            setProblem(null);
            setQuery({ ...query, mode: mode as OrderQueryMode });
          }}
          items={[
            { value: 'orderNo', label: t('orders.query.byOrderNo') },
            { value: 'contact', label: t('orders.query.byContact') },
          ]}
        />
        <form
          role="search"
          aria-label={t('orders.query.title')}
          onSubmit={submit}
          noValidate
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          {query.mode === 'orderNo' ? (
            <FormField label={t('orders.query.orderNo')} error={problem ?? undefined} className="sm:flex-1">
              <Input
                value={query.orderNo}
                maxLength={40}
                autoComplete="off"
                inputMode="numeric"
                placeholder={t('orders.query.orderNoPlaceholder')}
                onChange={(e) => setQuery({ ...query, orderNo: e.target.value })}
              />
            </FormField>
          ) : (
            <FormField label={t('orders.query.contact')} error={problem ?? undefined} className="sm:flex-1">
              <Input
                value={query.contact}
                maxLength={100}
                autoComplete="off"
                placeholder={t('orders.query.contactPlaceholder')}
                onChange={(e) => setQuery({ ...query, contact: e.target.value })}
              />
            </FormField>
          )}
          <FormField label={t('orders.query.queryPwd')} hint={t('orders.query.queryPwdHint')} optional className="sm:w-56">
            <Input
              type="password"
              value={query.queryPwd}
              maxLength={30}
              autoComplete="off"
              onChange={(e) => setQuery({ ...query, queryPwd: e.target.value })}
            />
          </FormField>
          <Button type="submit" icon={<IconSearch size={16} />} loading={searching} className="sm:mt-6">
            {t('ui.action.query')}
          </Button>
        </form>
        {browserOrdersHref ? (
          <p className="mt-3 text-sm text-fg-muted">
            {t('orders.query.browserHint')}{' '}
            <a {...linkProps(browserOrdersHref, onNavigate)} className="focus-ring rounded-xs text-primary-fg underline underline-offset-4">
              {t('orders.query.browserLink')}
            </a>
          </p>
        ) : null}
      </Card>
      {/* A search that failed: the form keeps what was typed, the alert says why and asks again. */}
      <StaleReadAlert error={error} shown={query} onRetry={onRetry} retrying={retrying} />
      {results && !error ? (
        results.length === 0 ? (
          <Card padding="md">
            <EmptyState title={t('orders.query.noneTitle')} description={t('orders.query.noneText')} />
          </Card>
        ) : (
          <section aria-label={t('orders.query.results')} className="flex flex-col gap-4">
            <p className="text-sm text-fg-muted" role="status">
              {t('orders.query.found', { count: results.length })}
            </p>
            {results.map((order) => (
              <Card key={order.orderNo} padding="md" aria-label={t('orders.detail.orderNoLine', { orderNo: order.orderNo })}>
                <div className="mb-3 flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-semibold text-fg">{order.goodsName}</h2>
                  <StatusTag kind="order" status={order.status} />
                </div>
                <DescriptionList
                  columns={3}
                  items={[
                    { key: 'orderNo', label: t('orders.field.orderNo'), value: <span className="font-mono">{order.orderNo}</span> },
                    { key: 'amount', label: t('orders.field.amount'), value: formatYuan(order.amount) },
                    { key: 'quantity', label: t('orders.field.quantity'), value: order.quantity },
                    {
                      key: 'payMethod',
                      label: t('orders.field.payMethod'),
                      value: order.payMethod ? t(`ui.pay.${order.payMethod}` as MessageKey) : '',
                    },
                    { key: 'createdAt', label: t('orders.field.createdAt'), value: order.createdAt },
                    { key: 'paidAt', label: t('orders.field.paidAt'), value: order.paidAt ?? '' },
                    { key: 'contact', label: t('orders.field.contact'), value: order.contact },
                  ]}
                />
                <div className="mt-4 border-t border-line pt-4">
                  <Suspense fallback={<SkeletonText lines={2} />}>
                    <DeliverySection
                      order={order}
                      onUnlock={onUnlock ? (pwd) => onUnlock(order.orderNo, pwd) : undefined}
                      unlocking={unlocking === order.orderNo}
                      unlockError={unlockError?.orderNo === order.orderNo ? unlockError.message : null}
                      cardsHeight={360}
                    />
                  </Suspense>
                </div>
              </Card>
            ))}
          </section>
        )
      ) : null}
    </Page>
  );
}
