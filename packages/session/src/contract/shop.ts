// The shop under /inside without login (spec §2 "Under /inside, no login flag"): goods directory,
// goods lists and detail, the price list, buying, and a visitor's orders. Paths are ours.
//
// Visitors' orders are remembered by a visitor token: the first visitor order answers one
// (`createOrder.visitorToken`), the browser keeps it and sends it with its next orders and with the
// visitor pages, which list and open the orders of that token. Without it (another browser) an order
// is found by number, or by contact, on /chadan; a query password guards its keys there.
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, DOCS, int, maybeDateTime, noBody, paged, pageQuery } from './define.ts';
import { idList, optionalText, requestId, text } from './fields.ts';
import {
  deliveredCardSchema,
  deliveryTypeSchema,
  expressSchema,
  goodsDetailSchema,
  goodsStatusSchema,
  levelPriceSchema,
  orderDetailSchema,
  orderStatusSchema,
  orderSummarySchema,
  payMethodSchema,
} from './entities.ts';
import { storefront } from './storefront.ts';

const e = areaEndpoints('shop', '/inside/inter/');

/** The visitor token a browser keeps for its visitor orders (given by createOrder). */
export const visitorTokenField = () => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, '访客凭证不正确')), '');

export const adjustPriceRowSchema = v.object({
  goodsId: count(),
  name: v.string(),
  dirName: v.string(),
  cover: v.string(),
  deliveryType: deliveryTypeSchema,
  status: goodsStatusSchema,
  stock: count(),
  /** Retail: what a visitor pays. */
  retail: amount(),
  levelPrices: v.array(levelPriceSchema),
  /** What the caller pays (their level), retail for visitors. */
  myPrice: amount(),
  /** The caller's own shop price, when they set one with doShopPrice (null for visitors). */
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
  /** Recharge or manual goods paid at once: what happens next (已提交充值…), else null. */
  deliveryText: v.nullable(v.string()),
  /** The caller's balance after a balance payment, else null. */
  balance: v.nullable(amount()),
  /** Until when an unpaid order may be paid (null once paid). */
  payDeadline: maybeDateTime(),
  /** Visitors: the token to keep and send with later orders and the visitor pages; null for customers. */
  visitorToken: v.nullable(v.string()),
});

/** An order as the visitor pages show it. */
export const visitorOrderSchema = v.object({
  ...orderDetailSchema.entries,
  /** The order has a query password that was not given (and the visitor token is not its own): no keys, no delivery text. */
  locked: v.boolean(),
  /** The order belongs to the visitor token sent (its contact is then shown in full). */
  mine: v.boolean(),
});

export const couponCheckSchema = v.object({
  code: v.string(),
  discount: amount(),
  minAmount: amount(),
  expiresAt: dateTime(),
  /** The caller's unit price for this quantity (level and wholesale applied). */
  unitPrice: amount(),
  /** Unit price × quantity, plus the picked keys' surcharges. */
  subtotal: amount(),
  /** What is due with the coupon. */
  total: amount(),
});

/** A key a buyer may pick: its preview text and surcharge, never the key itself. */
export const pickableKeySchema = v.object({ id: count(), preview: v.string(), surcharge: amount() });

/**
 * A captcha to solve before an order (visitors): an arithmetic challenge drawn as an image, with the
 * same question as text for screen readers. One answer per captcha; it runs out after 5 minutes.
 */
export const captchaSchema = v.object({
  captchaId: v.string(),
  /** An image URL (data:image/svg+xml) showing the challenge. */
  image: v.string(),
  /** The challenge as words (the image's text alternative), e.g. "7 加 4 等于几？". */
  question: v.string(),
  expiresAt: dateTime(),
});

