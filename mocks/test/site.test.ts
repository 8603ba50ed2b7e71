// A reseller site's storefront: resolveSite, the site named in X-Site on storefront calls
// (its prices, goods, directories, decoration, announcements, pages), orders placed on it and their
// profit in the back office, its customers' sessions kept apart from the main site's, and a site that
// cannot sell refused.
import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { DAY, now, type VipSiteRow } from '../db/index.ts';
import { SEED_LOGINS, SEED_TOKENS, advanceMockClock, getDb, mockPay, setScenario } from '../node.ts';
import { call, captcha, ok, refused } from './client.ts';

const P = api.public;
const S = api.shop;
const V = api.vip;
const vip = { token: SEED_TOKENS.vipshop };
const onSite = (path = 'xiaolu', token?: string) => ({ headers: { 'X-Site': path }, ...(token ? { token } : {}) });
const xiaolu = () => getDb().vipSites.find((s) => s.path === 'xiaolu') as VipSiteRow;

/** A site customer who can log in (active, owns no site). */
function siteCustomer() {
  const owners = new Set(getDb().vipSites.map((s) => s.ownerId));
  const found = getDb().customers.find((c) => c.siteId === xiaolu().id && c.status === 'active' && !owners.has(c.id));
  if (!found) throw new Error('the seed lacks a customer of xiaolu');
  return found;
}

/** The site's visible goods with their back-office prices (分站商品). */
async function backOfficeGoods() {
  return (await ok(V.getGoodsList, { page: 1, pageSize: 100, visible: 1 }, vip)).list;
}

describe('resolveSite: which site an address opens', () => {
  it('by path, by sub-domain label, by a verified own domain; the main domain is the main site', async () => {
    const card = { path: 'xiaolu', name: '小鹿数码商城', title: xiaolu().title, logo: xiaolu().logo };
    expect(await ok(P.resolveSite, { path: 'XiaoLu' })).toEqual({ kind: 'site', site: card });
    expect(await ok(P.resolveSite, { subDomain: 'xiaolu' })).toEqual({ kind: 'site', site: card });
    expect(await ok(P.resolveSite, { domain: 'shop.xiaolu-digital.com' })).toEqual({ kind: 'site', site: card });
    expect(await ok(P.resolveSite, { domain: 'xiaolu.yunka.example.com' })).toEqual({ kind: 'site', site: card });
    expect(await ok(P.resolveSite, { domain: 'yunka.example.com' })).toEqual({ kind: 'main' });
    expect(await ok(P.resolveSite, { domain: 'www.yunka.example.com' })).toEqual({ kind: 'main' });
  });

  it('unknown paths, labels and hosts, and an own domain whose CNAME is not verified, are nobody’s', async () => {
    expect(await ok(P.resolveSite, { path: 'nosuch' })).toEqual({ kind: 'unknown' });
    expect(await ok(P.resolveSite, { subDomain: 'nosuch' })).toEqual({ kind: 'unknown' });
    expect(await ok(P.resolveSite, { domain: 'example.org' })).toEqual({ kind: 'unknown' });
    xiaolu().domainVerified = false;
    expect(await ok(P.resolveSite, { domain: 'shop.xiaolu-digital.com' })).toEqual({ kind: 'unknown' });
  });

  it('an expired site and a closed one answer closed with why (the seed’s kabao is expired)', async () => {
    expect(await ok(P.resolveSite, { path: 'kabao' })).toMatchObject({ kind: 'closed', reason: 'expired', site: { name: '卡宝自助商城' } });
    const child = getDb().vipSites.find((s) => s.path === 'mengmeng') as VipSiteRow;
    expect(await ok(P.resolveSite, { path: 'mengmeng' })).toMatchObject({ kind: 'site' });
    await ok(V.saveChild, { id: child.id, status: 'disabled', commissionRate: 5 }, vip);
    expect(await ok(P.resolveSite, { path: 'mengmeng' })).toMatchObject({ kind: 'closed', reason: 'closed' });
    // Time runs out too.
    advanceMockClock(xiaolu().expiresAt - now() + DAY);
    expect(await ok(P.resolveSite, { path: 'xiaolu' })).toMatchObject({ kind: 'closed', reason: 'expired' });
  });

  it('QA scenarios site-expired and site-closed close every site; the main site sells on', async () => {
    setScenario('site-expired');
    expect(await ok(P.resolveSite, { path: 'xiaolu' })).toMatchObject({ kind: 'closed', reason: 'expired' });
    expect(await refused(S.getGoodsList, {}, onSite())).toBe('该分站已到期，暂停营业');
    expect((await ok(S.getGoodsList, {})).total).toBeGreaterThan(0);
    setScenario('site-closed');
    expect(await ok(P.resolveSite, { subDomain: 'xiaolu' })).toMatchObject({ kind: 'closed', reason: 'closed' });
    expect(await refused(P.getSiteInfo, undefined, onSite())).toBe('该分站已关闭，暂停营业');
  });

  it('asks for exactly one of path, sub-domain and domain', async () => {
    expect(await refused(P.resolveSite, {})).toBe('请只提供站点路径、二级域名或域名中的一项');
    expect(await refused(P.resolveSite, { path: 'xiaolu', subDomain: 'xiaolu' })).toBe('请只提供站点路径、二级域名或域名中的一项');
  });
});

