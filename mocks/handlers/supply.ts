// The supply area: a supplier's goods (`goods.supplierId === customer.id`), their card stock
// (`cardKeys` — the same table the shop sells from, so imports and deletions change what buyers can
// buy at once), the orders of those goods, the manual ones to fulfil by hand, complaints on them,
// and the settlement records. `route(..., { role: 'supplier' })` answers 403 to anyone else.
import {
  MAX_IMPORT_LINES,
  api,
  cardLine as formatCardLine,
  parseCardLine,
  type ParsedCardLine,
  type CardImportResult,
  type CardKey,
  type HandOrder,
  type Settlement,
  type SupplierGoods,
  type SupplyOrder,
} from '@shop/session/contract';
import {
  SUPPLIER_SHOP_NAME,
  cardById,
  formatDateTime,
  formatMaybe,
  nextId,
  orderByNo,
  startOfDay,
  yuan,
  type CardKeyRow,
  type CustomerRow,
  type Db,
  type GoodsRow,
  type OrderRow,
} from '../db/index.ts';
import { fail, reply, route, type MockRoute } from './kit/framework.ts';
import { SETTLEMENT_FEE_PERCENT, bookSettlement, chosenOption } from './kit/commerce.ts';
import { onceFor } from './kit/requestOnce.ts';
import { inDateRange, matchesKeyword, pageOf } from './kit/query.ts';
import { cardsOf, complaintMessageView, complaintSummary, complaintView, orderSummary, stockOf } from './kit/views.ts';

const S = api.supply;
const SUPPLIER = { role: 'supplier' } as const;

export { SETTLEMENT_FEE_PERCENT };
export { MAX_IMPORT_LINES };
export const LOW_STOCK = 10;

// ---- goods ----

const myGoods = (db: Db, supplier: CustomerRow) => db.goods.filter((g) => g.supplierId === supplier.id);

function myGoodsById(db: Db, supplier: CustomerRow, id: number): GoodsRow {
  const goods = db.goods.find((g) => g.id === id && g.supplierId === supplier.id);
  if (!goods) fail('商品不存在或不属于您');
  return goods;
}

/** A goods marked sold out comes back on sale when it has stock again. */
function reopenIfStocked(db: Db, goods: GoodsRow): void {
  if (goods.status === 'soldout' && stockOf(db, goods) > 0) goods.status = 'on';
}

function logGoods(db: Db, goods: GoodsRow, kind: 'price' | 'stock' | 'status', before: string, after: string, remark: string, now: number) {
  if (before === after) return;
  db.goodsLogs.unshift({ id: nextId(db, 'goodsLogs'), goodsId: goods.id, kind, before, after, remark, createdAt: now });
}

const STATUS_TEXT = { on: '上架', off: '下架', soldout: '售罄' } as const;

interface CardTally {
  unsold: number;
  locked: number;
  sold: number;
}

/**
 * Unsold, locked and sold keys of every card goods in one pass over the key table: a goods list asks
 * once, instead of three passes per goods (50,000 imported keys made each pass count).
 */
function tallyCards(db: Db): Map<number, CardTally> {
  const tally = new Map<number, CardTally>();
  for (const card of db.cardKeys) {
    let t = tally.get(card.goodsId);
    if (!t) tally.set(card.goodsId, (t = { unsold: 0, locked: 0, sold: 0 }));
    if (card.status === 'unsold') t.unsold += 1;
    else if (card.status === 'locked') t.locked += 1;
    else if (card.status === 'sold') t.sold += 1;
  }
  return tally;
}

const stockIn = (goods: GoodsRow, tally: Map<number, CardTally>) =>
  goods.deliveryType === 'card' ? (tally.get(goods.id)?.unsold ?? 0) : goods.stockCount;
/** Status as buyers see it: on sale with nothing in stock is sold out. */
const statusWith = (goods: GoodsRow, stock: number) => (goods.status === 'on' && stock === 0 ? 'soldout' : goods.status);

