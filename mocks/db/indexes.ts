// Look-ups the handlers need on big tables (10,000 orders and 15,000 card keys in the `large` world),
// so a page of a list costs the page, not the table: orders by number, by customer and by visitor
// token (each newest first), card keys by id. An index is built once per database and rebuilt only
// when its table changed in size or ends (orders are added through insertOrder, which keeps the index
// current); status changes need no rebuild, the lists hold the rows themselves.
import type { CardKeyRow, Db, OrderRow } from './types.ts';

interface OrderIndex {
  length: number;
  first: string | undefined;
  last: string | undefined;
  byNo: Map<string, OrderRow>;
  byCustomer: Map<number, OrderRow[]>;
  byVisitor: Map<string, OrderRow[]>;
}

interface CardIndex {
  length: number;
  lastId: number | undefined;
  byId: Map<number, CardKeyRow>;
}

const orderIndexes = new WeakMap<Db, OrderIndex>();
const cardIndexes = new WeakMap<Db, CardIndex>();

/** How often an index was built (tests check a page query does not rebuild one). */
export const indexStats = { orderBuilds: 0, cardBuilds: 0 };

const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt - a.createdAt || (a.orderNo < b.orderNo ? 1 : -1);

function orderIndexIsCurrent(db: Db, index: OrderIndex | undefined): index is OrderIndex {
  return (
    index !== undefined &&
    index.length === db.orders.length &&
    index.first === db.orders[0]?.orderNo &&
    index.last === db.orders[db.orders.length - 1]?.orderNo
  );
}

function buildOrderIndex(db: Db): OrderIndex {
  indexStats.orderBuilds += 1;
  const byNo = new Map<string, OrderRow>();
  const byCustomer = new Map<number, OrderRow[]>();
  const byVisitor = new Map<string, OrderRow[]>();
  for (const order of db.orders) {
    byNo.set(order.orderNo, order);
    if (order.customerId !== null) push(byCustomer, order.customerId, order);
    if (order.visitorToken) push(byVisitor, order.visitorToken, order);
  }
  for (const list of byCustomer.values()) list.sort(newestFirst);
  for (const list of byVisitor.values()) list.sort(newestFirst);
  const index: OrderIndex = { length: 0, first: undefined, last: undefined, byNo, byCustomer, byVisitor };
  stamp(db, index);
  orderIndexes.set(db, index);
  return index;
}

function push<K>(map: Map<K, OrderRow[]>, key: K, order: OrderRow): void {
  const list = map.get(key);
  if (list) list.push(order);
  else map.set(key, [order]);
}

function stamp(db: Db, index: OrderIndex): void {
  index.length = db.orders.length;
  index.first = db.orders[0]?.orderNo;
  index.last = db.orders[db.orders.length - 1]?.orderNo;
}

function orderIndex(db: Db): OrderIndex {
  const index = orderIndexes.get(db);
  return orderIndexIsCurrent(db, index) ? index : buildOrderIndex(db);
}

export function orderByNo(db: Db, orderNo: string): OrderRow | undefined {
  return orderIndex(db).byNo.get(orderNo);
}

/** A customer's orders, newest first (the index's own array: do not change it). */
export function ordersOfCustomer(db: Db, customerId: number): readonly OrderRow[] {
  return orderIndex(db).byCustomer.get(customerId) ?? [];
}

/** A visitor token's orders, newest first. */
export function ordersOfVisitor(db: Db, token: string): readonly OrderRow[] {
  return orderIndex(db).byVisitor.get(token) ?? [];
}

/** Adds a new order (newest first in db.orders) and keeps the index current without a rebuild. */
export function insertOrder(db: Db, order: OrderRow): void {
  const index = orderIndexes.get(db);
  const current = orderIndexIsCurrent(db, index);
  db.orders.unshift(order);
  if (!current || !index) return;
  index.byNo.set(order.orderNo, order);
  if (order.customerId !== null) insertSorted(index.byCustomer, order.customerId, order);
  if (order.visitorToken) insertSorted(index.byVisitor, order.visitorToken, order);
  stamp(db, index);
}

function insertSorted<K>(map: Map<K, OrderRow[]>, key: K, order: OrderRow): void {
  const list = map.get(key);
  if (!list) {
    map.set(key, [order]);
    return;
  }
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (newestFirst(list[mid] as OrderRow, order) < 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, order);
}

/**
 * The slice of a newest-first list created within [from, to] (epoch ms, inclusive), by binary search:
 * a date filter costs log n.
 */
export function createdBetween(list: readonly OrderRow[], from: number | undefined, to: number | undefined): readonly OrderRow[] {
  // First index whose createdAt <= to; first index whose createdAt < from.
  const firstAtOrBefore = (limit: number, strict: boolean) => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const at = (list[mid] as OrderRow).createdAt;
      if (strict ? at >= limit : at > limit) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const start = to === undefined ? 0 : firstAtOrBefore(to, false);
  const end = from === undefined ? list.length : firstAtOrBefore(from, true);
  return start === 0 && end === list.length ? list : list.slice(start, Math.max(start, end));
}

function cardIndex(db: Db): CardIndex {
  let index = cardIndexes.get(db);
  const lastId = db.cardKeys[db.cardKeys.length - 1]?.id;
  if (!index || index.length !== db.cardKeys.length || index.lastId !== lastId) {
    indexStats.cardBuilds += 1;
    index = { length: db.cardKeys.length, lastId, byId: new Map(db.cardKeys.map((c) => [c.id, c])) };
    cardIndexes.set(db, index);
  }
  return index;
}

export function cardById(db: Db, id: number): CardKeyRow | undefined {
  const card = cardIndex(db).byId.get(id);
  return card?.id === id ? card : undefined;
}

/**
 * Builds the indexes that are not current now, so the first call that needs one does not: the browser's
 * mocks build them when the page is next idle after restoring the world (mocks/browser.ts).
 */
export function buildIndexes(db: Db): void {
  orderIndex(db);
  cardIndex(db);
}
