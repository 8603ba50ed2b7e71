// Public calls: log-in, register, forgotten password, site information, announcements, service,
// the AI bot, order query (/chadan) and price query (/chajia).
import { api, payMethods, type Faq, type ServiceContacts } from '@shop/session/contract';
import {
  DEFAULT_AVATAR,
  MAIN_SITE_TITLE,
  customerByAccount,
  endSessions,
  formatDateTime,
  issueSession,
  levelPrice,
  mask,
  newCustomer,
  nextId,
  orderByNo,
  paginate,
  yuan,
  type CustomerRow,
  type Db,
  type VipSiteRow,
} from '#mocks/db/index.ts';
import { codeSentMsg, sendCode, useCode } from '../kit/codes.ts';
import { SESSION_TTL_MS, fail, reply, route, type MockRoute } from '../kit/framework.ts';
import { siteListings, sitePrices } from '../site.ts';
import {
  announcementSummary,
  announcementView,
  byPinnedThenNewest,
  cardsOf,
  levelRef,
  loginResult,
  orderSummary,
  stockOf,
} from '../kit/views.ts';

const PUBLIC = api.public;

export const SERVICE_CONTACTS: ServiceContacts = {
  qq: '800012345',
  wechat: 'yunka-kefu',
  wechatQr: '/mock-assets/qr/wechat.svg',
  phone: '400-600-8899',
  email: 'service@yunka.example.com',
  hours: '每日 09:00-23:00（节假日不休）',
};

export const FAQ: Faq[] = [
  {
    id: 1,
    question: '付款后多久发货？',
    answer: '卡密类商品付款后自动发货，一般在10秒内；直充类商品5到30分钟到账；人工商品以商品页说明为准。',
  },
  {
    id: 2,
    question: '卡密提示无效怎么办？',
    answer: '请先核对是否复制完整、是否在正确的平台兑换。确认无效请在订单详情中申请作废，客服核实后退款。',
  },
  { id: 3, question: '如何查询我的订单？', answer: '登录后在“我的订单”查看；游客可在“订单查询”页面输入订单号，或联系方式加查询密码查询。' },
  { id: 4, question: '充值账号填错了可以退款吗？', answer: '直充商品提交后无法撤回，如未到账请尽快发起售后，我们会尽力为您处理。' },
  { id: 5, question: '交易密码忘记了怎么办？', answer: '在“账户安全”中通过绑定的手机号验证后重新设置交易密码。' },
  { id: 6, question: '如何开通自己的分站？', answer: '在“开通分站”页面选择版本、填写站点名称与路径，使用余额支付后立即开通。' },
];

/** The main site's information (getSiteInfo without a site). */
const MAIN_SITE_INFO = {
  title: MAIN_SITE_TITLE,
  subtitle: '会员卡密 · 游戏点卡 · 话费直充，7×24小时自动发货',
  logo: '/mock-assets/logo/0.svg',
  keywords: '卡密,自动发货,视频会员,游戏点卡,话费充值',
  description: '云卡数字商城：视频会员、音乐会员、游戏点卡、话费流量等数字商品自动发货平台。',
  notice: '双十二会员卡限时特惠进行中，全场卡密自动发货！',
  icp: '沪ICP备2026000001号',
  registerOpen: true,
  service: SERVICE_CONTACTS,
  payMethods: [...payMethods],
  site: null,
};

const AIBOT_GREETING = '您好，我是云卡智能客服小云，请问有什么可以帮您？';
const AIBOT_SUGGESTIONS = ['付款后多久发货？', '卡密提示无效怎么办？', '如何查询我的订单？', '怎么开通分站？'];

/**
 * The log-in's answer: a session, a log entry from the customer's place (the login notice reads it).
 * On a reseller site the session is the site's: it counts there only.
 */
export function logIn(db: Db, customer: CustomerRow, now: number, site: VipSiteRow | null = null) {
  const session = issueSession(db, 'user', customer.id, now, SESSION_TTL_MS.user, site?.id ?? null);
  db.loginLogs.push({
    id: nextId(db, 'loginLogs'),
    customerId: customer.id,
    ip: customer.loginPlace.ip,
    address: customer.loginPlace.address,
    time: now,
  });
  return loginResult(db, customer, session);
}