describe('a site that cannot sell, or nobody’s, is refused on every storefront call', () => {
  it.each([
    ['kabao', '该分站已到期，暂停营业'],
    ['nosuch', '该分站不存在，请核对网址'],
  ])('%s', async (path, msg) => {
    expect(await refused(S.getGoodsList, {}, onSite(path))).toBe(msg);
    expect(await refused(S.getGoodsInfo, { id: 1 }, onSite(path))).toBe(msg);
    expect(await refused(P.getHomeLayout, undefined, onSite(path))).toBe(msg);
    expect(await refused(S.createOrder, { goodsId: 1, quantity: 1, payMethod: 'alipay' }, onSite(path))).toBe(msg);
  });
});

describe('the site’s storefront: its branding, goods, prices, directories, decoration, announcements, pages', () => {
  it('getSiteInfo answers the site’s name, title, logo, Markdown notice and contacts; the main site’s is unchanged', async () => {
    const info = await ok(P.getSiteInfo, undefined, onSite());
    const site = xiaolu();
    expect(info).toMatchObject({
      title: site.title,
      logo: site.logo,
      notice: site.notice,
      service: site.service,
      site: { path: 'xiaolu', name: '小鹿数码商城' },
    });
    const main = await ok(P.getSiteInfo);
    expect(main.site).toBeNull();
    expect(main.title).not.toBe(site.title);
  });

  it('lists only the goods it shows, under its own names, at the prices 分站商品 shows (visitor; member when logged in)', async () => {
    const shown = await backOfficeGoods();
    const hidden = getDb().vipGoods.filter((g) => g.siteId === xiaolu().id && !g.visible);
    expect(hidden.length).toBeGreaterThan(0);
    const list = (await ok(S.getGoodsList, { page: 1, pageSize: 100 }, onSite())).list;
    for (const row of shown.filter((g) => g.goodsStatus !== 'off')) {
      const item = list.find((g) => g.id === row.goodsId);
      expect(item, row.name).toMatchObject({ name: row.ownName || row.name, price: row.price, myPrice: row.price });
    }
    for (const row of hidden) expect(list.some((g) => g.id === row.goodsId)).toBe(false);
    // Own name (goods 1 is 腾讯视频会员月卡（秒发） on the site).
    expect(list.find((g) => g.id === 1)?.name).toBe('腾讯视频会员月卡（秒发）');

    const member = await ok(P.login, { loginName: siteCustomer().loginName, password: 'user123456' }, onSite());
    const asMember = (await ok(S.getGoodsList, { page: 1, pageSize: 100 }, onSite('xiaolu', member.authCode))).list;
    for (const row of shown.filter((g) => g.goodsStatus !== 'off')) {
      expect(asMember.find((g) => g.id === row.goodsId)?.myPrice).toBe(row.memberPrice);
    }
    const detail = await ok(S.getGoodsInfo, { id: shown[0]!.goodsId }, onSite('xiaolu', member.authCode));
    expect(detail).toMatchObject({ myPrice: shown[0]!.memberPrice, price: shown[0]!.price, wholesale: [] });
    expect(detail.levelPrices).toEqual([{ levelId: 0, levelName: '本站会员', price: shown[0]!.memberPrice }]);
  });

  it('a markup raised in 分站商品 is the new price on the storefront at once; the main site’s price does not move', async () => {
    const [row] = await backOfficeGoods();
    const mainBefore = await ok(S.getGoodsInfo, { id: row!.goodsId });
    const saved = await ok(V.saveGoods, { id: row!.id, ownName: row!.ownName, markupPercent: 30, visible: 1 }, vip);
    expect(saved.price).not.toBe(row!.price);
    expect((await ok(S.getGoodsInfo, { id: row!.goodsId }, onSite())).myPrice).toBe(saved.price);
    expect(await ok(S.getGoodsInfo, { id: row!.goodsId })).toEqual(mainBefore);
  });

  it('without 显示主站商品 only the goods taken in; with it, the rest of the main goods at the site’s default markup', async () => {
    const taken = new Set(
      getDb()
        .vipGoods.filter((g) => g.siteId === xiaolu().id)
        .map((g) => g.goodsId),
    );
    const withMain = (await ok(S.getGoodsList, { page: 1, pageSize: 100 }, onSite())).list;
    const extra = withMain.find((g) => !taken.has(g.id));
    expect(extra).toBeDefined();
    xiaolu().showMainGoods = false;
    const own = (await ok(S.getGoodsList, { page: 1, pageSize: 100 }, onSite())).list;
    expect(own.every((g) => taken.has(g.id))).toBe(true);
    expect(await refused(S.getGoodsInfo, { id: extra!.id }, onSite())).toBe('本站暂未销售该商品');
  });

  it('directories: its own names, hidden ones (and their goods) left out', async () => {
    const dirs = (await ok(S.getGoodsDirList, undefined, onSite())).list;
    expect(dirs.find((d) => d.id === 3)?.name).toBe('热门点卡');
    expect(dirs.some((d) => d.id === 8)).toBe(false);
    const list = (await ok(S.getGoodsList, { page: 1, pageSize: 100 }, onSite())).list;
    expect(list.some((g) => g.dirId === 8)).toBe(false);
    const main = (await ok(S.getGoodsDirList)).list;
    expect(main.find((d) => d.id === 3)?.name).not.toBe('热门点卡');
  });

  it('its published decoration draws its home; the main site keeps its own', async () => {
    const db = getDb();
    const blocks = [{ id: 'n1', type: 'notice' as const, visible: true, text: '小鹿专属公告' }];
    db.decorations = db.decorations.filter((d) => d.siteId !== 1);
    db.decorations.push({ siteId: 1, blocks, updatedAt: 1, publishedBlocks: blocks, publishedAt: 1 });
    expect((await ok(P.getHomeLayout, undefined, onSite())).blocks).toEqual(blocks);
    expect((await ok(P.getHomeLayout)).blocks).not.toEqual(blocks);
  });

  it('announcements and custom pages are the site’s', async () => {
    const news = (await ok(P.getAnnouncementList, {}, onSite())).list;
    expect(news.map((a) => a.title)).toContain('小鹿数码双十二预告');
    expect((await ok(P.getAnnouncementList, {})).list.map((a) => a.title)).not.toContain('小鹿数码双十二预告');
    const one = await ok(P.getAnnouncementInfo, { id: news[0]!.id }, onSite());
    expect(one.title).toBe(news[0]!.title);
    expect(await refused(P.getAnnouncementInfo, { id: news[0]!.id })).toBe('公告不存在或已删除');
    expect(await ok(P.getSitePage, { path: 'about' }, onSite())).toMatchObject({ title: '关于我们', path: 'about' });
    // Hidden pages and the main site have none.
    expect(await refused(P.getSitePage, { path: 'contact' }, onSite())).toBe('页面不存在或已下线');
    expect(await refused(P.getSitePage, { path: 'about' })).toBe('页面不存在或已下线');
  });
});

