// The supply area (spec §2 "Supply area", all login required): a supplier's goods and cost prices,
// card stock (import, filter, lock, export), orders, manual (hand) orders, complaints and settlement.
// Paths are ours, under /supply/inter/; a customer who is not a supplier is refused with code 403.
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateOnly, DOCS, flag, int, listQuery, money, noBody, paged, pageQuery } from './define.ts';
import { idList, optionalText, requestId, text } from './fields.ts';
import {
  cardKeySchema,
  deliveredCardSchema,
  deliveryTypeSchema,
  cardStatusSchema,
  complaintMessageSchema,
  complaintSchema,
  complaintStatusSchema,
  complaintSummarySchema,
  goodsStatusSchema,
  handOrderSchema,
  orderStatusSchema,
  orderSummarySchema,
  settlementSchema,
  supplierGoodsSchema,
} from './entities.ts';

const e = areaEndpoints('supply', '/supply/inter/');

export { CARD_LINE_SEPARATOR, CARD_LINE_REASONS, MAX_IMPORT_LINES, cardLine, parseCardLine, type ParsedCardLine } from '../cardLine.ts';

export const cardImportResultSchema = v.object({
  /** Non-empty lines read. */
  total: count(),
  succeeded: count(),
  /** Duplicates skipped plus malformed lines. */
  failed: count(),
  /** Keys already in the goods' stock or repeated in the content (skipped when skipDuplicates=1). */
  duplicates: v.array(v.string()),
  malformed: v.array(v.object({ line: count(), text: v.string(), reason: v.string() })),
  /** The batch the imported keys carry. */
  batch: v.string(),
});

/** The filters of the card stock, shared by the list and the export. */
const cardFilters = {
  goodsId: v.optional(int()),
  /** A goods option (type) of the goods filtered on. */
  optionId: v.optional(int()),
  status: v.optional(cardStatusSchema),
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, '卡密关键词不能超过100个字符')), ''),
  /** How `keyword` matches the card number: exactly or as a part. */
  match: v.optional(v.picklist(['exact', 'contains']), 'contains'),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50, '备注不能超过50个字符')), ''),
  /** Import date range. */
  startDate: v.optional(dateOnly()),
  endDate: v.optional(dateOnly()),
};

/** An order of my goods as the supplier sees it: the buyer's contact masked, what I am paid for it. */
export const supplyOrderSchema = v.object({
  ...orderSummarySchema.entries,
  /** My cost price × quantity: what the order settles to me before the fee. */
  cost: amount(),
  delivered: v.boolean(),
});

