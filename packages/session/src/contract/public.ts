// Public calls (spec §2 "Public (no login)"): log-in, register, forgotten password, site information,
// announcements, customer service, the AI bot, order query (/chadan) and price query (/chajia).
// None of these paths is in the spec; they follow its conventions (POST, form, /inside/inter/).
import * as v from 'valibot';
import { amount, areaEndpoints, count, dateTime, int, maybeDateTime, noBody, ok, pageQuery, paged } from './define.ts';
import { mobile, optionalText, password, text, verifyCode } from './fields.ts';
import {
  announcementSchema,
  deliveredCardSchema,
  levelPriceSchema,
  levelRefSchema,
  orderSummarySchema,
  serviceContactsSchema,
  deliveryTypeSchema,
} from './entities.ts';
import { storefront } from './storefront.ts';

const e = areaEndpoints('public', '/inside/inter/');

/** What a customer log-in answers; the app stores `{ authCode }` under `token` (R3.3). */
export const loginResultSchema = v.object({
  authCode: v.string(),
  expiresAt: dateTime(),
  user: v.object({
    id: count(),
    loginName: v.string(),
    nickname: v.string(),
    avatar: v.string(),
    level: levelRefSchema,
    roles: v.array(v.picklist(['vip', 'supplier'])),
  }),
});

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

const codeSent = v.object({ cooldown: count(), target: v.string() });

export const publicApi = {
  login: e('login', {
    auth: 'none',
    summary: 'Customer log-in with login name (or bound mobile / e-mail) and password; answers the authCode for `token`.',
    request: v.object({ loginName: text('账号', 50), password: v.string('请输入密码'), captcha: v.optional(v.string()) }),
    response: loginResultSchema,
  }),
  logout: storefront.logout,
  sendRegisterCode: e('sendRegisterCode', {
    auth: 'none',
    summary: 'Send a registration code to a mobile number that no account uses yet (one per 60 s).',
    request: v.object({ mobile: mobile() }),
    response: codeSent,
  }),
  register: e('register', {
    auth: 'none',
    summary: 'Create a customer account (login name, password, mobile with its code, optional invite code) and log in.',
    request: v.object({
      loginName: v.pipe(
        v.string('请输入登录名'),
        v.trim(),
        v.regex(/^[a-zA-Z][a-zA-Z0-9_]{3,19}$/, '登录名为4到20位字母、数字或下划线，以字母开头'),
      ),
      password: password(),
      confirmPwd: v.string('请再次输入密码'),
      mobile: mobile(),
      code: verifyCode(),
      inviteCode: optionalText('邀请码', 20),
    }),
    response: loginResultSchema,
  }),
  sendForgetCode: e('sendForgetCode', {
    auth: 'none',
    summary: 'Send a password-reset code to the mobile number or e-mail address bound to an account (one per 60 s).',
    request: v.object({ account: text('手机号或邮箱', 100) }),
    response: codeSent,
  }),
  forget: e('forget', {
    auth: 'none',
    summary: 'Reset the login password with the code sent by sendForgetCode; ends every session of the account.',
    request: v.object({
      account: text('手机号或邮箱', 100),
      code: verifyCode(),
      newPwd: password('新密码'),
      confirmPwd: v.string('请再次输入新密码'),
    }),
    response: ok,
  }),
  getSiteInfo: storefront.getSiteInfo,
  getAnnouncementList: storefront.getAnnouncementList,
  getAnnouncementInfo: e('getAnnouncementInfo', {
    auth: 'none',
    summary: 'One announcement with its HTML (the app sanitises it).',
    request: v.object({ id: int() }),
    response: announcementSchema,
  }),
  getServiceInfo: e('getServiceInfo', {
    encoding: 'none',
    auth: 'none',
    summary: 'Customer-service contacts (QQ, WeChat QR, phone, hours) and the FAQ (the /service page).',
    request: noBody,
    response: v.object({ contacts: serviceContactsSchema, faq: v.array(faqSchema) }),
  }),
  getAibotSuggest: e('getAibotSuggest', {
    encoding: 'none',
    auth: 'none',
    summary: 'The AI bot’s greeting and suggested questions.',
    request: noBody,
    response: v.object({ greeting: v.string(), suggestions: v.array(v.string()) }),
  }),
  doAibotChat: e('doAibotChat', {
    auth: 'optional',
    summary: 'Ask the AI customer-service bot; answers its reply and follow-up suggestions in a conversation (sessionId).',
    request: v.object({ message: text('问题', 500), sessionId: v.optional(v.string()) }),
    response: v.object({ sessionId: v.string(), reply: v.string(), suggestions: v.array(v.string()), createdAt: dateTime() }),
  }),
  queryOrder: e('queryOrder', {
    auth: 'none',
    summary:
      'Order query (/chadan): by order number (with its query password when it has one), or by contact (+ query password) for the latest 5 orders.',
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
    summary: 'Price query (/chajia): goods by keyword or directory with the visitor price and every level’s price.',
    request: v.object({
      ...pageQuery,
      keyword: v.optional(v.pipe(v.string(), v.trim()), ''),
      dirId: v.optional(int()),
    }),
    response: paged(priceRowSchema),
  }),
} as const;

export type LoginResult = v.InferOutput<typeof loginResultSchema>;
export type QueriedOrder = v.InferOutput<typeof queriedOrderSchema>;
export type PriceRow = v.InferOutput<typeof priceRowSchema>;
export type Faq = v.InferOutput<typeof faqSchema>;
