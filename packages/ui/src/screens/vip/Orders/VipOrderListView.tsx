import type { OrderStatus, PayMethod, VipOrder, VipOrderDetail } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconReceipt } from '#ui/icons/index.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { WithShownCards } from '#ui/screens/orders/CardKeys/CardKey.tsx';
import { DeliverySection } from '#ui/screens/orders/OrderDetail/OrderDetailView.tsx';
import type { PagedListState, ReadState } from '#ui/page/readState.ts';
import { BuyerName } from '../shared/BuyerName.tsx';
import { siteOrderColumns } from '../shared/orderColumns.tsx';
import { actionsColumn, RowButton } from '#ui/page/columns.tsx';
import { numberColumn } from '#ui/page/numberColumn.tsx';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { FilterDateRange } from '#ui/page/FilterDateRange.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';

export const SITE_ORDER_STATUSES = [
  'unpaid',
  'paid',
  'processing',
  'delivered',
  'complained',
  'refunded',
  'abnormal',
  'expired',
  'closed',
] as const;
export const SITE_PAY_METHODS = ['balance', 'alipay', 'wxpay', 'qqpay', 'epay', 'fxpay'] as const;
export const SITE_DEVICES = ['pc', 'android', 'ios', 'ipad'] as const;

export interface VipOrderFilters {
  /** Order number, buyer, goods name or contact. */
  keyword: string;
  status: '' | OrderStatus;
  payMethod: '' | PayMethod;
  buyerType: '' | 'member' | 'visitor';
  device: '' | (typeof SITE_DEVICES)[number];
  /** A goods of the site (main goods id), '' for all. */
  goodsId: string;
  /** `YYYY-MM-DD` or ''. */
  startDate: string;
  endDate: string;
}

export const EMPTY_ORDER_FILTERS: VipOrderFilters = {
  keyword: '',
  status: '',
  payMethod: '',
  buyerType: '',
  device: '',
  goodsId: '',
  startDate: '',
  endDate: '',
};

export type SiteOrderDetail = WithShownCards<VipOrderDetail>;

export interface VipOrderListViewProps extends PagedListState {
  orders?: VipOrder[];
  filters: VipOrderFilters;
  onFiltersChange: (filters: VipOrderFilters) => void;
  /** Goods of the site for the goods filter (main goods id and name). */
  goodsOptions?: { id: number; name: string }[];
  /** The order whose details are open (null: none). */
  detailOrderNo: string | null;
  onDetailChange: (orderNo: string | null) => void;
  /** The open order in full, with its keys masked (undefined while it loads). */
  detail?: SiteOrderDetail;
  detailState?: ReadState;
}

