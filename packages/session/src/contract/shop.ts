// The shop under /inside without login (spec §2 "Under /inside, no login flag"): goods directory,
// goods lists and detail, the price list, buying, and a visitor's orders. Paths are ours.
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, int, listQuery, noBody, optionalText, pageQuery, paged, text } from './define.ts';
import {
  deliveredCardSchema,
  deliveryTypeSchema,
  directorySchema,
  expressSchema,
  goodsDetailSchema,
  goodsSummarySchema,
  levelPriceSchema,
  orderDetailSchema,
  orderStatusSchema,
  orderSummarySchema,
  payMethodSchema,
} from './entities.ts';

const e = areaEndpoints('shop', '/inside/inter/');

export const adjustPriceRowSchema = v.object({
  goodsId: count(),
  name: v.string(),
  dirName: v.string(),
  retail: amount(),
  levelPrices: v.array(levelPriceSchema),
  /** What the caller pays (their level), retail for visitors. */
  myPrice: amount(),
  /** The caller's own shop price, when they set one with doShopPrice. */
  shopPrice: v.nullable(amount()),
});

export const createdOrderSchema = v.object({
  orderNo: v.string(),
  amount: amount(),
  status: orderStatusSchema,
  /** Balance and zero-cost orders are paid at once; others continue at `/pay/payonline?orderNo=`. */
  next: v.picklist(['done', 'pay']),
  /** Keys delivered at once (balance or zero-cost auto goods). */
  cards: v.array(deliveredCardSchema),
  /** The caller's balance after a balance payment, else null. */
  balance: v.nullable(amount()),
});

export const shop = {
  getGoodsDirList: e('getGoodsDirList', {
    encoding: 'none',
    auth: 'optional',
    summary: 'The goods directory tree as a flat list (parentId), sorted, with goods counts.',
    request: noBody,
    response: v.object({ list: v.array(directorySchema) }),
  }),
  getGoodsList: e('getGoodsList', {
    auth: 'optional',
    summary:
      'Goods on sale (and sold out), filtered by directory (with its children), delivery type and keyword; prices for the caller’s level.',
    request: v.object({
      ...listQuery,
      dirId: v.optional(int()),
      deliveryType: v.optional(deliveryTypeSchema),
      sort: v.optional(v.picklist(['default', 'sales', 'priceAsc', 'priceDesc']), 'default'),
    }),
    response: paged(goodsSummarySchema),
  }),
  getGoodsInfo: e('getGoodsInfo', {
    auth: 'optional',
    summary: 'One goods in full: description HTML, level prices, inputs, wholesale tiers, limits (buyGoods page).',
    request: v.object({ id: int() }),
    response: goodsDetailSchema,
  }),
  getAdjustPriceList: e('getAdjustPriceList', {
    auth: 'optional',
    summary: 'The price list (adjustPrice page): every goods with its retail and level prices, my price and my shop price.',
    request: v.object({ ...pageQuery, keyword: v.optional(v.pipe(v.string(), v.trim()), ''), dirId: v.optional(int()) }),
    response: paged(adjustPriceRowSchema),
  }),
  checkCoupon: e('checkCoupon', {
    auth: 'optional',
    summary: 'Check a coupon code for a goods and quantity; answers the discount it gives.',
    request: v.object({ code: text('优惠券', 30), goodsId: int(), quantity: int() }),
    response: v.object({ code: v.string(), discount: amount(), minAmount: amount(), expiresAt: dateTime() }),
  }),
  createOrder: e('createOrder', {
    auth: 'optional',
    summary:
      'Buy a goods: quantity within min/max and stock, contact (visitors), query password, recharge inputs (inputs[name]=value), coupon, payment method; balance payments need login (and the sale password when its check is on).',
    request: v.object({
      goodsId: int(),
      quantity: int(),
      payMethod: payMethodSchema,
      contact: optionalText('联系方式', 100),
      queryPwd: optionalText('查询密码', 30),
      inputs: v.optional(v.record(v.string(), v.string()), {}),
      coupon: optionalText('优惠券', 30),
      salePwd: v.optional(v.string()),
    }),
    response: createdOrderSchema,
  }),
  getVisitorOrders: e('getVisitorOrders', {
    auth: 'optional',
    summary: 'The orders this browser remembers (visitorOrder page), by their numbers (at most 20).',
    request: v.object({ orderNos: v.pipe(v.array(v.string()), v.maxLength(20)) }),
    response: v.object({ list: v.array(orderSummarySchema) }),
  }),
  getVisitorOrderInfo: e('getVisitorOrderInfo', {
    auth: 'optional',
    summary: 'One order by number for a visitor (visitorOrderDetail), with its keys; the query password when it has one.',
    request: v.object({ orderNo: text('订单号', 40), queryPwd: optionalText('查询密码', 30) }),
    response: orderDetailSchema,
  }),
  getVisitorExpress: e('getVisitorExpress', {
    auth: 'optional',
    summary: 'The logistics timeline of an order by number (visitorExpress).',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: v.object({ orderNo: v.string(), goodsName: v.string(), express: expressSchema }),
  }),
} as const;

export type AdjustPriceRow = v.InferOutput<typeof adjustPriceRowSchema>;
export type CreatedOrder = v.InferOutput<typeof createdOrderSchema>;