export const shop = {
  getGoodsDirList: storefront.getGoodsDirList,
  getGoodsList: storefront.getGoodsList,
  getGoodsInfo: e('getGoodsInfo', {
    auth: 'optional',
    summary: DOCS
      ? 'One goods in full (buyGoods page): description HTML (sanitise it), level prices, the caller’s price, inputs, wholesale tiers, stock and limits. Off-sale goods answer with status off (not buyable).'
      : '',
    request: v.object({ id: int() }),
    response: goodsDetailSchema,
  }),
  getAdjustPriceList: e('getAdjustPriceList', {
    auth: 'optional',
    summary: DOCS
      ? 'The price list (adjustPrice page): goods on sale with retail and level prices, my price and my shop price; by keyword and directory.'
      : '',
    request: v.object({ ...pageQuery, keyword: v.optional(v.pipe(v.string(), v.trim()), ''), dirId: v.optional(int()) }),
    response: paged(adjustPriceRowSchema),
  }),
  checkCoupon: e('checkCoupon', {
    auth: 'optional',
    summary: DOCS ? 'Check a coupon code for a goods and quantity at the caller’s price; answers the discount and the total due.' : '',
    request: v.object({
      code: text('优惠券', 30),
      goodsId: int(),
      quantity: int(),
      optionId: v.optional(int()),
      /** Picked keys: their surcharges are part of the subtotal the coupon's minimum is checked against. */
      cardIds: v.optional(idList(), []),
    }),
    response: couponCheckSchema,
  }),
  getPickableKeys: e('getPickableKeys', {
    auth: 'optional',
    summary: DOCS
      ? 'The unsold keys of a pickKeys goods (and option) a buyer may pick, paged, oldest first: id, preview and surcharge (never the key). Keys held by an unpaid order are left out.'
      : '',
    request: v.object({ ...pageQuery, goodsId: int(), optionId: v.optional(int()) }),
    response: paged(pickableKeySchema),
  }),
  getCaptcha: e('getCaptcha', {
    encoding: 'none',
    auth: 'optional',
    summary: DOCS
      ? 'A new captcha for the buy form (image and its question as text); the previous one of this form is simply not used.'
      : '',
    request: noBody,
    response: captchaSchema,
  }),
  createOrder: e('createOrder', {
    auth: 'optional',
    summary: DOCS
      ? 'Buy a goods: option (when it has options), quantity within min/max and stock (or the picked keys: their count), contact (visitors; its kind per goods), query password, recharge inputs (inputs[name]=value), coupon, captcha (visitors), payment method. Balance needs login (and the sale password when its check is on) and pays at once; other methods leave an unpaid order to pay within 30 minutes. Visitors send their visitorToken (if they have one) and get it back.'
      : '',
    request: v.object({
      goodsId: int(),
      quantity: int(),
      payMethod: payMethodSchema,
      contact: optionalText('联系方式', 100),
      queryPwd: optionalText('查询密码', 30),
      inputs: v.optional(v.record(v.string(), v.string()), {}),
      coupon: optionalText('优惠券', 30),
      salePwd: v.optional(v.string()),
      remark: optionalText('备注', 100),
      visitorToken: visitorTokenField(),
      /** The chosen option (required when the goods has options). */
      optionId: v.optional(int()),
      /** Picked keys (pickKeys goods): exactly these are delivered; their count is the quantity. */
      cardIds: v.optional(idList(), []),
      /** The captcha (visitors, see goods.captchaRequired): its id and the answer. A wrong answer uses it up. */
      captchaId: optionalText('验证码', 64),
      captcha: optionalText('验证码', 10),
      /**
       * Once per client id: a retry whose answer was lost answers the first order again instead of placing
       * (and paying from the balance) a second one (found by the chaos walk). A new captcha may come with it.
       */
      requestId: requestId(),
    }),
    response: createdOrderSchema,
  }),
  getVisitorOrders: e('getVisitorOrders', {
    auth: 'optional',
    summary: DOCS ? 'The orders of a visitor token (visitorOrder page), newest first, by status.' : '',
    request: v.object({ ...pageQuery, visitorToken: text('访客凭证', 64), status: v.optional(orderStatusSchema) }),
    response: paged(orderSummarySchema),
  }),
  getVisitorOrderInfo: e('getVisitorOrderInfo', {
    auth: 'optional',
    summary: DOCS
      ? 'One order by number for a visitor (visitorOrderDetail): its keys when the visitor token is its own, or its query password is given (or it has none); a wrong query password is refused.'
      : '',
    request: v.object({ orderNo: text('订单号', 40), visitorToken: visitorTokenField(), queryPwd: optionalText('查询密码', 30) }),
    response: visitorOrderSchema,
  }),
  getVisitorExpress: e('getVisitorExpress', {
    auth: 'optional',
    summary: DOCS ? 'The logistics timeline of an order by number (visitorExpress), unlocked as for visitorOrderDetail.' : '',
    request: v.object({ orderNo: text('订单号', 40), visitorToken: visitorTokenField(), queryPwd: optionalText('查询密码', 30) }),
    response: v.object({ orderNo: v.string(), goodsName: v.string(), express: expressSchema }),
  }),
} as const;

export type AdjustPriceRow = v.InferOutput<typeof adjustPriceRowSchema>;
export type CreatedOrder = v.InferOutput<typeof createdOrderSchema>;
export type VisitorOrder = v.InferOutput<typeof visitorOrderSchema>;
export type PickableKey = v.InferOutput<typeof pickableKeySchema>;
export type Captcha = v.InferOutput<typeof captchaSchema>;
export type CouponCheck = v.InferOutput<typeof couponCheckSchema>;