function supplierGoodsView(db: Db, goods: GoodsRow, tally = tallyCards(db)): SupplierGoods {
  const counts = tally.get(goods.id);
  const locked = goods.deliveryType === 'card' ? (counts?.locked ?? 0) : 0;
  const sold = goods.deliveryType === 'card' ? (counts?.sold ?? 0) : goods.sales;
  const stock = stockIn(goods, tally);
  return {
    id: goods.id,
    name: goods.name,
    cover: goods.cover,
    dirName: db.directories.find((d) => d.id === goods.dirId)?.name ?? '',
    deliveryType: goods.deliveryType,
    costPrice: yuan(goods.costCents),
    retailPrice: yuan(goods.priceCents),
    stock,
    locked,
    sold,
    status: statusWith(goods, stock),
    options: goods.options.map((o) => ({ id: o.id, name: o.name })),
  };
}

// ---- card stock ----

const myCards = (db: Db, supplier: CustomerRow) => db.cardKeys.filter((c) => c.supplierId === supplier.id);

interface StockOrder {
  /** The table it was made from: imports push to it, deletes replace it. */
  table: CardKeyRow[];
  length: number;
  lastId: number | undefined;
  bySupplier: Map<number, CardKeyRow[]>;
}

const stockOrders = new WeakMap<Db, StockOrder>();
const newestFirst = (a: CardKeyRow, b: CardKeyRow) => b.importedAt - a.importedAt || b.id - a.id;

/**
 * A supplier's keys, newest import first (the stock list's order), sorted once while the key table
 * stays as it is: a page of a 50,000-key stock then costs one filtering pass, not a sort. Imports
 * append (length and last id change), deletes replace the table; status changes keep the order.
 */
function myCardsNewestFirst(db: Db, supplier: CustomerRow): readonly CardKeyRow[] {
  let order = stockOrders.get(db);
  const lastId = db.cardKeys[db.cardKeys.length - 1]?.id;
  if (!order || order.table !== db.cardKeys || order.length !== db.cardKeys.length || order.lastId !== lastId) {
    order = { table: db.cardKeys, length: db.cardKeys.length, lastId, bySupplier: new Map() };
    stockOrders.set(db, order);
  }
  let list = order.bySupplier.get(supplier.id);
  if (!list) {
    list = myCards(db, supplier).sort(newestFirst);
    order.bySupplier.set(supplier.id, list);
  }
  return list;
}

interface CardFilter {
  goodsId?: number;
  optionId?: number;
  status?: CardKeyRow['status'];
  keyword: string;
  match: 'exact' | 'contains';
  note: string;
  startDate?: string;
  endDate?: string;
}

/** The supplier's keys matching the filters, newest import first. */
function filterCards(db: Db, supplier: CustomerRow, f: CardFilter): CardKeyRow[] {
  const keyword = f.keyword.toLowerCase();
  return myCardsNewestFirst(db, supplier).filter((c) => {
    if (f.goodsId !== undefined && c.goodsId !== f.goodsId) return false;
    if (f.optionId !== undefined && c.optionId !== f.optionId) return false;
    if (f.status !== undefined && c.status !== f.status) return false;
    if (keyword !== '') {
      const cardNo = c.cardNo.toLowerCase();
      if (f.match === 'exact' ? cardNo !== keyword : !cardNo.includes(keyword)) return false;
    }
    if (f.note !== '' && !c.note.includes(f.note)) return false;
    return inDateRange(c.importedAt, f.startDate, f.endDate);
  });
}

function cardView(db: Db, card: CardKeyRow): CardKey {
  const goods = db.goods.find((g) => g.id === card.goodsId);
  return {
    id: card.id,
    goodsId: card.goodsId,
    goodsName: goods?.name ?? '',
    cardNo: card.cardNo,
    password: card.password,
    batch: card.batch,
    status: card.status,
    importedAt: formatDateTime(card.importedAt),
    soldAt: formatMaybe(card.soldAt),
    soldOrderNo: card.soldOrderNo,
    note: card.note,
    preview: card.preview,
    surcharge: yuan(card.surchargeCents),
    optionId: card.optionId ?? null,
    optionName: card.optionId == null ? '' : (goods?.options.find((o) => o.id === card.optionId)?.name ?? ''),
  };
}

