// The logged-in customer area under /inside (spec §2 "Under /inside, login required").
// First the customer calls of spec §7: every path there is the spec's own (source: 'spec'); their
// field lists and response shapes are not shown in the spec and are our design, for the back-end
// team to review. Then the calls the other customer pages of screens.md need (source: 'ours').
import * as v from 'valibot';
import {
  amount,
  areaEndpoints,
  count,
  dateOnly,
  dateTime,
  DOCS,
  flag,
  int,
  listQuery,
  maybeDateTime,
  money,
  noBody,
  ok,
  paged,
  pageQuery,
} from './define.ts';
import { account, type accountSchema, bindingSchema, type bindingTypes } from './account.ts';
import {
  fileField,
  email,
  idList,
  optionalText,
  password,
  positiveMoney,
  requestId,
  salePassword,
  text,
  verifyCode,
  mobile,
} from './fields.ts';
import {
  announcementSummarySchema,
  collectRecordSchema,
  commissionSchema,
  complaintMessageSchema,
  complaintSchema,
  complaintSummarySchema,
  deliveredCardSchema,
  deliveryTypeSchema,
  expressSchema,
  fundLogSchema,
  fundTypeSchema,
  inviteeSchema,
  levelRefSchema,
  levelSchema,
  messageSchema,
  orderDetailSchema,
  orderStatusSchema,
  orderSummarySchema,
  payRecordSchema,
  transferSchema,
  vipVersionSchema,
  withdrawChannelSchema,
  withdrawalSchema,
} from './entities.ts';

const e = areaEndpoints('customer', '/inside/inter/');

// The account and favourites live in account.ts (a storefront page that shows the balance or a favourite
// button loads only them); they are part of this area all the same.
export { accountSchema, bindingSchema, bindingTypes, customerRoleSchema } from './account.ts';

// ---- shapes ----

export const loginLogSchema = v.object({ IP: v.string(), Address: v.string(), LoginTime: v.string() });

export const bindQrSchema = v.object({
  /** What the QR code encodes (an OAuth URL of the platform). */
  qrContent: v.string(),
  /** The state this browser must find again in the callback. */
  state: v.string(),
  expiresIn: count(),
});

export const codeSentSchema = v.object({
  /** Seconds before another code may be asked for. */
  cooldown: count(),
  /** Where it went, masked. */
  target: v.string(),
});

export const promotionStatusSchema = v.object({
  enabled: v.boolean(),
  /** Commission rate of first-level invitees, percent. */
  rate: v.number(),
  inviteCode: v.string(),
  inviteeCount: count(),
});

export const emailBindSchema = v.object({ binding: bindingSchema, cooldown: count() });

/** One day of my buying (the dashboard's trend, China time): orders placed that day, and what was paid that day. */
export const spendDaySchema = v.object({ date: dateOnly(), orders: count(), spend: amount() });

/** One day of my commission (the promotion page's trend): invitee orders that earned me commission that day, and its sum. */
export const commissionDaySchema = v.object({ date: dateOnly(), orders: count(), commission: amount() });

/** A request to void delivered card keys and refund them. */
export const cardRepealSchema = v.object({
  id: count(),
  orderNo: v.string(),
  goodsName: v.string(),
  cards: v.array(deliveredCardSchema),
  reason: v.string(),
  status: v.picklist(['pending', 'approved', 'rejected']),
  reply: v.string(),
  refund: amount(),
  createdAt: dateTime(),
  handledAt: maybeDateTime(),
});

/** A change of a goods' price, stock or status (the goodsLog page). */
export const goodsLogSchema = v.object({
  id: count(),
  goodsId: count(),
  goodsName: v.string(),
  kind: v.picklist(['price', 'stock', 'status']),
  before: v.string(),
  after: v.string(),
  remark: v.string(),
  createdAt: dateTime(),
});