export const supply = {
  getDesktop: e('getDesktop', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS
      ? 'Supplier figures: goods, unsold and locked keys, orders to deliver by hand, open complaints, orders today, pending and settled amounts, goods running low.'
      : '',
    request: noBody,
    response: v.object({
      goods: count(),
      unsold: count(),
      locked: count(),
      toDeliver: count(),
      openComplaints: count(),
      todayOrders: count(),
      pendingSettle: amount(),
      settledTotal: amount(),
      /** Goods on sale with fewer than 10 in stock, lowest first. */
      lowStock: v.array(v.object({ goodsId: count(), name: v.string(), stock: count() })),
    }),
  }),
  getGoodsList: e('getGoodsList', {
    auth: 'user',
    summary: DOCS ? 'My supplied goods with cost price, retail price, stock, locked and sold keys (supplyGoods).' : '',
    request: v.object({ ...listQuery, status: v.optional(goodsStatusSchema), deliveryType: v.optional(deliveryTypeSchema) }),
    response: paged(supplierGoodsSchema),
  }),
  saveGoods: e('saveGoods', {
    auth: 'user',
    summary: DOCS
      ? 'Change a supplied goods’ cost price (not above retail), put it on / off sale, and set the stock of a manual or recharge goods (card goods count their keys).'
      : '',
    request: v.object({
      id: int(),
      costPrice: v.pipe(money(), v.minValue(0.01, '成本价必须大于0')),
      status: v.picklist(['on', 'off'], '状态应为 on 或 off'),
      stock: v.optional(v.pipe(int(), v.minValue(0, '库存不能为负'), v.maxValue(999_999, '库存不能超过999999'))),
    }),
    response: supplierGoodsSchema,
  }),
  getCardList: e('getCardList', {
    auth: 'user',
    summary: DOCS
      ? 'My card stock (cardstockmanage), newest import first: filter by goods, status, key (exact or contains), note and import date.'
      : '',
    request: v.object({ ...pageQuery, ...cardFilters }),
    response: paged(cardKeySchema),
  }),
  doCardImport: e('doCardImport', {
    auth: 'user',
    summary: DOCS
      ? 'Import card keys for one of my card goods (and its option, required when it has options; pasted or the text of a .txt): one per line, "cardNo", "cardNo password" or "cardNo----password", optionally followed by "║ preview ║ surcharge"; duplicates (skipped when skipDuplicates=1) and malformed lines are reported; msg "导入N条：成功x条，失败y条".'
      : '',
    request: v.object({
      goodsId: int(),
      /** The option (type) the keys are for: required when the goods has options. */
      optionId: v.optional(int()),
      content: text('卡密内容', 1_000_000),
      note: optionalText('备注', 50),
      skipDuplicates: v.optional(flag(), 1),
      /** One per batch of an import: a retried batch (its answer lost) is answered again, never imported twice. */
      requestId: requestId(),
    }),
    response: cardImportResultSchema,
  }),
  checkCardKeys: e('checkCardKeys', {
    auth: 'user',
    summary: DOCS
      ? 'Which of these card numbers (one per line, at most 10,000) are already in the stock of one of my card goods: the import report says so before anything is sent.'
      : '',
    request: v.object({ goodsId: int(), cardNos: text('卡号', 1_000_000) }),
    response: v.object({ existing: v.array(v.string()) }),
  }),
  doCardUpdate: e('doCardUpdate', {
    auth: 'user',
    summary: DOCS
      ? 'Lock, unlock, mark sold or delete card keys of my stock: the selected ids, or with scope=filter every key the card-list filters match (ids ignored). Keys that cannot take the action (sold ones, unlocking an unsold one …) are skipped and counted.'
      : '',
    request: v.object({
      /** An empty selection arrives as no field at all; the server answers it with 请选择… */
      ids: v.optional(idList(), []),
      action: v.picklist(['lock', 'unlock', 'sold', 'delete'], '操作应为 lock、unlock、sold 或 delete'),
      /** `filter`: every key of the filters below, on every page, instead of `ids`. */
      scope: v.optional(v.picklist(['selection', 'filter'], '范围应为 selection 或 filter'), 'selection'),
      ...cardFilters,
    }),
    response: v.object({ updated: count(), skipped: count() }),
  }),
  doCardExport: e('doCardExport', {
    auth: 'user',
    summary: DOCS
      ? 'Export the filtered keys as .txt text in the import format (count 0 = all filtered, oldest first), optionally re-tag them with a note, then nothing / lock / delete (confirmDelete=1) / mark sold. Actions other than none need unsold or locked keys.'
      : '',
    request: v.object({
      ...cardFilters,
      count: v.optional(v.pipe(int(), v.minValue(0, '导出数量不能为负')), 0),
      retag: optionalText('新备注', 50),
      then: v.optional(v.picklist(['none', 'lock', 'delete', 'sold'], '导出后操作应为 none、lock、delete 或 sold'), 'none'),
      confirmDelete: v.optional(flag(), 0),
    }),
    response: v.object({ filename: v.string(), content: v.string(), count: count(), then: v.picklist(['none', 'lock', 'delete', 'sold']) }),
  }),
  getOrderList: e('getOrderList', {
    auth: 'user',
    summary: DOCS ? 'Orders of my goods, newest first: keyword (order number, goods), status, goods, date range; contacts masked.' : '',
    request: v.object({ ...listQuery, status: v.optional(orderStatusSchema), goodsId: v.optional(int()) }),
    response: paged(supplyOrderSchema),
  }),
  getOrderContent: e('getOrderContent', {
    auth: 'user',
    summary: DOCS ? 'What an order of my goods delivered, on demand: its card keys, or the manual / recharge delivery text.' : '',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: v.object({ orderNo: v.string(), cards: v.array(deliveredCardSchema), deliveryText: v.nullable(v.string()) }),
  }),
  getHandOrderList: e('getHandOrderList', {
    auth: 'user',
    summary: DOCS
      ? 'Manual orders of my goods to fulfil by hand (handOrder): pending (paid, nothing delivered yet) first, oldest pending first.'
      : '',
    request: v.object({ ...listQuery, status: v.optional(v.picklist(['pending', 'delivered', 'refunded'])), goodsId: v.optional(int()) }),
    response: v.object({ ...paged(handOrderSchema).entries, pending: count() }),
  }),
  doHandDeliver: e('doHandDeliver', {
    auth: 'user',
    summary: DOCS
      ? 'Deliver a pending manual order with the content the buyer will see; an order is delivered once. Once per client `requestId`: a retry whose answer was lost answers the delivery again instead of 该订单已发货 (found by the chaos walk: the supplier was left with an order shown as waiting that could not be delivered).'
      : '',
    request: v.object({ orderNo: text('订单号', 40), content: text('发货内容', 5000), requestId: requestId() }),
    response: handOrderSchema,
  }),
  getComplaintList: e('getComplaintList', {
    auth: 'user',
    summary: DOCS ? 'Complaints on orders of my goods, latest activity first; keyword searches order number and title.' : '',
    request: v.object({
      ...pageQuery,
      status: v.optional(complaintStatusSchema),
      keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ''),
    }),
    response: paged(complaintSummarySchema),
  }),
  getComplaintInfo: e('getComplaintInfo', {
    auth: 'user',
    summary: DOCS ? 'One complaint on my goods with its thread.' : '',
    request: v.object({ id: int() }),
    response: complaintSchema,
  }),
  doComplaintReply: e('doComplaintReply', {
    auth: 'user',
    summary: DOCS ? 'Reply to a complaint on my goods as the supplier (not once it is closed); it becomes replied.' : '',
    request: v.object({
      id: int(),
      content: text('回复内容', 1000),
      images: v.optional(v.pipe(v.array(v.string()), v.maxLength(5, '最多上传5张图片')), []),
    }),
    response: complaintMessageSchema,
  }),
  getBookedList: e('getBookedList', {
    auth: 'user',
    summary: DOCS ? 'Settlement records (bookeddetail), newest first, with the totals of the filter (keyword: order number or goods).' : '',
    request: v.object({ ...listQuery, status: v.optional(v.picklist(['pending', 'settled'])) }),
    response: v.object({
      ...paged(settlementSchema).entries,
      totalCost: amount(),
      totalFee: amount(),
      totalSettle: amount(),
      /** Of totalSettle: still pending, and settled. */
      totalPending: amount(),
      totalSettled: amount(),
    }),
  }),
} as const;

export type CardImportResult = v.InferOutput<typeof cardImportResultSchema>;
export type SupplyOrder = v.InferOutput<typeof supplyOrderSchema>;