/** One key as a line of the import format, so an export can be imported again (the contract's grammar). */
export function cardLine(card: Pick<CardKeyRow, 'cardNo' | 'password' | 'preview' | 'surchargeCents'>): string {
  return formatCardLine(card);
}

export { parseCardLine, type ParsedCardLine };

const batchLabel = (now: number, seq: number) => `B${formatDateTime(now).slice(0, 10).replace(/-/g, '')}-${String(seq).padStart(3, '0')}`;

const fileStamp = (now: number) => formatDateTime(now).replace(/[-: ]/g, '');

// ---- orders ----

const myOrders = (db: Db, supplier: CustomerRow) => {
  const goods = new Set(myGoods(db, supplier).map((g) => g.id));
  return db.orders.filter((o) => goods.has(o.goodsId));
};

function supplyOrderView(order: OrderRow): SupplyOrder {
  return { ...orderSummary(order, { maskContact: true }), cost: yuan(order.costCents), delivered: order.deliveredAt !== null };
}

/** Where a manual order stands for the supplier; null: not one to fulfil (unpaid, closed …). */
export function handStatus(order: OrderRow): HandOrder['status'] | null {
  if (order.status === 'refunded') return 'refunded';
  if ((order.status === 'paid' || order.status === 'processing') && order.deliveryText === null) return 'pending';
  if (order.deliveryText !== null && ['processing', 'delivered', 'complained'].includes(order.status)) return 'delivered';
  return null;
}

function handOrderView(order: OrderRow, status: HandOrder['status']): HandOrder {
  return {
    orderNo: order.orderNo,
    goodsId: order.goodsId,
    goodsName: order.goodsName,
    quantity: order.quantity,
    amount: yuan(order.amountCents),
    // The supplier needs the buyer's contact to deliver by hand.
    contact: order.contact,
    inputs: order.inputs.map((i) => ({ ...i })),
    status,
    deliveryText: order.deliveryText,
    remark: order.remark,
    createdAt: formatDateTime(order.createdAt),
    paidAt: formatMaybe(order.paidAt),
    deliveredAt: formatMaybe(order.deliveredAt),
  };
}

function myComplaint(db: Db, supplier: CustomerRow, id: number) {
  const complaint = db.complaints.find((c) => c.id === id && c.supplierId === supplier.id);
  if (!complaint) fail('工单不存在');
  return complaint;
}

function notify(db: Db, customerId: number | null, title: string, content: string, now: number): void {
  if (customerId === null) return;
  db.messages.unshift({ id: nextId(db, 'messages'), customerId, type: 'order', title, content, read: false, createdAt: now });
}

type ImportBody = { goodsId: number; optionId?: number; content: string; note: string; skipDuplicates: number };

/** One doCardImport call: read the lines, skip (or keep) duplicates, add the rest as unsold keys of one batch. */
function importCards(db: Db, customer: CustomerRow, body: ImportBody, now: number) {
  const goods = myGoodsById(db, customer, body.goodsId);
  if (goods.deliveryType !== 'card') fail('该商品不是自动发卡商品，无需导入卡密');
  // A key of a goods with options is sold with one of them: the buyer's choice decides which keys go out.
  const option = goods.options.length > 0 ? chosenOption(goods, body.optionId) : null;
  const lines = body.content.split(/\r?\n/);
  if (lines.length > MAX_IMPORT_LINES) fail(`单次最多导入${MAX_IMPORT_LINES}条卡密，请分批导入`);
  const existing = new Set(db.cardKeys.filter((c) => c.goodsId === goods.id).map((c) => c.cardNo));
  const seen = new Set<string>();
  const result: CardImportResult = { total: 0, succeeded: 0, failed: 0, duplicates: [], malformed: [], batch: '' };
  const accepted: ParsedCardLine[] = [];
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (text === '') return;
    result.total += 1;
    const parsed = parseCardLine(text);
    if ('reason' in parsed) {
      result.malformed.push({ line: index + 1, text: text.slice(0, 100), reason: parsed.reason });
      return;
    }
    if (existing.has(parsed.cardNo) || seen.has(parsed.cardNo)) {
      result.duplicates.push(parsed.cardNo);
      if (body.skipDuplicates === 1) return;
    }
    seen.add(parsed.cardNo);
    accepted.push(parsed);
  });
  const stockBefore = stockOf(db, goods);
  result.batch = batchLabel(now, nextId(db, 'cardBatches'));
  for (const card of accepted) {
    db.cardKeys.push({
      id: nextId(db, 'cardKeys'),
      goodsId: goods.id,
      cardNo: card.cardNo,
      password: card.password,
      batch: result.batch,
      status: 'unsold',
      importedAt: now,
      soldAt: null,
      soldOrderNo: null,
      note: body.note,
      preview: card.preview,
      surchargeCents: card.surchargeCents,
      supplierId: customer.id,
      optionId: option?.id ?? null,
    });
  }
  result.succeeded = accepted.length;
  result.failed = result.total - result.succeeded;
  if (accepted.length > 0) {
    reopenIfStocked(db, goods);
    logGoods(db, goods, 'stock', String(stockBefore), String(stockOf(db, goods)), '导入卡密', now);
  }
  return reply(result, { msg: `导入${result.total}条：成功${result.succeeded}条，失败${result.failed}条` });
}

