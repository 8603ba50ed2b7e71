// /vip/vipOrder?keyword=&status=&pay=&buyer=&device=&goods=&start=&end=&page=&order=: orders of my
// site; `order` opens one order's details (getOrderInfo), its keys masked until revealed.
import { SITE_DEVICES, SITE_ORDER_STATUSES, SITE_PAY_METHODS, VipOrderListView } from '@shop/ui';
import { useSiteGoods } from './vipGoods.ts';
import { useSiteOrder, useSiteOrders } from './vipOrders.ts';
import { readStateOf } from '#app/data/readState.ts';
import { useShownCards } from '../orders/shownCards.ts';
import { keywordFrom, listViewOf, param, useListQuery } from '#app/data/listQuery.ts';

const SCHEMA = {
  keyword: param.keyword(),
  status: param.oneOf('status', SITE_ORDER_STATUSES),
  payMethod: param.oneOf('pay', SITE_PAY_METHODS),
  buyerType: param.oneOf('buyer', ['member', 'visitor'] as const),
  device: param.oneOf('device', SITE_DEVICES),
  goodsId: param.id('goods'),
  startDate: param.date('start'),
  endDate: param.date('end'),
};

export default function VipOrderPage() {
  const query = useListQuery(SCHEMA);
  const { filters, page } = query;
  const openOrder = keywordFrom(query.params.get('order')).slice(0, 40) || null;
  const list = useSiteOrders({
    page,
    pageSize: query.pageSize,
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
      {...listViewOf(query.view, list)}
      goodsOptions={goods.data?.list.map((g) => ({ id: g.goodsId, name: g.ownName || g.name }))}
      detailOrderNo={openOrder}
      onDetailChange={(orderNo) => query.go(filters, page, { order: orderNo ?? '' }, { replace: orderNo === null })}
      detail={shown}
      detailState={readStateOf(detail)}
    />
  );
}
