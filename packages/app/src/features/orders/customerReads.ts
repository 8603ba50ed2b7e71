// The customer area's reads (`/inside/inter/…`) a write of a page that does not load that area's contract
// changes: the buy form and the card-key pages carry the storefront's, shop's and cdk's contracts, not the
// customer one (contract/account.ts), yet a purchase or a key redeemed changes the buyer's balance, fund
// log, payments and orders as a money page's write does. Named here by endpoint, as key filters
// (test/freshness-money.test.tsx holds each name to the contract's path and `moneyKeys` to the list).
import { isApiKey } from '#app/data/swr.ts';

/** The customer area's path prefix (contract/customer.ts `areaEndpoints('customer', '/inside/inter/')`). */
const AREA = '/inside/inter/';

/** Every cached call, whatever its body, of the customer endpoints named. */
function customerReads(names: readonly string[]): (key: unknown) => boolean {
  const paths = new Set(names.map((name) => `${AREA}${name}`));
  return (key) => isApiKey(key) && paths.has(key[1]);
}

/** funds.ts `moneyKeys` by name: the balance wherever it is shown, the fund log, the payments. */
export const MONEY_READS = ['getAccount', 'getIndexData', 'getWithdrawConfig', 'getCreateVipInfo', 'getFundLog', 'getPayRecords'] as const;
/** My orders (the list and one order) and the card keys I bought. */
export const ORDER_READS = ['getOrderList', 'getOrderInfo', 'getMyCardList'] as const;

export const customerMoneyReads = customerReads(MONEY_READS);
export const customerOrderReads = customerReads(ORDER_READS);