// ---- the routes ----

export const supplyRoutes: MockRoute[] = [
  route(
    S.getDesktop,
    ({ db, customer, now }) => {
      const goods = myGoods(db, customer);
      const cards = myCards(db, customer);
      const settlements = db.settlements.filter((s) => s.supplierId === customer.id);
      const today = startOfDay(now);
      const sum = (status: 'pending' | 'settled') =>
        settlements.filter((s) => s.status === status).reduce((total, s) => total + s.settleAmountCents, 0);
      return {
        goods: goods.length,
        unsold: cards.filter((c) => c.status === 'unsold').length,
        locked: cards.filter((c) => c.status === 'locked').length,
        toDeliver: myOrders(db, customer).filter((o) => o.deliveryType === 'manual' && handStatus(o) === 'pending').length,
        openComplaints: db.complaints.filter((c) => c.supplierId === customer.id && c.status === 'open').length,
        todayOrders: myOrders(db, customer).filter((o) => o.createdAt >= today).length,
        pendingSettle: yuan(sum('pending')),
        settledTotal: yuan(sum('settled')),
        lowStock: goods
          .filter((g) => g.status !== 'off' && stockOf(db, g) < LOW_STOCK)
          .map((g) => ({ goodsId: g.id, name: g.name, stock: stockOf(db, g) }))
          .sort((a, b) => a.stock - b.stock || a.goodsId - b.goodsId),
      };
    },
    SUPPLIER,
  ),

  // ---- goods ----

  route(
    S.getGoodsList,
    ({ db, body, customer }) => {
      const tally = tallyCards(db);
      const rows = myGoods(db, customer)
        .filter(
          (g) =>
            (body.status === undefined || statusWith(g, stockIn(g, tally)) === body.status) &&
            (body.deliveryType === undefined || g.deliveryType === body.deliveryType) &&
            matchesKeyword(body.keyword, g.name),
        )
        .sort((a, b) => a.id - b.id);
      return pageOf(rows, body.page, body.pageSize, (g) => supplierGoodsView(db, g, tally));
    },
    SUPPLIER,
  ),

  route(
    S.saveGoods,
    ({ db, body, customer, now }) => {
      const goods = myGoodsById(db, customer, body.id);
      const cost = Math.round(body.costPrice * 100);
      if (cost > goods.priceCents) fail(`成本价不能高于零售价 ¥${yuan(goods.priceCents).toFixed(2)}`);
      if (body.stock !== undefined && goods.deliveryType === 'card') fail('自动发卡商品的库存由卡密数量决定，请导入卡密');
      goods.costCents = cost;
      if (body.stock !== undefined) {
        logGoods(db, goods, 'stock', String(goods.stockCount), String(body.stock), '供货商调整库存', now);
        goods.stockCount = body.stock;
      }
      const before = goods.status;
      goods.status = body.status;
      reopenIfStocked(db, goods);
      logGoods(
        db,
        goods,
        'status',
        STATUS_TEXT[before],
        STATUS_TEXT[goods.status],
        body.status === 'on' ? '供货商上架' : '供货商下架',
        now,
      );
      return reply(supplierGoodsView(db, goods), { msg: '商品已保存' });
    },
    SUPPLIER,
  ),

  // ---- card stock ----

  route(
    S.getCardList,
    ({ db, body, customer }) => {
      const rows = filterCards(db, customer, body);
      return pageOf(rows, body.page, body.pageSize, (c) => cardView(db, c));
    },
    SUPPLIER,
  ),

  route(
    S.doCardImport,
    ({ db, body, customer, now }) =>
      // A batch retried with its request id (its answer was lost) is answered again, not imported twice.
      onceFor(db, customer, S.doCardImport, body, now, () => importCards(db, customer, body, now)),
    SUPPLIER,
  ),

  route(
    S.checkCardKeys,
    ({ db, body, customer }) => {
      const goods = myGoodsById(db, customer, body.goodsId);
      const asked = body.cardNos
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '');
      if (asked.length > MAX_IMPORT_LINES) fail(`单次最多查询${MAX_IMPORT_LINES}个卡号`);
      const stock = new Set(db.cardKeys.filter((c) => c.goodsId === goods.id).map((c) => c.cardNo));
      return { existing: [...new Set(asked.filter((n) => stock.has(n)))] };
    },
    SUPPLIER,
  ),

  route(
    S.doCardUpdate,
    ({ db, body, customer, now }) => {
      let mine: CardKeyRow[];
      if (body.scope === 'filter') {
        if (body.goodsId !== undefined) myGoodsById(db, customer, body.goodsId);
        mine = filterCards(db, customer, body);
        if (mine.length === 0) fail('没有符合条件的卡密');
      } else {
        const ids = [...new Set(body.ids)];
        if (ids.length === 0) fail('请选择卡密');
        const cards = ids.map((id) => cardById(db, id));
        if (cards.some((c) => c?.supplierId !== customer.id)) fail('部分卡密不存在或不属于您，请刷新后重试');
        mine = cards as CardKeyRow[];
      }
      const can = {
        lock: (c: CardKeyRow) => c.status === 'unsold',
        unlock: (c: CardKeyRow) => c.status === 'locked',
        sold: (c: CardKeyRow) => c.status === 'unsold' || c.status === 'locked',
        delete: (c: CardKeyRow) => c.status === 'unsold' || c.status === 'locked',
      }[body.action];
      const acting = mine.filter(can);
      const skipped = mine.length - acting.length;
      const label = { lock: '锁定', unlock: '解锁', sold: '标记售出', delete: '删除' }[body.action];
      if (acting.length === 0) fail(`所选卡密都不能${label}（已售出的卡密不能修改，只有已锁定的卡密可以解锁）`);
      applyCardAction(db, acting, body.action, now);
      return reply(
        { updated: acting.length, skipped },
        { msg: `已${label}${acting.length}条卡密${skipped > 0 ? `，${skipped}条状态不符已跳过` : ''}` },
      );
    },
    SUPPLIER,
  ),

  route(
    S.doCardExport,
    ({ db, body, customer, now }) => {
      if (body.goodsId !== undefined) myGoodsById(db, customer, body.goodsId);
      // Oldest first: the keys a buyer would get first go out first.
      const matching = filterCards(db, customer, body).reverse();
      const chosen = body.count === 0 ? matching : matching.slice(0, body.count);
      if (chosen.length === 0) fail('没有符合条件的卡密');
      if (body.then !== 'none' && chosen.some((c) => c.status !== 'unsold' && c.status !== 'locked')) {
        fail('只有未售出或已锁定的卡密可以在导出后锁定、删除或标记售出，请先按状态筛选');
      }
      if (body.then === 'delete' && body.confirmDelete !== 1) fail('导出后删除不可恢复，请确认后再导出');
      const content = chosen.map(cardLine).join('\n');
      if (body.retag !== '') for (const card of chosen) card.note = body.retag;
      if (body.then !== 'none') applyCardAction(db, chosen, body.then, now);
      const goodsName = body.goodsId === undefined ? '全部商品' : (db.goods.find((g) => g.id === body.goodsId)?.name ?? '');
      const filename = `卡密导出_${goodsName.replace(/[\\/:*?"<>|\s]+/g, '')}_${fileStamp(now)}.txt`;
      const thenText = { none: '', lock: '，已锁定', delete: '，已删除', sold: '，已标记售出' }[body.then];
      return reply({ filename, content, count: chosen.length, then: body.then }, { msg: `已导出${chosen.length}条卡密${thenText}` });
    },
    SUPPLIER,
  ),

  // ---- orders ----

  route(
    S.getOrderList,
    ({ db, body, customer }) => {
      const rows = myOrders(db, customer)
        .filter(
          (o) =>
            (body.status === undefined || o.status === body.status) &&
            (body.goodsId === undefined || o.goodsId === body.goodsId) &&
            inDateRange(o.createdAt, body.startDate, body.endDate) &&
            matchesKeyword(body.keyword, o.orderNo, o.goodsName),
        )
        .sort((a, b) => b.createdAt - a.createdAt);
      return pageOf(rows, body.page, body.pageSize, supplyOrderView);
    },
    SUPPLIER,
  ),

  route(
    S.getOrderContent,
    ({ db, body, customer }) => {
      const order = orderByNo(db, body.orderNo);
      if (!order || !myGoods(db, customer).some((g) => g.id === order.goodsId)) fail('订单不存在');
      return { orderNo: order.orderNo, cards: cardsOf(db, order.cardIds), deliveryText: order.deliveryText };
    },
    SUPPLIER,
  ),

  route(
    S.getHandOrderList,
    ({ db, body, customer }) => {
      const all = myOrders(db, customer)
        .filter((o) => o.deliveryType === 'manual')
        .flatMap((o) => {
          const status = handStatus(o);
          return status === null ? [] : [{ order: o, status }];
        });
      const pending = all.filter((r) => r.status === 'pending').length;
      const rows = all
        .filter(
          (r) =>
            (body.status === undefined || r.status === body.status) &&
            (body.goodsId === undefined || r.order.goodsId === body.goodsId) &&
            inDateRange(r.order.createdAt, body.startDate, body.endDate) &&
            matchesKeyword(body.keyword, r.order.orderNo, r.order.goodsName, r.order.contact),
        )
        // Pending first, the oldest of them first; then the rest, newest first.
        .sort((a, b) => {
          const ap = a.status === 'pending';
          const bp = b.status === 'pending';
          if (ap !== bp) return ap ? -1 : 1;
          return ap ? a.order.createdAt - b.order.createdAt : b.order.createdAt - a.order.createdAt;
        });
      return { ...pageOf(rows, body.page, body.pageSize, (r) => handOrderView(r.order, r.status)), pending };
    },
    SUPPLIER,
  ),

  route(
    S.doHandDeliver,
    // Once per client requestId (requestOnce.ts): a retry whose answer was lost answers the delivery again.
    ({ db, body, customer, now }) =>
      onceFor(db, customer, S.doHandDeliver, body, now, () => {
        const order = orderByNo(db, body.orderNo);
        const supplied = order ? db.goods.find((g) => g.id === order.goodsId)?.supplierId === customer.id : false;
        if (!order || !supplied || order.deliveryType !== 'manual') fail('订单不存在');
        if (order.status === 'refunded') fail('订单已退款，不能发货');
        if (order.deliveryText !== null) fail('该订单已发货，不能重复发货');
        if (order.status !== 'paid' && order.status !== 'processing') fail('订单未付款，不能发货');
        order.deliveryText = body.content;
        order.deliveredAt = now;
        order.status = 'delivered';
        bookSettlement(db, order, customer.id, now);
        notify(db, order.customerId, '订单发货通知', `您的订单 <b>${order.orderNo}</b> 已发货，请在订单详情查看发货内容。`, now);
        return reply(handOrderView(order, 'delivered'), { msg: '发货成功，买家可在订单详情查看发货内容' });
      }),
    SUPPLIER,
  ),

  // ---- complaints ----

  route(
    S.getComplaintList,
    ({ db, body, customer }) => {
      const rows = db.complaints
        .filter(
          (c) =>
            c.supplierId === customer.id &&
            (body.status === undefined || c.status === body.status) &&
            matchesKeyword(body.keyword, c.orderNo, c.title),
        )
        .sort((a, b) => b.updatedAt - a.updatedAt);
      return pageOf(rows, body.page, body.pageSize, (c) => complaintSummary(db, c));
    },
    SUPPLIER,
  ),

  route(S.getComplaintInfo, ({ db, body, customer }) => complaintView(db, myComplaint(db, customer, body.id)), SUPPLIER),

  route(
    S.doComplaintReply,
    ({ db, body, customer, now }) => {
      const complaint = myComplaint(db, customer, body.id);
      if (complaint.status === 'closed') fail('工单已关闭，不能回复');
      const message = {
        id: complaint.messages.reduce((max, m) => Math.max(max, m.id), 0) + 1,
        from: 'supplier' as const,
        author: SUPPLIER_SHOP_NAME,
        content: body.content,
        images: body.images,
        createdAt: now,
      };
      complaint.messages.push(message);
      complaint.status = 'replied';
      complaint.updatedAt = now;
      notify(
        db,
        complaint.customerId,
        '售后进度更新',
        `您的售后工单“${complaint.title}”有新的回复，<a href="/inside/complain">点击查看</a>。`,
        now,
      );
      return reply(complaintMessageView(message), { msg: '回复成功' });
    },
    SUPPLIER,
  ),

  // ---- settlements ----

  route(
    S.getBookedList,
    ({ db, body, customer }) => {
      const rows = db.settlements
        .filter(
          (s) =>
            s.supplierId === customer.id &&
            (body.status === undefined || s.status === body.status) &&
            inDateRange(s.createdAt, body.startDate, body.endDate) &&
            matchesKeyword(body.keyword, s.orderNo, s.goodsName),
        )
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      const total = (pick: (s: (typeof rows)[number]) => number) => yuan(rows.reduce((sum, s) => sum + pick(s), 0));
      return {
        ...pageOf(rows, body.page, body.pageSize, settlementView),
        totalCost: total((s) => s.costAmountCents),
        totalFee: total((s) => s.feeCents),
        totalSettle: total((s) => s.settleAmountCents),
        totalPending: total((s) => (s.status === 'pending' ? s.settleAmountCents : 0)),
        totalSettled: total((s) => (s.status === 'settled' ? s.settleAmountCents : 0)),
      };
    },
    SUPPLIER,
  ),
];