describe('buying on a site: the order is the site’s, its profit is exactly the site price − the reseller’s cost', () => {
  it('a visitor buys at the visitor price; 分站订单 and 分站概览 show the order and its profit once paid', async () => {
    advanceMockClock(0);
    const [row] = (await backOfficeGoods()).filter((g) => g.deliveryType === 'card' && g.stock > 0);
    if (!row) throw new Error('the site sells no card goods in stock');
    const deskBefore = await ok(V.getDesktop, undefined, vip);
    const created = await ok(
      S.createOrder,
      { goodsId: row.goodsId, quantity: 1, payMethod: 'alipay', contact: '13912345678', ...(await captcha()) },
      onSite(),
    );
    expect(created.amount).toBe(row.price);
    const profit = Math.round((row.price - row.cost) * 100) / 100;
    expect(profit).toBeGreaterThan(0);
    // Unpaid: listed, no profit, no income yet.
    const listed = (await ok(V.getOrderList, { keyword: created.orderNo }, vip)).list;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ orderNo: created.orderNo, buyer: '游客', buyerType: 'visitor', profit: 0, status: 'unpaid' });
    expect((await ok(V.getDesktop, undefined, vip)).incomeToday).toBe(deskBefore.incomeToday);

    await ok(api.payment.doPay, { orderNo: created.orderNo, method: 'alipay', client: 'pc' }, onSite());
    mockPay(created.orderNo, 'paid');
    const paid = (await ok(V.getOrderList, { keyword: created.orderNo }, vip)).list[0];
    expect(paid).toMatchObject({ status: 'delivered', profit, delivered: true });
    const desk = await ok(V.getDesktop, undefined, vip);
    expect(Math.round((desk.incomeToday - deskBefore.incomeToday) * 100)).toBe(Math.round(profit * 100));
    expect(desk.latestOrders[0]?.orderNo).toBe(created.orderNo);
    // The site's order look-up finds it, keys and all.
    expect((await ok(P.queryOrder, { mode: 'orderNo', orderNo: created.orderNo }, onSite())).list[0]?.cards).toHaveLength(1);
  });

  it('a site customer pays the member price from the balance; profit = member price − cost', async () => {
    const buyer = siteCustomer();
    buyer.balanceCents = 100_000;
    buyer.salePwdEnabled = false;
    const login = await ok(P.login, { loginName: buyer.loginName, password: 'user123456' }, onSite());
    const [row] = (await backOfficeGoods()).filter((g) => g.deliveryType === 'card' && g.stock > 0);
    const created = await ok(S.createOrder, { goodsId: row!.goodsId, quantity: 2, payMethod: 'balance' }, onSite('xiaolu', login.authCode));
    expect(created).toMatchObject({ amount: Math.round(row!.memberPrice * 200) / 100, next: 'done' });
    const order = (await ok(V.getOrderList, { keyword: created.orderNo }, vip)).list[0];
    expect(order).toMatchObject({ buyer: buyer.loginName, buyerType: 'member' });
    expect(Math.round(order!.profit * 100)).toBe(Math.round((row!.memberPrice - row!.cost) * 100) * 2);
  });

  it('a coupon works on a site as on the main site (its discount comes off the site price)', async () => {
    const listing = (await backOfficeGoods()).find((g) => g.price >= 30 && g.stock > 1);
    if (!listing) throw new Error('no goods of ¥30 or more');
    const check = await ok(S.checkCoupon, { code: 'NEW2026', goodsId: listing.goodsId, quantity: 1 }, onSite());
    expect(check).toMatchObject({ unitPrice: listing.price, discount: 5, total: Math.round((listing.price - 5) * 100) / 100 });
  });
});