/** keyDay (R7.2) on a merchant's log-in: the days left of their site's version. */
export function keyDayOf(db: Db, customer: CustomerRow, now: number): number | undefined {
  const site = db.vipSites.find((s) => s.ownerId === customer.id && s.parentSiteId === null);
  return site ? Math.max(0, Math.ceil((site.expiresAt - now) / 86_400_000)) : undefined;
}

function dirWithChildren(db: Db, dirId: number): Set<number> {
  return new Set([dirId, ...db.directories.filter((d) => d.parentId === dirId).map((d) => d.id)]);
}

export const publicRoutes: MockRoute[] = [
  route(PUBLIC.login, ({ db, body, now, site }) => {
    const customer = customerByAccount(db, body.loginName);
    if (!customer || customer.password !== body.password) fail('账号或密码错误');
    // A site's buyers are its own customers (分站客户); the main site lets every account in.
    if (site && customer.siteId !== site.id) fail('该账号不是本站会员，请先在本站注册');
    if (customer.status !== 'active') fail('账号已被禁用，请联系客服');
    const keyDay = site ? undefined : keyDayOf(db, customer, now);
    return reply(logIn(db, customer, now, site), keyDay === undefined ? { msg: '登录成功' } : { msg: '登录成功', keyDay });
  }),

  route(PUBLIC.logout, ({ db, session }) => {
    if (session) db.sessions = db.sessions.filter((s) => s !== session);
    return reply(null, { msg: '已退出登录' });
  }),

  route(PUBLIC.sendRegisterCode, ({ db, body, now }) => {
    if (db.customers.some((c) => c.mobile === body.mobile)) fail('该手机号已注册，请直接登录');
    const cooldown = sendCode(db, 'register', body.mobile, null, now);
    const target = mask.mobile(body.mobile);
    return reply({ cooldown, target }, { msg: codeSentMsg(target) });
  }),

  route(PUBLIC.register, ({ db, body, now, site }) => {
    if (body.password !== body.confirmPwd) fail('两次输入的密码不一致');
    if (db.customers.some((c) => c.loginName.toLowerCase() === body.loginName.toLowerCase())) fail('该登录名已被使用');
    if (db.customers.some((c) => c.mobile === body.mobile)) fail('该手机号已注册，请直接登录');
    const inviter = body.inviteCode === '' ? null : db.customers.find((c) => c.inviteCode.toLowerCase() === body.inviteCode.toLowerCase());
    if (inviter === undefined) fail('邀请码不存在');
    useCode(db, 'register', body.mobile, body.code, now);
    const id = nextId(db, 'customers');
    const customer = newCustomer({
      id,
      loginName: body.loginName,
      password: body.password,
      nickname: body.loginName,
      avatar: DEFAULT_AVATAR,
      mobile: body.mobile,
      mobileBoundAt: now,
      inviterId: inviter?.id ?? null,
      // Signed up on a reseller site: a customer of that site (分站客户).
      siteId: site?.id ?? null,
      loginPlace: { ip: '183.14.29.77', address: '广东省深圳市 移动' },
      createdAt: now,
    });
    db.customers.push(customer);
    return reply(logIn(db, customer, now, site), { msg: '注册成功' });
  }),

  route(PUBLIC.sendForgetCode, ({ db, body, now, site }) => {
    const account = body.account.toLowerCase();
    const customer = db.customers.find(
      (c) => (c.mobile === account || (c.email ?? '').toLowerCase() === account) && (!site || c.siteId === site.id),
    );
    if (!customer) fail('该手机号或邮箱未绑定任何账号');
    const cooldown = sendCode(db, 'forget', account, customer.id, now);
    const target = account.includes('@') ? mask.email(account) : mask.mobile(account);
    return reply({ cooldown, target }, { msg: codeSentMsg(target) });
  }),

  route(PUBLIC.forget, ({ db, body, now, site }) => {
    const account = body.account.toLowerCase();
    const customer = db.customers.find(
      (c) => (c.mobile === account || (c.email ?? '').toLowerCase() === account) && (!site || c.siteId === site.id),
    );
    if (!customer) fail('该手机号或邮箱未绑定任何账号');
    if (body.newPwd !== body.confirmPwd) fail('两次输入的密码不一致');
    useCode(db, 'forget', account, body.code, now);
    customer.password = body.newPwd;
    endSessions(db, 'user', customer.id);
    return reply(null, { msg: '密码已重置，请使用新密码登录' });
  }),

  route(PUBLIC.getSiteInfo, ({ site }) => {
    if (site) {
      // A reseller site's own name, title, logo, Markdown notice and contacts.
      return {
        ...MAIN_SITE_INFO,
        title: site.title,
        subtitle: site.name,
        logo: site.logo,
        keywords: site.name,
        description: site.title,
        notice: site.notice,
        icp: '',
        service: { ...site.service },
        site: { path: site.path, name: site.name },
      };
    }
    return MAIN_SITE_INFO;
  }),

  route(PUBLIC.getAnnouncementList, ({ db, body, site }) => {
    const keyword = body.keyword.toLowerCase();
    const siteId = site?.id ?? 0;
    const list = db.announcements
      .filter((a) => a.siteId === siteId && (keyword === '' || a.title.toLowerCase().includes(keyword)))
      .sort(byPinnedThenNewest)
      .map(announcementSummary);
    return paginate(list, body.page, body.pageSize);
  }),

  route(PUBLIC.getAnnouncementInfo, ({ db, body, site }) => {
    const row = db.announcements.find((a) => a.id === body.id && a.siteId === (site?.id ?? 0));
    if (!row) fail('公告不存在或已删除');
    row.views += 1;
    return announcementView(row);
  }),

  route(PUBLIC.getServiceInfo, ({ site }) => ({ contacts: site ? { ...site.service } : SERVICE_CONTACTS, faq: FAQ })),

  route(PUBLIC.getAibotSuggest, () => ({ greeting: AIBOT_GREETING, suggestions: AIBOT_SUGGESTIONS })),

  route(PUBLIC.doAibotChat, ({ db, body, now, viewer }) => {
    const sessionId = body.sessionId && body.sessionId !== '' ? body.sessionId : `bot-${nextId(db, 'aibot')}`;
    return {
      sessionId,
      reply: aibotReply(db, body.message, viewer),
      suggestions: AIBOT_SUGGESTIONS.slice(0, 3),
      createdAt: formatDateTime(now),
    };
  }),

  route(PUBLIC.queryOrder, ({ db, body, site }) => {
    // On a reseller site the look-up finds the site's orders only.
    const ofSite = (order: { siteId: number | null } | undefined) => order !== undefined && (!site || order.siteId === site.id);
    const view = (orderNo: string) => {
      const order = orderByNo(db, orderNo);
      if (!order) return null;
      const locked = order.queryPwd !== '' && order.queryPwd !== body.queryPwd;
      return {
        ...orderSummary(order, { maskContact: true }),
        locked,
        cards: locked ? [] : cardsOf(db, order.cardIds),
        deliveryText: locked ? null : order.deliveryText,
        deliveredAt: order.deliveredAt === null ? null : formatDateTime(order.deliveredAt),
      };
    };
    if (body.mode === 'orderNo') {
      if (body.orderNo === '') fail('请输入订单号');
      const order = orderByNo(db, body.orderNo);
      if (!order || !ofSite(order)) fail('未找到该订单，请检查订单号');
      if (order.queryPwd !== '' && body.queryPwd !== '' && body.queryPwd !== order.queryPwd) fail('查询密码错误');
      return { list: [view(order.orderNo)].filter((x) => x !== null) };
    }
    if (body.contact === '') fail('请输入下单时填写的联系方式');
    const orders = db.orders
      .filter((o) => o.contact === body.contact && ofSite(o))
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, 5);
    // A query password given for orders that have one must open at least one of them.
    const guarded = orders.filter((o) => o.queryPwd !== '');
    if (body.queryPwd !== '' && guarded.length > 0 && !guarded.some((o) => o.queryPwd === body.queryPwd)) fail('查询密码错误');
    return { list: orders.map((o) => view(o.orderNo)).filter((x) => x !== null) };
  }),

  route(PUBLIC.queryPrice, ({ db, body, site }) => {
    const keyword = body.keyword.toLowerCase();
    const dirs = body.dirId === undefined ? null : dirWithChildren(db, body.dirId);
    if (site) {
      // A site's price list: what it sells, its visitor price and its members' price.
      const rows = [...siteListings(db, site).values()]
        .filter(
          ({ goods: g, ownName }) =>
            (keyword === '' || (ownName || g.name).toLowerCase().includes(keyword)) && (dirs === null || dirs.has(g.dirId)),
        )
        .sort((a, b) => a.goods.id - b.goods.id)
        .map(({ goods: g, ownName, markupPercent }) => {
          const prices = sitePrices(db, site, g, markupPercent);
          return {
            goodsId: g.id,
            name: ownName || g.name,
            dirName: db.directories.find((d) => d.id === g.dirId)?.name ?? '',
            cover: g.cover,
            deliveryType: g.deliveryType,
            visitorPrice: yuan(prices.visitor),
            levelPrices: [{ levelId: 0, levelName: '本站会员', price: yuan(prices.member) }],
            stock: stockOf(db, g),
          };
        });
      return paginate(rows, body.page, body.pageSize);
    }
    const rows = db.goods
      .filter(
        (g) => g.status !== 'off' && (keyword === '' || g.name.toLowerCase().includes(keyword)) && (dirs === null || dirs.has(g.dirId)),
      )
      .map((g) => ({
        goodsId: g.id,
        name: g.name,
        dirName: db.directories.find((d) => d.id === g.dirId)?.name ?? '',
        cover: g.cover,
        deliveryType: g.deliveryType,
        visitorPrice: yuan(g.priceCents),
        levelPrices: db.levels.map((l) => ({ levelId: l.id, levelName: l.name, price: yuan(levelPrice(g, l.id, db.levels)) })),
        stock: stockOf(db, g),
      }));
    return paginate(rows, body.page, body.pageSize);
  }),
];