function settlementView(s: Db['settlements'][number]): Settlement {
  return {
    id: s.id,
    orderNo: s.orderNo,
    goodsName: s.goodsName,
    quantity: s.quantity,
    costAmount: yuan(s.costAmountCents),
    fee: yuan(s.feeCents),
    settleAmount: yuan(s.settleAmountCents),
    status: s.status,
    createdAt: formatDateTime(s.createdAt),
    settledAt: formatMaybe(s.settledAt),
  };
}

/** Lock, unlock, mark sold or delete keys (the caller has checked they may), keeping goods' stock in step. */
function applyCardAction(db: Db, cards: CardKeyRow[], action: 'lock' | 'unlock' | 'sold' | 'delete', now: number): void {
  if (action === 'delete') {
    const gone = new Set(cards);
    db.cardKeys = db.cardKeys.filter((c) => !gone.has(c));
  } else {
    for (const card of cards) {
      if (action === 'lock') card.status = 'locked';
      else if (action === 'unlock') card.status = 'unsold';
      else {
        card.status = 'sold';
        card.soldAt = now;
      }
    }
  }
  for (const goodsId of new Set(cards.map((c) => c.goodsId))) {
    const goods = db.goods.find((g) => g.id === goodsId);
    if (goods) reopenIfStocked(db, goods);
  }
}