describe('sessions are the site’s: a main-site session does not carry over to a sub-site or back', () => {
  it('the site’s customers log in on it; other accounts are refused there; the main site lets everyone in', async () => {
    const buyer = siteCustomer();
    expect(await refused(P.login, { loginName: 'demo', password: 'demo123456' }, onSite())).toBe('该账号不是本站会员，请先在本站注册');
    await ok(P.login, { loginName: buyer.loginName, password: 'user123456' }, onSite());
    await ok(P.login, { loginName: buyer.loginName, password: 'user123456' });
  });

  it('a main token is nobody on a site (-2 on user calls, a visitor on optional ones), and a site token nobody on the main site', async () => {
    const main = await call(api.customer.getAccount, undefined, onSite('xiaolu', SEED_TOKENS.demo));
    expect(main.code).toBe(-2);
    const visitor = await ok(S.getGoodsInfo, { id: 1 }, onSite('xiaolu', SEED_TOKENS.demo));
    expect(visitor.captchaRequired).toBe(true);

    const login = await ok(P.login, { loginName: siteCustomer().loginName, password: 'user123456' }, onSite());
    expect((await ok(api.customer.getAccount, undefined, onSite('xiaolu', login.authCode))).loginName).toBe(siteCustomer().loginName);
    expect((await call(api.customer.getAccount, undefined, { token: login.authCode })).code).toBe(-2);
    expect((await call(api.customer.getAccount, undefined, onSite('mengmeng', login.authCode))).code).toBe(-2);
  });

  it('signing up on a site makes a customer of the site: 分站客户 lists them', async () => {
    await ok(P.sendRegisterCode, { mobile: '13700001111' }, onSite());
    await ok(
      P.register,
      { loginName: 'sitebuyer1', password: 'abc12345', confirmPwd: 'abc12345', mobile: '13700001111', code: '123456' },
      onSite(),
    );
    const customers = (await ok(V.getCustomerList, { keyword: 'sitebuyer1' }, vip)).list;
    expect(customers.map((c) => c.loginName)).toEqual(['sitebuyer1']);
    expect(getDb().customers.find((c) => c.loginName === 'sitebuyer1')?.siteId).toBe(xiaolu().id);
    expect(SEED_LOGINS.vipshop.loginName).toBe('vipshop');
  });
});
