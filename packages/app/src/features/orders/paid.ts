// What a payment changes once it is paid, and marking it so: from the balance at once (doPay), or through a
// channel, seen by the pay page's polling (payment.ts) or on a return page (orders.ts). Apart from payment.ts
// so the return pages' reads do not carry the write hooks (swr/mutation).
import { customer } from '@shop/session/contract/customer';
import { payment } from '@shop/session/contract/payment';
import { shop } from '@shop/session/contract/shop';
import { storefront } from '@shop/session/contract/storefront';
import { useMarkWritten, type Refresh } from '#app/data/freshness.ts';
import { moneyKeys } from '../money/funds.ts';
import { keysOf } from '#app/data/swr.ts';

/**
 * A paid payment's reads: the balance wherever it is shown, the fund log and payments (moneyKeys), the pay
 * and recharge pages, the order (my orders, one of them, a visitor's, the keys I bought), the goods' stock
 * and sales, and the level (an upgrade paid online).
 */
export const paidKeys: readonly Refresh[] = [
  ...moneyKeys,
  keysOf(payment.getPayOrder),
  keysOf(payment.getRechargeConfig),
  keysOf(customer.getOrderList),
  keysOf(customer.getOrderInfo),
  keysOf(customer.getMyCardList),
  keysOf(customer.getLevelList),
  keysOf(shop.getVisitorOrders),
  keysOf(shop.getVisitorOrderInfo),
  keysOf(shop.getGoodsInfo),
  keysOf(storefront.getGoodsList),
];

/** For a read's onSuccess: an answer that says the payment is paid makes `paidKeys` stale. */
export function useMarkPaid(): (paid: boolean) => void {
  const markWritten = useMarkWritten();
  return (paid) => {
    if (paid) markWritten(paidKeys);
  };
}
