// Public calls (spec §2 "Public (no login)"): log-in, register, forgotten password, site information,
// announcements, customer service, the AI bot, order query (/chadan) and price query (/chajia).
// None of these paths is in the spec; they follow its conventions (POST, form, /inside/inter/).
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, DOCS, int, maybeDateTime, noBody, paged, pageQuery } from './define.ts';
import { optionalText, text } from './fields.ts';
import {
  announcementSchema,
  deliveredCardSchema,
  levelPriceSchema,
  orderSummarySchema,
  serviceContactsSchema,
  deliveryTypeSchema,
} from './entities.ts';
import { auth } from './auth.ts';
import { siteApi } from './site.ts';
import { storefront } from './storefront.ts';

export { loginResultSchema, type LoginResult } from './auth.ts';

const e = areaEndpoints('public', '/inside/inter/');

export const faqSchema = v.object({ id: count(), question: v.string(), answer: v.string() });

/** An order as the public order query shows it: the contact masked, keys only when unlocked. */
export const queriedOrderSchema = v.object({
  ...orderSummarySchema.entries,
  /** True when the order has a query password that was not given: no keys until it is. */
  locked: v.boolean(),
  cards: v.array(deliveredCardSchema),
  deliveryText: v.nullable(v.string()),
  deliveredAt: maybeDateTime(),
});

export const priceRowSchema = v.object({
  goodsId: count(),
  name: v.string(),
  dirName: v.string(),
  cover: v.string(),
  deliveryType: deliveryTypeSchema,
  /** What a visitor pays. */
  visitorPrice: amount(),
  levelPrices: v.array(levelPriceSchema),
  stock: count(),
});

export const publicApi = {
  ...auth,
  logout: storefront.logout,
  getSiteInfo: storefront.getSiteInfo,
  getAnnouncementList: storefront.getAnnouncementList,
  getHomeLayout: storefront.getHomeLayout,
  resolveSite: siteApi.resolveSite,
  getSitePage: siteApi.getSitePage,
  getAnnouncementInfo: e('getAnnouncementInfo', {
    auth: 'none',
    summary: DOCS ? 'One announcement with its HTML (the app sanitises it).' : '',
    request: v.object({ id: int() }),
    response: announcementSchema,
  }),
  getServiceInfo: e('getServiceInfo', {
    encoding: 'none',
    auth: 'none',
    summary: DOCS ? 'Customer-service contacts (QQ, WeChat QR, phone, hours) and the FAQ (the /service page).' : '',
    request: noBody,
    response: v.object({ contacts: serviceContactsSchema, faq: v.array(faqSchema) }),
  }),
  getAibotSuggest: e('getAibotSuggest', {
    encoding: 'none',
    auth: 'none',
    summary: DOCS ? 'The AI bot’s greeting and suggested questions.' : '',
    request: noBody,
    response: v.object({ greeting: v.string(), suggestions: v.array(v.string()) }),
  }),
  doAibotChat: e('doAibotChat', {
    auth: 'optional',
    summary: DOCS ? 'Ask the AI customer-service bot; answers its reply and follow-up suggestions in a conversation (sessionId).' : '',
    request: v.object({ message: text('问题', 500), sessionId: v.optional(v.string()) }),
    response: v.object({ sessionId: v.string(), reply: v.string(), suggestions: v.array(v.string()), createdAt: dateTime() }),
  }),
  queryOrder: e('queryOrder', {
    auth: 'none',
    summary: DOCS
      ? 'Order query (/chadan): by order number (with its query password when it has one), or by contact (+ query password) for the latest 5 orders.'
      : '',
    request: v.object({
      mode: v.picklist(['orderNo', 'contact'], '查询方式不正确'),
      orderNo: optionalText('订单号', 40),
      contact: optionalText('联系方式', 100),
      queryPwd: optionalText('查询密码', 30),
    }),
    response: v.object({ list: v.array(queriedOrderSchema) }),
  }),
  queryPrice: e('queryPrice', {
    auth: 'none',
    summary: DOCS ? 'Price query (/chajia): goods by keyword or directory with the visitor price and every level’s price.' : '',
    request: v.object({
      ...pageQuery,
      keyword: v.optional(v.pipe(v.string(), v.trim()), ''),
      dirId: v.optional(int()),
    }),
    response: paged(priceRowSchema),
  }),
} as const;

export type QueriedOrder = v.InferOutput<typeof queriedOrderSchema>;
export type PriceRow = v.InferOutput<typeof priceRowSchema>;
export type Faq = v.InferOutput<typeof faqSchema>;
