// /vip/vipOrder?keyword=&status=&pay=&buyer=&device=&goods=&start=&end=&page=&order=: orders of my
// site; `order` opens one order's details (getOrderInfo), its keys masked until revealed.
import { useSearchParams } from 'react-router-dom';
import { SITE_DEVICES, SITE_ORDER_STATUSES, SITE_PAY_METHODS, VipOrderListView, type VipOrderFilters } from '@shop/ui';
import { useSiteGoods } from './vipGoods.ts';
import { useSiteOrder, useSiteOrders } from './vipOrders.ts';
import { readStateOf } from '#app/data/readState.ts';
import { useShownCards } from '../orders/shownCards.ts';
import { PAGE_SIZE, dateFrom, idFrom, keywordFrom, oneOf, pageFrom, queryOf } from './shared.ts';

function filtersFrom(params: URLSearchParams): VipOrderFilters {
  return {
    keyword: keywordFrom(params.get('keyword')),
    status: oneOf(params.get('status'), SITE_ORDER_STATUSES),
    payMethod: oneOf(params.get('pay'), SITE_PAY_METHODS),
    buyerType: oneOf(params.get('buyer'), ['member', 'visitor'] as const),
    device: oneOf(params.get('device'), SITE_DEVICES),
    goodsId: idFrom(params.get('goods')),
    startDate: dateFrom(params.get('start')),
    endDate: dateFrom(params.get('end')),
  };
}

const addressOf = (filters: VipOrderFilters, page: number, order = '') =>
  queryOf({
    keyword: filters.keyword,
    status: filters.status,
    pay: filters.payMethod,
    buyer: filters.buyerType,
    device: filters.device,
    goods: filters.goodsId,
    start: filters.startDate,
    end: filters.endDate,
    page,
    order,
  });

export default function VipOrderPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params.get('page'));
  const openOrder = keywordFrom(params.get('order')).slice(0, 40) || null;
  const list = useSiteOrders({
    page,
    pageSize: PAGE_SIZE,
    keyword: filters.keyword,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.payMethod ? { payMethod: filters.payMethod } : {}),
    ...(filters.buyerType ? { buyerType: filters.buyerType } : {}),
    ...(filters.device ? { device: filters.device } : {}),
    ...(filters.goodsId ? { goodsId: Number(filters.goodsId) } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  });
  const detail = useSiteOrder(openOrder);
  const shown = useShownCards(detail.data);
  // The goods filter offers the site's goods (its first 100 by id: the contract's largest page).
  const goods = useSiteGoods({ page: 1, pageSize: 100, keyword: '' });

  return (
    <VipOrderListView
      orders={list.data?.list}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => setParams(addressOf(filters, next))}
      {...readStateOf(list)}
      filters={filters}
      onFiltersChange={(next) => setParams(addressOf(next, 1))}
      goodsOptions={goods.data?.list.map((g) => ({ id: g.goodsId, name: g.ownName || g.name }))}
      detailOrderNo={openOrder}
      onDetailChange={(orderNo) => setParams(addressOf(filters, page, orderNo ?? ''), { replace: orderNo === null })}
      detail={shown}
      detailState={readStateOf(detail)}
    />
  );
}
