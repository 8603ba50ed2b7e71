// What the tests look for among the seed's orders (the mock back end's database).
import { now, type Db, type OrderRow } from '@shop/mocks/db';

/** Whether a seed order's card keys may still be voided: delivered within 6 days, no request pending. */
export function voidable(db: Db, order: OrderRow): boolean {
  return (
    order.deliveryType === 'card' &&
    order.status === 'delivered' &&
    order.cardIds.length > 0 &&
    order.deliveredAt !== null &&
    order.deliveredAt > now() - 6 * 86_400_000 &&
    !db.cardRepeals.some((r) => r.orderNo === order.orderNo && r.status === 'pending')
  );
}
