// The supply area (spec §2 "Supply area", all login required): a supplier's goods and cost prices,
// card stock (import, filter, lock, export), orders, manual (hand) orders, complaints and settlement.
// Paths are ours, under /supply/inter/; a customer who is not a supplier is refused with code 403.
import * as v from 'valibot';
import {
  amount,
  areaEndpoints,
  count,
  dateOnly,
  flag,
  idList,
  int,
  listQuery,
  money,
  noBody,
  optionalText,
  pageQuery,
  paged,
  text,
} from './define.ts';
import {
  cardKeySchema,
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

export const cardImportResultSchema = v.object({
  total: count(),
  succeeded: count(),
  failed: count(),
  duplicates: v.array(v.string()),
  malformed: v.array(v.object({ line: count(), text: v.string() })),
});

export const supply = {
  getDesktop: e('getDesktop', {
    encoding: 'none',
    auth: 'user',
    summary: 'Supplier figures: goods, unsold keys, orders to deliver by hand, open complaints, pending and settled amounts.',
    request: noBody,
    response: v.object({
      goods: count(),
      unsold: count(),
      toDeliver: count(),
      openComplaints: count(),
      todayOrders: count(),
      pendingSettle: amount(),
      settledTotal: amount(),
    }),
  }),
  getGoodsList: e('getGoodsList', {
    auth: 'user',
    summary: 'My supplied goods with cost price, retail price and stock (supplyGoods).',
    request: v.object({ ...listQuery, status: v.optional(goodsStatusSchema) }),
    response: paged(supplierGoodsSchema),
  }),
  saveGoods: e('saveGoods', {
    auth: 'user',
    summary: 'Change a supplied goods’ cost price or put it on / off sale.',
    request: v.object({ id: int(), costPrice: v.pipe(money(), v.minValue(0.01, '成本价必须大于0')), status: v.picklist(['on', 'off']) }),
    response: supplierGoodsSchema,
  }),
  getCardList: e('getCardList', {
    auth: 'user',
    summary: 'My card stock (cardstockmanage): filter by goods, status, key (exact or contains), note and import date.',
    request: v.object({
      ...pageQuery,
      goodsId: v.optional(int()),
      status: v.optional(cardStatusSchema),
      keyword: v.optional(v.pipe(v.string(), v.trim()), ''),
      match: v.optional(v.picklist(['exact', 'contains']), 'contains'),
      note: v.optional(v.pipe(v.string(), v.trim()), ''),
      startDate: v.optional(dateOnly()),
      endDate: v.optional(dateOnly()),
    }),
    response: paged(cardKeySchema),
  }),
  doCardImport: e('doCardImport', {
    auth: 'user',
    summary:
      'Import card keys for an auto goods: one per line, "cardNo password" or "cardNo----password"; duplicates (skipped when skipDuplicates=1) and malformed lines are reported.',
    request: v.object({
      goodsId: int(),
      content: text('卡密内容', 500000),
      note: optionalText('备注', 50),
      skipDuplicates: v.optional(flag(), 1),
    }),
    response: cardImportResultSchema,
  }),
  doCardUpdate: e('doCardUpdate', {
    auth: 'user',
    summary: 'Lock, unlock, mark sold or delete card keys of my stock (sold keys cannot be changed).',
    request: v.object({ ids: idList(), action: v.picklist(['lock', 'unlock', 'sold', 'delete']) }),
    response: v.object({ updated: count() }),
  }),
  doCardExport: e('doCardExport', {
    auth: 'user',
    summary: 'Export filtered unsold keys as .txt text (count 0 = all), re-tag them with a note, then nothing / lock / delete / mark sold.',
    request: v.object({
      goodsId: v.optional(int()),
      status: v.optional(cardStatusSchema),
      count: v.optional(v.pipe(int(), v.minValue(0)), 0),
      note: optionalText('备注', 50),
      then: v.optional(v.picklist(['none', 'lock', 'delete', 'sold']), 'none'),
    }),
    response: v.object({ filename: v.string(), content: v.string(), count: count() }),
  }),
  getOrderList: e('getOrderList', {
    auth: 'user',
    summary: 'Orders of my goods.',
    request: v.object({ ...listQuery, status: v.optional(orderStatusSchema) }),
    response: paged(orderSummarySchema),
  }),
  getHandOrderList: e('getHandOrderList', {
    auth: 'user',
    summary: 'Manual orders of my goods to fulfil by hand (handOrder), pending first.',
    request: v.object({ ...listQuery, status: v.optional(v.picklist(['pending', 'delivered', 'refunded'])) }),
    response: paged(handOrderSchema),
  }),
  doHandDeliver: e('doHandDeliver', {
    auth: 'user',
    summary: 'Deliver a pending manual order with the delivery content the buyer will see.',
    request: v.object({ orderNo: text('订单号', 40), content: text('发货内容', 5000) }),
    response: handOrderSchema,
  }),
  getComplaintList: e('getComplaintList', {
    auth: 'user',
    summary: 'Complaints on orders of my goods.',
    request: v.object({ ...pageQuery, status: v.optional(complaintStatusSchema) }),
    response: paged(complaintSummarySchema),
  }),
  getComplaintInfo: e('getComplaintInfo', {
    auth: 'user',
    summary: 'One complaint on my goods with its thread.',
    request: v.object({ id: int() }),
    response: complaintSchema,
  }),
  doComplaintReply: e('doComplaintReply', {
    auth: 'user',
    summary: 'Reply to a complaint on my goods as the supplier.',
    request: v.object({ id: int(), content: text('回复内容', 1000) }),
    response: complaintMessageSchema,
  }),
  getBookedList: e('getBookedList', {
    auth: 'user',
    summary: 'Settlement records (bookeddetail) with the totals of the filter.',
    request: v.object({ ...listQuery, status: v.optional(v.picklist(['pending', 'settled'])) }),
    response: v.object({ ...paged(settlementSchema).entries, totalSettle: amount(), totalFee: amount() }),
  }),
} as const;

export type CardImportResult = v.InferOutput<typeof cardImportResultSchema>;
