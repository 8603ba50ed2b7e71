import type { DeliveryType } from '@shop/session/contract';
import { Card } from '#ui/components/Card/Card.tsx';
import { CopyButton } from '#ui/components/CopyButton/CopyButton.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconFile } from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { useDraft } from '#ui/lib/useDraft.ts';
import type { ReadState } from '#ui/page/readState.ts';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { CardKeyList } from '#ui/screens/orders/CardKeys/CardKeyList.tsx';
import type { ShownCard } from '#ui/screens/orders/CardKeys/CardKey.tsx';
import { OrderNoInput } from '../shared/OrderNoInput.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface OrderContentData {
  orderNo: string;
  goodsName: string;
  deliveryType: DeliveryType;
  /** The delivery as text (keys one per line, or the delivery text): what copy-all gives. */
  content: string;
  notes: string;
  cards: ShownCard[];
}

export interface OrderContentViewProps extends ReadState {
  orderNo: string;
  data?: OrderContentData;
  /** Shows an order's content; '' (重置) goes back to asking for an order number. */
  onSearch: (orderNo: string) => void;
  /** Links to the order's detail, complaint and void request. */
  orderHref: (orderNo: string) => string;
  complainHref: (orderNo: string) => string;
  repealHref: (orderNo: string) => string;
  onNavigate?: Navigate;
}

/** What an order delivered (/inside/orderContent): the keys (masked until revealed) or the delivery text, and the goods' notes. */
export function OrderContentView(props: OrderContentViewProps) {
  const { orderNo, data, loading = false, error, retrying, onRetry, onSearch, orderHref, complainHref, repealHref, onNavigate } = props;
  const t = useT();
  const [draft, setDraft] = useDraft(orderNo);
  const submit = () => {
    if (draft.trim()) onSearch(draft.trim());
  };

  let body;
  if (orderNo === '') {
    body = <EmptyState title={t('aftersale.content.askTitle')} description={t('aftersale.content.askText')} />;
  } else if (error && !data) {
    body = <ErrorState title={t('aftersale.content.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || !data) {
    body = (
      <SkeletonGroup label={t('aftersale.content.loading')} className="flex flex-col gap-3 p-5">
        <Skeleton width="40%" height={20} />
        <SkeletonText lines={5} />
      </SkeletonGroup>
    );
  } else {
    const link = 'focus-ring rounded-sm text-sm text-primary-fg hover:underline';
    body = (
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-fg">{data.goodsName}</h2>
          <Tag tone="neutral">{t(`ui.delivery.${data.deliveryType}`)}</Tag>
          <span className="font-mono text-xs text-fg-muted">{data.orderNo}</span>
        </div>
        {data.cards.length > 0 ? (
          <CardKeyList cards={data.cards} fileName={data.orderNo} title={null} />
        ) : (
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-fg">{t('aftersale.content.deliveryText')}</h3>
              <CopyButton text={data.content} label={t('aftersale.content.deliveryText')} />
            </div>
            <pre className="rounded-md bg-surface-muted p-3 font-sans text-sm whitespace-pre-wrap text-fg">{data.content}</pre>
          </div>
        )}
        <nav aria-label={t('aftersale.content.related')} className="flex flex-wrap gap-4">
          <a {...linkProps(orderHref(data.orderNo), onNavigate)} className={link}>
            {t('aftersale.content.toOrder')}
          </a>
          {data.deliveryType === 'card' ? (
            <a {...linkProps(repealHref(data.orderNo), onNavigate)} className={link}>
              {t('aftersale.content.toRepeal')}
            </a>
          ) : null}
          <a {...linkProps(complainHref(data.orderNo), onNavigate)} className={link}>
            {t('aftersale.content.toComplain')}
          </a>
        </nav>
      </div>
    );
  }

  return (
    <Page kind="form">
      <PageHeader icon={<IconFile size={20} />} title={t('route.inside.orderContent')} subtitle={t('aftersale.content.subtitle')} />
      <FilterBar label={t('aftersale.content.askTitle')} onSubmit={submit} resettable={orderNo !== ''} onReset={() => onSearch('')}>
        <FilterField label={t('aftersale.common.orderNo')}>
          <OrderNoInput value={draft} onChange={setDraft} placeholder={t('aftersale.content.orderNoPlaceholder')} />
        </FilterField>
      </FilterBar>
      <StaleReadAlert error={error} shown={orderNo === '' ? undefined : data} onRetry={onRetry} retrying={retrying} />
      <section
        aria-label={t('route.inside.orderContent')}
        aria-busy={loading || undefined}
        className="rounded-lg border border-line bg-surface shadow-xs"
      >
        {body}
      </section>
      {data && data.notes ? (
        <Card title={t('aftersale.content.notes')} titleAs="h2">
          <p className="text-sm whitespace-pre-wrap text-fg-muted">{data.notes}</p>
        </Card>
      ) : null}
    </Page>
  );
}