/** A rule-based answer: an order number in the question, then the FAQ by keywords, else a hand-over. */
function aibotReply(db: Db, message: string, viewer: CustomerRow | null): string {
  const orderNo = /\d{18}/.exec(message)?.[0];
  if (orderNo) {
    const order = db.orders.find((o) => o.orderNo === orderNo);
    if (!order) return `没有找到订单 ${orderNo}，请核对订单号是否完整。`;
    if (viewer === null || order.customerId !== viewer.id)
      return `订单 ${orderNo} 已找到，为保护隐私请登录后在“我的订单”查看，或在订单查询页验证后查看。`;
    return `订单 ${orderNo}（${order.goodsName}）当前状态：${ORDER_STATUS_TEXT[order.status]}。`;
  }
  const text = message.toLowerCase();
  const rules: Array<[RegExp, number]> = [
    [/发货|多久|到账/, 1],
    [/无效|不能用|错误|作废/, 2],
    [/查询|订单|找不到/, 3],
    [/填错|账号错/, 4],
    [/交易密码|支付密码/, 5],
    [/分站|开店|代理/, 6],
  ];
  for (const [pattern, id] of rules) if (pattern.test(text)) return FAQ.find((f) => f.id === id)?.answer ?? '';
  if (/人工|客服|投诉/.test(text)) return `正在为您转接人工客服，您也可以添加客服QQ ${SERVICE_CONTACTS.qq}（${SERVICE_CONTACTS.hours}）。`;
  if (viewer)
    return `${viewer.nickname}，您好！这个问题我还在学习中，建议您描述得更具体一些，或联系人工客服。您的会员等级是${levelRef(db, viewer.levelId).name}。`;
  return '这个问题我还在学习中，您可以换个说法，或点击“转人工”联系客服。';
}

export const ORDER_STATUS_TEXT: Record<string, string> = {
  unpaid: '待付款',
  paid: '已付款，等待发货',
  processing: '处理中',
  delivered: '已发货',
  refunded: '已退款',
  closed: '已关闭',
  complained: '售后处理中',
  expired: '已过期',
  abnormal: '异常（库存不足）',
};