/** A card key the customer bought (the cdk page: keys bought for resale). */
export const myCardSchema = v.object({
  ...deliveredCardSchema.entries,
  orderNo: v.string(),
  goodsId: count(),
  goodsName: v.string(),
  status: v.picklist(['sold', 'repealed']),
  soldAt: dateTime(),
});

/** My price for a goods in my shop (the shop page, set with doShopPrice). */
export const shopPriceSchema = v.object({
  goodsId: count(),
  name: v.string(),
  cover: v.string(),
  /** What I pay (my level's price). */
  cost: amount(),
  retail: amount(),
  mode: v.nullable(v.picklist(['percent', 'fixed'])),
  value: v.nullable(amount()),
  /** What my visitors pay: retail when I set nothing. */
  price: amount(),
});

const unbindRequest = v.object({ salePwd: v.optional(v.string()) });

// ---- endpoints ----

export const customer = {
  // ---- spec §7 ----
  uploadFile: e('uploadFile', {
    path: '/inside/uploadFile',
    encoding: 'multipart',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Upload one image (JPG, PNG, WebP, GIF; at most 10 MB); answers its URL.' : '',
    request: v.object({
      file: fileField(),
      usage: v.optional(v.picklist(['avatar', 'complaint', 'other']), 'other'),
    }),
    response: v.object({ url: v.string(), name: v.string(), size: count() }),
  }),
  getAccount: account.getAccount,
  updateFrontCustomer: e('updateFrontCustomer', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Update nickname (1–20 characters), QQ (5–11 digits, may be empty) and avatar (an uploaded URL).' : '',
    request: v.object({
      nickname: text('昵称', 20),
      qq: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{5,11})?$/, 'QQ号为5到11位数字'))),
      avatar: v.optional(v.pipe(v.string(), v.maxLength(300))),
    }),
    response: ok,
  }),
  updateFrontLoginPwd: e('updateFrontLoginPwd', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Change the login password (old, new 6–20 characters, confirmation).' : '',
    request: v.object({ oldPwd: v.string('请输入原密码'), newPwd: password('新密码'), confirmPwd: v.string('请再次输入新密码') }),
    response: ok,
  }),
  setSalePwd: e('setSalePwd', {
    encoding: 'form-repeat',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Set the sale password (6 digits) the first time; salePwd repeats: [password, confirmation]. Turns the check on.' : '',
    request: v.object({
      // One value arrives as a plain field, not an array: then the confirmation is missing.
      salePwd: v.pipe(
        v.union(
          [
            v.array(v.string()),
            v.pipe(
              v.string(),
              v.transform((one) => [one]),
            ),
          ],
          '请输入交易密码并确认',
        ),
        v.length(2, '请输入交易密码并确认'),
      ),
      loginPwd: v.string('请输入登录密码'),
    }),
    response: ok,
  }),
  setNewSalePwd: e('setNewSalePwd', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Change the sale password.' : '',
    request: v.object({
      oldSalePwd: v.string('请输入原交易密码'),
      newSalePwd: salePassword('新交易密码'),
      confirmSalePwd: v.string('请确认新交易密码'),
    }),
    response: ok,
  }),
  setSalePwdStatus: e('setSalePwdStatus', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Turn the sale password check on (1) or off (0); needs the sale password.' : '',
    request: v.object({ status: flag(), salePwd: v.string('请输入交易密码') }),
    response: ok,
  }),
  getWeixinBind: e('getWeixinBind', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'A QR code to bind Weixin by scanning, with the state the callback must carry (valid 5 minutes).' : '',
    request: noBody,
    response: bindQrSchema,
  }),
  doWeixinBind: e('doWeixinBind', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Finish a binding with the code and state of a platform callback (Weixin, QQ, mini-program, public account).' : '',
    request: v.object({
      type: v.picklist(['weixin', 'qq', 'mp', 'wc'], '绑定类型不正确'),
      code: text('授权码', 200),
      state: text('state', 100),
    }),
    response: bindingSchema,
  }),
  doWeixinBindDelete: e('doWeixinBindDelete', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Cancel a pending QR binding (its state stops working).' : '',
    request: v.object({ state: text('state', 100) }),
    response: ok,
  }),
  doUnbindQq: e('doUnbindQq', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Unbind QQ; the sale password is required when its check is on.' : '',
    request: unbindRequest,
    response: ok,
  }),
  doUnbindWx: e('doUnbindWx', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Unbind Weixin (sale password as for QQ).' : '',
    request: unbindRequest,
    response: ok,
  }),
  doUnbindMn: e('doUnbindMn', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Unbind the mini-program (sale password as for QQ).' : '',
    request: unbindRequest,
    response: ok,
  }),
  doUnbindWc: e('doUnbindWc', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Unbind the WeChat public account (sale password as for QQ).' : '',
    request: unbindRequest,
    response: ok,
  }),
  getPromotionCustomerStatus: e('getPromotionCustomerStatus', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Whether promotion is on for me, my rate and invitee count.' : '',
    request: noBody,
    response: promotionStatusSchema,
  }),
  getPromotionCustomerList: e('getPromotionCustomerList', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'My invitees, paged, with an optional keyword (nickname or contact).' : '',
    request: v.object({ ...pageQuery, keyword: v.optional(v.pipe(v.string(), v.trim()), '') }),
    response: paged(inviteeSchema),
  }),
  getPromotionCollect: e('getPromotionCollect', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Commission that may be collected now, what is still pending, and the minimum per collection.' : '',
    request: noBody,
    response: v.object({ collectable: amount(), pending: amount(), minimum: amount() }),
  }),
  doPromotionCollect: e('doPromotionCollect', {
    auth: 'user',
    source: 'spec',
    summary: DOCS
      ? 'Move collectable commission into the balance (at least the minimum, at most what is collectable), once per client `requestId` (a double click, a retry or a second tab answers the first result again).'
      : '',
    request: v.object({ amount: positiveMoney('领取金额'), requestId: requestId() }),
    response: collectRecordSchema,
  }),
  getPromotionCollects: e('getPromotionCollects', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Past collections, paged, newest first.' : '',
    request: v.object({ ...pageQuery }),
    response: paged(collectRecordSchema),
  }),
  getPromotionLink: e('getPromotionLink', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'My invite link.' : '',
    request: noBody,
    response: v.object({ link: v.string(), inviteCode: v.string() }),
  }),
  getPromotionPoster: e('getPromotionPoster', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'My invite poster: background image, link and caption.' : '',
    request: noBody,
    response: v.object({ background: v.string(), link: v.string(), caption: v.string() }),
  }),
  getAllPromotionDetails: e('getAllPromotionDetails', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Recent commission records from invitee orders (the latest 50).' : '',
    request: noBody,
    response: v.object({ list: v.array(commissionSchema) }),
  }),
  getAllPromotionTotal: e('getAllPromotionTotal', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS
      ? 'Promotion figures: invitees, orders, this month and total commission, collected so far (and the last 30 days by day).'
      : '',
    request: noBody,
    response: v.object({
      invitees: count(),
      orders: count(),
      monthCommission: amount(),
      totalCommission: amount(),
      collected: amount(),
      /**
       * Ours, beside the spec's figures: the last 30 days' commission by day (the page's trend chart),
       * oldest first, ending today. Optional: a back end without it answers the figures alone.
       */
      last30Days: v.optional(v.array(commissionDaySchema), []),
    }),
  }),
  sendBindMobileCode: e('sendBindMobileCode', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Send a verification code to a mobile number to bind it (one per 60 s).' : '',
    request: v.object({ mobile: mobile() }),
    response: codeSentSchema,
  }),
  doMobileBind: e('doMobileBind', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Bind the mobile number with the code sent to it.' : '',
    request: v.object({ mobile: mobile(), code: verifyCode() }),
    response: bindingSchema,
  }),
  sendUnbindMobileCode: e('sendUnbindMobileCode', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Send a code to the bound mobile number to unbind it (one per 60 s).' : '',
    request: noBody,
    response: codeSentSchema,
  }),
  doMobileUnbind: e('doMobileUnbind', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Unbind the mobile number with the code sent to it.' : '',
    request: v.object({ code: verifyCode() }),
    response: ok,
  }),
  getEmailBind: e('getEmailBind', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'The e-mail binding and the seconds before another code may be sent.' : '',
    request: noBody,
    response: emailBindSchema,
  }),
  doEmailBind: e('doEmailBind', {
    auth: 'user',
    source: 'spec',
    summary: DOCS
      ? 'E-mail binding in steps: action=send with email sends a binding code (without email, to the bound address for unbinding); action=bind with email and code; action=unbind with code.'
      : '',
    request: v.object({
      action: v.picklist(['send', 'bind', 'unbind'], '操作类型不正确'),
      email: v.optional(email()),
      code: v.optional(verifyCode()),
    }),
    response: emailBindSchema,
  }),
  doOpenApiStatus: e('doOpenApiStatus', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Turn the open API on (1) or off (0) once enabled.' : '',
    request: v.object({ status: flag() }),
    response: v.object({ status: v.boolean() }),
  }),
  doOpenApi: e('doOpenApi', {
    auth: 'user',
    source: 'spec',
    summary: DOCS
      ? 'Enable the open API for this account (once; sale password when its check is on); answers the app id and the masked key.'
      : '',
    request: v.object({ salePwd: v.optional(v.string()) }),
    response: v.object({ appId: v.string(), keyMasked: v.string() }),
  }),
  doOpenApiKey: e('doOpenApiKey', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Reveal (action=show) or regenerate (action=reset) the open API key; answers it in full once.' : '',
    request: v.object({ action: v.picklist(['show', 'reset'], '操作类型不正确'), salePwd: v.optional(v.string()) }),
    response: v.object({ key: v.string(), keyMasked: v.string() }),
  }),
  doShopPrice: e('doShopPrice', {
    auth: 'user',
    source: 'spec',
    summary: DOCS
      ? 'Set my shop price for goods: a markup in percent (0–300) or a fixed price (not below my cost); mode=clear removes it.'
      : '',
    request: v.object({
      goodsId: int(),
      mode: v.picklist(['percent', 'fixed', 'clear'], '定价方式不正确'),
      value: v.optional(money(), 0),
    }),
    response: shopPriceSchema,
  }),
  doUpdateLoginName: e('doUpdateLoginName', {
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'Change the login name (once); 4–20 letters, digits or underscores, starting with a letter.' : '',
    request: v.object({
      loginName: v.pipe(
        v.string('请输入新登录名'),
        v.trim(),
        v.regex(/^[a-zA-Z][a-zA-Z0-9_]{3,19}$/, '登录名为4到20位字母、数字或下划线，以字母开头'),
      ),
      loginPwd: v.string('请输入登录密码'),
    }),
    response: ok,
  }),
  getLastTwoLoginLog: e('getLastTwoLoginLog', {
    encoding: 'none',
    auth: 'user',
    source: 'spec',
    summary: DOCS ? 'The current and the previous login (R3.2): data.logs = [current, last?].' : '',
    request: noBody,
    response: v.object({ logs: v.pipe(v.array(loginLogSchema), v.maxLength(2)) }),
  }),

  // ---- ours: the rest of the customer pages of screens.md ----
  getBindQrcode: e('getBindQrcode', {
    auth: 'user',
    summary: DOCS ? 'A QR code / authorisation URL to bind QQ, the mini-program or the public account (Weixin has getWeixinBind).' : '',
    request: v.object({ type: v.picklist(['qq', 'mp', 'wc'], '绑定类型不正确') }),
    response: bindQrSchema,
  }),
  getIndexData: e('getIndexData', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS
      ? 'Dashboard figures: balance, level, today’s orders and spend, unread messages, pinned announcements, recent orders, and the last 30 days’ orders and spend by day.'
      : '',
    request: noBody,
    response: v.object({
      balance: amount(),
      frozenBalance: amount(),
      level: levelRefSchema,
      nextLevel: v.nullable(v.object({ id: count(), name: v.string(), upgradePrice: amount() })),
      todayOrders: count(),
      todaySpend: amount(),
      monthSpend: amount(),
      totalOrders: count(),
      unreadMessages: count(),
      pinnedAnnouncements: v.array(announcementSummarySchema),
      recentOrders: v.array(orderSummarySchema),
      /** My last 30 days (the dashboard's trend chart), oldest first, ending today. */
      last30Days: v.array(spendDaySchema),
    }),
  }),
  getLevelList: e('getLevelList', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'Every level with benefits and upgrade price, and my current one.' : '',
    request: noBody,
    response: v.object({ current: levelRefSchema, list: v.array(levelSchema) }),
  }),
  doUpgradeLevel: e('doUpgradeLevel', {
    auth: 'user',
    summary: DOCS
      ? 'Upgrade to a higher level (the same or a lower level is refused). pay=balance pays at once from the balance (sale password when its check is on): next=done with the new level. pay=online answers an unpaid number (next=pay, orderNo) to pay at /pay/payonline with a channel; the level changes when it is paid (an unpaid number of the same level is answered again).'
      : '',
    request: v.object({
      levelId: int(),
      pay: v.optional(v.picklist(['balance', 'online'], '支付方式不正确'), 'balance'),
      salePwd: v.optional(v.string()),
      requestId: requestId(),
    }),
    response: v.object({
      /** The level now (unchanged until an online payment is paid). */
      level: levelRefSchema,
      balance: amount(),
      next: v.picklist(['done', 'pay']),
      /** The number to pay at /pay/payonline (next=pay), else null. */
      orderNo: v.nullable(v.string()),
    }),
  }),
  getCreateVipInfo: e('getCreateVipInfo', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'What opening my own reseller shop costs: the versions, my balance, and my site if I have one.' : '',
    request: noBody,
    response: v.object({
      versions: v.array(vipVersionSchema),
      /** What I pay for a year of each version (my level may take a discount off its price). */
      myPrices: v.array(v.object({ versionId: count(), price: amount() })),
      balance: amount(),
      site: v.nullable(v.object({ id: count(), name: v.string(), path: v.string(), expiresAt: dateTime() })),
    }),
  }),
  checkVipPath: e('checkVipPath', {
    auth: 'user',
    summary: DOCS ? 'Whether a site path may be taken for my reseller shop: its format, the app’s own paths, paths of other sites.' : '',
    request: v.object({
      sitePath: v.pipe(v.string('请输入站点路径'), v.trim(), v.regex(/^[a-z0-9]{3,20}$/, '站点路径为3到20位小写字母或数字')),
    }),
    response: v.object({ sitePath: v.string(), available: v.boolean(), reason: v.string() }),
  }),
  doCreateVip: e('doCreateVip', {
    auth: 'user',
    summary: DOCS
      ? 'Open my reseller shop: version, site name, path (3–20 lower-case letters or digits), one year paid from the balance.'
      : '',
    request: v.object({
      versionId: int(),
      siteName: text('站点名称', 30),
      sitePath: v.pipe(v.string('请输入站点路径'), v.trim(), v.regex(/^[a-z0-9]{3,20}$/, '站点路径为3到20位小写字母或数字')),
      salePwd: v.optional(v.string()),
      requestId: requestId(),
    }),
    response: v.object({
      siteId: count(),
      path: v.string(),
      expiresAt: dateTime(),
      /** The site's term in days (the envelope's keyDay carries it too, R7.2). */
      days: count(),
      balance: amount(),
    }),
  }),
  getOrderList: e('getOrderList', {
    auth: 'user',
    summary: DOCS ? 'My orders, newest first: status tab, date range, keyword (order number or goods name); with counts per status.' : '',
    request: v.object({ ...listQuery, status: v.optional(orderStatusSchema) }),
    response: v.object({ ...paged(orderSummarySchema).entries, statusCounts: v.record(v.string(), count()) }),
  }),
  getOrderInfo: e('getOrderInfo', {
    auth: 'user',
    summary: DOCS ? 'One of my orders in full, with its delivered card keys.' : '',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: orderDetailSchema,
  }),
  getOrderExpress: e('getOrderExpress', {
    auth: 'user',
    summary: DOCS ? 'The logistics timeline of one of my shipped orders.' : '',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: v.object({ orderNo: v.string(), goodsName: v.string(), express: expressSchema }),
  }),
  getOrderContent: e('getOrderContent', {
    auth: 'user',
    summary: DOCS
      ? 'The delivery content of one of my orders as text (keys one per line, or the delivery text) and the goods’ delivery notes.'
      : '',
    request: v.object({ orderNo: text('订单号', 40) }),
    response: v.object({
      orderNo: v.string(),
      goodsName: v.string(),
      deliveryType: deliveryTypeSchema,
      content: v.string(),
      notes: v.string(),
      cards: v.array(deliveredCardSchema),
    }),
  }),
  doCardRepeal: e('doCardRepeal', {
    auth: 'user',
    summary: DOCS ? 'Ask to void delivered card keys of my order and refund them (all the order’s keys when cardIds is absent).' : '',
    request: v.object({ orderNo: text('订单号', 40), cardIds: v.optional(idList()), reason: text('申请原因', 200) }),
    response: cardRepealSchema,
  }),
  getCardRepealList: e('getCardRepealList', {
    auth: 'user',
    summary: DOCS ? 'My void / refund requests, newest first.' : '',
    request: v.object({ ...pageQuery, status: v.optional(v.picklist(['pending', 'approved', 'rejected'])) }),
    response: paged(cardRepealSchema),
  }),
  getGoodsLog: e('getGoodsLog', {
    auth: 'user',
    summary: DOCS ? 'Price, stock and status changes of goods (one goods when goodsId is given), newest first.' : '',
    request: v.object({ ...pageQuery, goodsId: v.optional(int()) }),
    response: paged(goodsLogSchema),
  }),
  getMyCardList: e('getMyCardList', {
    auth: 'user',
    summary: DOCS ? 'Card keys I bought, newest first; keyword matches the key or the order number.' : '',
    request: v.object({ ...listQuery, goodsId: v.optional(int()), status: v.optional(v.picklist(['sold', 'repealed'])) }),
    response: paged(myCardSchema),
  }),
  exportMyCards: e('exportMyCards', {
    auth: 'user',
    summary: DOCS
      ? 'Every card key I bought that matches the getMyCardList filters (at most 10,000, newest first), complete, for the cdk page’s .txt export.'
      : '',
    request: v.object({
      keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), ''),
      startDate: v.optional(dateOnly()),
      endDate: v.optional(dateOnly()),
      goodsId: v.optional(int()),
      status: v.optional(v.picklist(['sold', 'repealed'])),
    }),
    response: v.object({ list: v.array(myCardSchema), total: count(), truncated: v.boolean() }),
  }),
  getFundLog: e('getFundLog', {
    auth: 'user',
    summary: DOCS ? 'My fund log, newest first, by kind and date range, with the income and expense of the filter.' : '',
    request: v.object({ ...listQuery, type: v.optional(fundTypeSchema) }),
    response: v.object({ ...paged(fundLogSchema).entries, income: amount(), expense: amount() }),
  }),
  getPayRecords: e('getPayRecords', {
    auth: 'user',
    summary: DOCS ? 'My payments (orders, recharges, levels, shop), newest first.' : '',
    request: v.object({
      ...listQuery,
      kind: v.optional(v.picklist(['order', 'recharge', 'level', 'vip'])),
      status: v.optional(v.picklist(['pending', 'paid', 'failed', 'closed'])),
    }),
    response: paged(payRecordSchema),
  }),
  getWithdrawConfig: e('getWithdrawConfig', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'What I may withdraw: available, frozen, minimum, fee rate, amount in progress, channels.' : '',
    request: noBody,
    response: v.object({
      available: amount(),
      frozen: amount(),
      minimum: amount(),
      /** Percent of the amount. */
      feeRate: v.number(),
      minFee: amount(),
      inProgress: amount(),
      salePwdSet: v.boolean(),
      channels: v.array(v.object({ channel: withdrawChannelSchema, label: v.string(), manual: v.boolean() })),
    }),
  }),
  doWithdraw: e('doWithdraw', {
    auth: 'user',
    summary: DOCS
      ? 'Withdraw from the balance to Alipay, WeChat or a bank card; needs the sale password; the amount is frozen until done.'
      : '',
    request: v.object({
      amount: positiveMoney('提现金额'),
      channel: withdrawChannelSchema,
      account: text('收款账号', 50),
      accountName: text('收款人姓名', 20),
      salePwd: v.string('请输入交易密码'),
      requestId: requestId(),
    }),
    response: withdrawalSchema,
  }),
  getWithdrawList: e('getWithdrawList', {
    auth: 'user',
    summary: DOCS ? 'My withdrawals, newest first.' : '',
    request: v.object({ ...pageQuery, status: v.optional(v.picklist(['processing', 'done', 'failed'])) }),
    response: paged(withdrawalSchema),
  }),
  getTransferPayee: e('getTransferPayee', {
    auth: 'user',
    summary: DOCS
      ? 'Who a transfer would reach, before the sale password is asked: the customer with this login name, bound mobile or bound e-mail, their names masked. Unknown, own and disabled accounts are refused as doTransfer refuses them.'
      : '',
    request: v.object({ to: text('收款账号', 50) }),
    response: v.object({
      /** What was typed, as the server matched it (send it as doTransfer's `to`). */
      to: v.string(),
      matchedBy: v.picklist(['loginName', 'mobile', 'email']),
      /** The payee's login name, masked (tr***er). */
      loginName: v.string(),
      /** The payee's nickname, masked (张**). */
      nickname: v.string(),
      avatar: v.string(),
    }),
  }),
  doTransfer: e('doTransfer', {
    auth: 'user',
    summary: DOCS
      ? 'Transfer balance to another customer by login name, bound mobile or bound e-mail (getTransferPayee shows who first); needs the sale password.'
      : '',
    request: v.object({
      to: text('收款账号', 50),
      amount: positiveMoney('转账金额'),
      salePwd: v.string('请输入交易密码'),
      remark: optionalText('备注', 50),
      requestId: requestId(),
    }),
    response: v.object({ transfer: transferSchema, balance: amount() }),
  }),
  getTransferList: e('getTransferList', {
    auth: 'user',
    summary: DOCS ? 'My transfers in and out, newest first.' : '',
    request: v.object({ ...pageQuery, direction: v.optional(v.picklist(['in', 'out'])) }),
    response: paged(transferSchema),
  }),
  getFavoriteList: account.getFavoriteList,
  doFavorite: account.doFavorite,
  doFavoriteDelete: account.doFavoriteDelete,
  getComplaintList: e('getComplaintList', {
    auth: 'user',
    summary: DOCS ? 'My complaints, newest activity first.' : '',
    request: v.object({ ...pageQuery, status: v.optional(v.picklist(['open', 'replied', 'closed'])) }),
    response: paged(complaintSummarySchema),
  }),
  getComplaintInfo: e('getComplaintInfo', {
    auth: 'user',
    summary: DOCS ? 'One of my complaints with its thread.' : '',
    request: v.object({ id: int() }),
    response: complaintSchema,
  }),
  doComplaint: e('doComplaint', {
    auth: 'user',
    summary: DOCS ? 'File a complaint on one of my paid orders (one open complaint per order); images are uploaded URLs (at most 5).' : '',
    request: v.object({
      orderNo: text('订单号', 40),
      type: v.picklist(['presale', 'aftersale'], '请选择投诉类型'),
      reason: text('投诉原因', 30),
      title: text('标题', 50),
      content: text('投诉内容', 1000),
      images: v.optional(v.pipe(v.array(v.string()), v.maxLength(5, '最多上传5张图片')), []),
    }),
    response: complaintSchema,
  }),
  doComplaintReply: e('doComplaintReply', {
    auth: 'user',
    summary: DOCS ? 'Add my reply to a complaint thread (not when closed).' : '',
    request: v.object({
      id: int(),
      content: text('回复内容', 1000),
      images: v.optional(v.pipe(v.array(v.string()), v.maxLength(5, '最多上传5张图片')), []),
    }),
    response: complaintMessageSchema,
  }),
  doComplaintClose: e('doComplaintClose', {
    auth: 'user',
    summary: DOCS ? 'Close one of my complaints (solved).' : '',
    request: v.object({ id: int() }),
    response: ok,
  }),
  getMessageList: e('getMessageList', {
    auth: 'user',
    summary: DOCS ? 'My inbox, newest first, with the unread count (which prefixes the page title, R2.3).' : '',
    request: v.object({ ...pageQuery, status: v.optional(v.picklist(['all', 'unread', 'read']), 'all') }),
    response: v.object({ ...paged(messageSchema).entries, unread: count() }),
  }),
  getUnreadCount: e('getUnreadCount', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'How many unread messages I have.' : '',
    request: noBody,
    response: v.object({ count: count() }),
  }),
  doMessageRead: e('doMessageRead', {
    auth: 'user',
    summary: DOCS ? 'Mark messages read: the given ids, or all with all=1.' : '',
    request: v.object({ ids: v.optional(idList()), all: v.optional(flag()) }),
    response: v.object({ unread: count() }),
  }),
  doMessageDelete: e('doMessageDelete', {
    auth: 'user',
    summary: DOCS ? 'Delete messages from my inbox.' : '',
    request: v.object({ ids: idList() }),
    response: v.object({ unread: count() }),
  }),
  getShopPriceList: e('getShopPriceList', {
    auth: 'user',
    summary: DOCS ? 'Goods with my cost, the retail price and my shop price, and my shop link.' : '',
    request: v.object({ ...pageQuery, keyword: v.optional(v.pipe(v.string(), v.trim()), '') }),
    response: v.object({ ...paged(shopPriceSchema).entries, shopLink: v.string() }),
  }),
  getVerified: e('getVerified', {
    encoding: 'none',
    auth: 'user',
    summary: DOCS ? 'The verified page: the mobile binding and real-name certification state.' : '',
    request: noBody,
    response: v.object({
      mobile: bindingSchema,
      certified: v.boolean(),
      realName: v.string(),
      certifiedAt: maybeDateTime(),
    }),
  }),
} as const;

export type Account = v.InferOutput<typeof accountSchema>;
export type Binding = v.InferOutput<typeof bindingSchema>;
export type BindingType = (typeof bindingTypes)[number];
export type LoginLog = v.InferOutput<typeof loginLogSchema>;
export type SpendDay = v.InferOutput<typeof spendDaySchema>;
export type CommissionDay = v.InferOutput<typeof commissionDaySchema>;
export type CardRepeal = v.InferOutput<typeof cardRepealSchema>;
export type GoodsLog = v.InferOutput<typeof goodsLogSchema>;
export type MyCard = v.InferOutput<typeof myCardSchema>;
export type ShopPrice = v.InferOutput<typeof shopPriceSchema>;