/** Orders of my site (/vip/vipOrder): filters on number, buyer, goods, status, channel, buyer type, device and dates; details on demand. */
export function VipOrderListView(props: VipOrderListViewProps) {
  const { orders, filters, onFiltersChange, goodsOptions = [] } = props;
  const { detailOrderNo, onDetailChange } = props;
  const t = useT();
  const { draft, setDraft, field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_ORDER_FILTERS);
  const { buyer, amount, profit, createdAt } = siteOrderColumns(t, 'md');

  const columns: TableColumn<VipOrder>[] = [
    {
      key: 'order',
      mobile: 'title',
      title: t('vip.order.col.goods'),
      render: (o) => (
        <span className="flex items-center gap-2">
          <Image src={o.goodsCover} alt="" className="size-9 shrink-0 rounded border border-line object-cover" />
          <span className="flex min-w-0 flex-col">
            <span className="max-w-56 truncate text-fg">{o.goodsName}</span>
            <span className="font-mono text-xs text-fg-muted">{o.orderNo}</span>
          </span>
        </span>
      ),
    },
    buyer,
    numberColumn('quantity', t('vip.order.col.quantity'), (o) => o.quantity, { mobile: 'meta', hideBelow: 'lg' }),
    amount,
    profit,
    {
      key: 'payMethod',
      mobile: 'hidden',
      title: t('vip.order.col.payMethod'),
      hideBelow: 'lg',
      render: (o) => (o.payMethod ? t(`ui.pay.${o.payMethod}`) : t('vip.order.unpaid')),
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('vip.order.col.status'),
      render: (o) => (
        <span className="flex flex-col items-start gap-1">
          <StatusTag kind="order" status={o.status} size="sm" />
          {/* Whether the content went out, where the status does not already say it. */}
          {!['unpaid', 'expired', 'closed', 'delivered'].includes(o.status) ? (
            <Tag size="sm" tone={o.delivered ? 'success' : 'warning'} data-delivered={o.delivered}>
              {t(o.delivered ? 'vip.order.delivered' : 'vip.order.notDelivered')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    createdAt,
    actionsColumn(t('vip.common.actions'), {
      render: (o) => (
        <RowButton
          onClick={() => onDetailChange(o.orderNo)}
          ariaLabel={t('vip.order.detailOne', { no: o.orderNo })}
          label={t('vip.order.detail')}
        />
      ),
    }),
  ];

  return (
    <ListScreen
      icon={<IconReceipt size={20} />}
      title={t('route.vip.vipOrder')}
      subtitle={t('vip.order.subtitle')}
      filters={
        <FilterBar label={t('vip.order.filters')} {...bar} phoneFields={2}>
          <KeywordFilter label={t('vip.order.keyword')} {...field('keyword')} placeholder={t('vip.order.keywordPlaceholder')} />
          <SelectFilter
            label={t('vip.order.statusFilter')}
            {...field('status')}
            allLabel={t('vip.order.statusAll')}
            options={SITE_ORDER_STATUSES.map((s) => ({ value: s, label: t(`ui.status.order.${s}`) }))}
          />
          <SelectFilter
            label={t('vip.order.goodsFilter')}
            {...field('goodsId')}
            allLabel={t('vip.order.goodsAll')}
            options={goodsOptions.map((g) => ({ value: String(g.id), label: g.name }))}
          />
          <SelectFilter
            label={t('vip.order.payFilter')}
            {...field('payMethod')}
            allLabel={t('vip.order.payAll')}
            options={SITE_PAY_METHODS.map((m) => ({ value: m, label: t(`ui.pay.${m}`) }))}
          />
          <SelectFilter
            label={t('vip.order.buyerFilter')}
            {...field('buyerType')}
            allLabel={t('vip.order.buyerAll')}
            options={[
              { value: 'member', label: t('vip.order.member') },
              { value: 'visitor', label: t('vip.order.visitor') },
            ]}
          />
          <SelectFilter
            label={t('vip.order.deviceFilter')}
            {...field('device')}
            allLabel={t('vip.order.deviceAll')}
            options={SITE_DEVICES.map((d) => ({ value: d, label: t(`vip.device.${d}`) }))}
          />
          <FilterDateRange startDate={draft.startDate} endDate={draft.endDate} onChange={(range) => setDraft({ ...draft, ...range })} />
        </FilterBar>
      }
      state={props}
      rows={orders}
      columns={columns}
      rowKey="orderNo"
      empty={
        filtered ? (
          <EmptyState title={t('vip.order.emptySearch')} description={t('vip.order.emptySearchText')} />
        ) : (
          <EmptyState title={t('vip.order.empty')} description={t('vip.order.emptyText')} />
        )
      }
    >
      <Dialog
        open={detailOrderNo !== null}
        onOpenChange={(open) => {
          if (!open) onDetailChange(null);
        }}
        size="lg"
        title={t('vip.order.detailTitle')}
        description={detailOrderNo ?? undefined}
      >
        <OrderDetailBody detail={detail(props)} state={props.detailState} />
      </Dialog>
    </ListScreen>
  );
}

/** The detail of the open order only (a previous answer for another order is not shown). */
function detail(props: VipOrderListViewProps): SiteOrderDetail | undefined {
  return props.detail && props.detail.orderNo === props.detailOrderNo ? props.detail : undefined;
}

function OrderDetailBody({ detail, state = {} }: { detail?: SiteOrderDetail; state?: ReadState }) {
  const t = useT();
  if (state.error && !detail)
    return <ErrorState title={t('vip.order.detailError')} description={state.error} onRetry={state.onRetry} retrying={state.retrying} />;
  if (!detail)
    return (
      <SkeletonGroup label={t('vip.order.detailLoading')}>
        <SkeletonText lines={8} />
      </SkeletonGroup>
    );
  const items = [
    { key: 'status', label: t('vip.order.col.status'), value: <StatusTag kind="order" status={detail.status} size="sm" /> },
    { key: 'goods', label: t('vip.order.goods'), value: detail.goodsName, span: 2 as const },
    { key: 'quantity', label: t('vip.order.col.quantity'), value: detail.quantity },
    { key: 'unitPrice', label: t('vip.order.unitPrice'), value: formatYuan(detail.unitPrice) },
    { key: 'discount', label: t('vip.order.discount'), value: detail.discount > 0 ? formatYuan(-detail.discount) : '' },
    { key: 'amount', label: t('vip.order.col.amount'), value: formatYuan(detail.amount) },
    { key: 'profit', label: t('vip.order.col.profit'), value: formatYuan(detail.profit) },
    {
      key: 'payMethod',
      label: t('vip.order.col.payMethod'),
      value: detail.payMethod ? t(`ui.pay.${detail.payMethod}`) : t('vip.order.unpaid'),
    },
    { key: 'buyer', label: t('vip.order.col.buyer'), value: <BuyerName order={detail} /> },
    { key: 'contact', label: t('vip.order.contact'), value: detail.contact },
    { key: 'queryPwd', label: t('vip.order.queryPwd'), value: detail.queryPwd },
    { key: 'coupon', label: t('vip.order.coupon'), value: detail.coupon },
    { key: 'createdAt', label: t('vip.order.col.createdAt'), value: detail.createdAt },
    { key: 'paidAt', label: t('vip.order.paidAt'), value: detail.paidAt ?? '' },
    { key: 'deliveredAt', label: t('vip.order.deliveredAt'), value: detail.deliveredAt ?? '' },
    { key: 'ip', label: t('vip.order.ip'), value: detail.ip },
    { key: 'device', label: t('vip.order.device'), value: t(`vip.device.${detail.device}`) },
    ...(detail.rechargeAccount ? [{ key: 'account', label: t('vip.order.rechargeAccount'), value: detail.rechargeAccount }] : []),
    ...detail.inputs.map((input, i) => ({ key: `input-${i}`, label: input.label, value: input.value })),
    ...(detail.remark ? [{ key: 'remark', label: t('vip.order.remark'), value: detail.remark, span: 'full' as const }] : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      {state.error ? (
        <Alert tone="danger" role="alert">
          {state.error}
        </Alert>
      ) : null}
      <DescriptionList items={items} columns={2} labelWidth="5.5rem" />
      <section aria-labelledby="vip-order-delivery" className="flex flex-col gap-2">
        <h3 id="vip-order-delivery" className="text-sm font-semibold text-fg">
          {t('vip.order.deliveryTitle')}
        </h3>
        <DeliverySection order={detail} cardsHeight={240} />
      </section>
    </div>
  );
}
