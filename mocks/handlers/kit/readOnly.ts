// Endpoints whose handlers only read the world. After one of them the browser's copy of the world is
// saved only when a due job ran first (jobs run before every call): a snapshot of the large world
// (10,000 orders, 20,000 card keys) costs over a second of the page's main thread, and lists and
// details are read far more often than anything is written. A handler that starts writing must leave
// this list (readOnly.test.ts checks these calls leave the world as it was).
import { api, type Endpoint } from '@shop/session/contract';

const { customer, shop, public: publicApi, payment } = api;

export const READ_ONLY_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  customer.getOrderList,
  customer.getOrderInfo,
  customer.getOrderExpress,
  customer.getOrderContent,
  customer.getMyCardList,
  customer.exportMyCards,
  customer.getTransferPayee,
  customer.checkVipPath,
  shop.getVisitorOrders,
  shop.getVisitorOrderInfo,
  shop.getVisitorExpress,
  publicApi.queryOrder,
  payment.getReturnResult,
]);
