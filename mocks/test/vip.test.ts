import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { DAY, MINUTE, SEED_NOW, formatDateTime, freezeClock, levelPrice, type VipSiteRow } from '../db/index.ts';
import { cnameTargetOf, roundSitePrice } from '../handlers/vip.ts';
import { SEED_TOKENS, advanceMockClock, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const V = api.vip;
const vip = { token: SEED_TOKENS.vipshop };
const site = () => getDb().vipSites.find((s) => s.ownerId === 4) as VipSiteRow;
const siteGoods = () => getDb().vipGoods.filter((g) => g.siteId === site().id);

describe('access', () => {
  it('a customer without a site gets 403; no session -2', async () => {
    for (const endpoint of [V.getDesktop, V.getSite, V.getGoodsList, V.getVersionList]) {
      expect(await call(endpoint, {}, { token: SEED_TOKENS.demo })).toMatchObject({
        code: 403,
        msg: '您还没有开通分站，请先在“开通分站”页面开通',
      });
      expect((await call(endpoint, {})).code).toBe(-2);
    }
    expect((await call(V.getSite, {}, { token: SEED_TOKENS.supplier })).code).toBe(403);
  });
});

describe('desktop', () => {
  it('figures add up from the site’s orders; the last 7 days end today', async () => {
    freezeClock(SEED_NOW);
    const desk = await ok(V.getDesktop, undefined, vip);
    expect(desk.site).toMatchObject({ name: '小鹿数码商城', path: 'xiaolu', version: '专业版', status: 'active', daysLeft: 200 });
    expect(desk.last7Days).toHaveLength(7);
    expect(desk.last7Days[6]?.date).toBe('2026-11-20');
    expect(desk.last7Days[0]?.date).toBe('2026-11-14');
    expect(desk.customers).toBe(33);
    expect(desk.childSites).toBe(3);
    expect(desk.balance).toBe(5000);
    expect(desk.latestOrders.length).toBeGreaterThan(0);
    expect(desk.latestOrders.length).toBeLessThanOrEqual(8);
    const times = desk.latestOrders.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const orders = getDb().orders.filter((o) => o.siteId === 1);
    expect(desk.toDeliver).toBe(orders.filter((o) => ['paid', 'processing'].includes(o.status) && o.deliveredAt === null).length);
    expect(desk.toDeliver).toBeGreaterThan(0);
    // Income is profit: never more than what the buyers paid.
    const month = orders.filter((o) => (o.paidAt ?? 0) >= Date.UTC(2026, 9, 31, 16)).reduce((s, o) => s + o.amountCents, 0);
    expect(desk.incomeMonth * 100).toBeLessThanOrEqual(month);
    expect(desk.incomeMonth).toBeGreaterThan(0);
    const goodsOnSale = (await ok(V.getGoodsList, { visible: 1, pageSize: 100 }, vip)).list.filter((g) => g.goodsStatus === 'on');
    expect(desk.goodsOnSale).toBe(goodsOnSale.length);
  });

  it('a new paid order on the site shows up today', async () => {
    freezeClock(SEED_NOW);
    const before = await ok(V.getDesktop, undefined, vip);
    const template = getDb().orders.find((o) => o.siteId === 1 && o.status === 'delivered');
    if (!template) throw new Error('seed lacks a delivered site order');
    getDb().orders.unshift({ ...template, orderNo: 'TEST0001', createdAt: SEED_NOW - 1000, paidAt: SEED_NOW - 1000, amountCents: 100_000 });
    const after = await ok(V.getDesktop, undefined, vip);
    expect(after.ordersToday).toBe(before.ordersToday + 1);
    expect(after.incomeToday).toBeGreaterThan(before.incomeToday);
    expect(after.turnoverToday).toBeCloseTo(before.turnoverToday + 1000, 2);
    expect(after.latestOrders[0]?.orderNo).toBe('TEST0001');
  });
});

describe('site settings and domains', () => {
  const settings = {
    name: '小鹿数码旗舰店',
    title: '小鹿数码 - 卡密秒发',
    logo: '',
    notice: '**新公告**',
    serviceQq: '12345678',
    serviceWechat: 'xl-kf',
    serviceWechatQr: '/mock-uploads/1',
    servicePhone: '400-800-1234',
    serviceEmail: 'kf@xiaolu.example.com',
    serviceHours: '10:00-22:00',
    markupPercent: 12.5,
    rounding: 'up',
    showMainGoods: 0,
  };

  it('reads the site; saves settings and the next read shows them', async () => {
    const before = await ok(V.getSite, undefined, vip);
    expect(before).toMatchObject({ path: 'xiaolu', subDomain: 'xiaolu', domain: 'shop.xiaolu-digital.com', domainVerified: true });
    expect(before.cnameTarget).toBe('site-1.cname.yunka.example.com');
    const saved = await ok(V.saveSite, settings, vip);
    expect(saved).toMatchObject({ name: '小鹿数码旗舰店', markupPercent: 12.5, rounding: 'up', showMainGoods: false });
    expect(await ok(V.getSite, undefined, vip)).toMatchObject({
      name: '小鹿数码旗舰店',
      title: '小鹿数码 - 卡密秒发',
      notice: '**新公告**',
      logo: '/mock-assets/logo/1.svg',
      service: { qq: '12345678', wechat: 'xl-kf', phone: '400-800-1234', email: 'kf@xiaolu.example.com', hours: '10:00-22:00' },
    });
  });

  it('refuses bad settings with the field’s message', async () => {
    expect(await refused(V.saveSite, { ...settings, name: '' }, vip)).toBe('请输入站点名称');
    expect(await refused(V.saveSite, { ...settings, name: '店'.repeat(31) }, vip)).toBe('站点名称不能超过30个字符');
    expect(await refused(V.saveSite, { ...settings, markupPercent: 301 }, vip)).toBe('加价比例不能超过300%');
    expect(await refused(V.saveSite, { ...settings, markupPercent: -1 }, vip)).toBe('加价比例不能为负');
    expect(await refused(V.saveSite, { ...settings, serviceQq: 'abc' }, vip)).toBe('客服QQ为5到12位数字');
    expect(await refused(V.saveSite, { ...settings, serviceEmail: 'nope' }, vip)).toBe('请输入正确的客服邮箱');
    expect(await refused(V.saveSite, { ...settings, rounding: 'floor' }, vip)).toBe('取整方式应为 none、round 或 up');
    expect((await ok(V.getSite, undefined, vip)).name).toBe('小鹿数码商城');
  });

  it('the sub-domain locks once bound: unbind, then bind another; taken and reserved ones refused', async () => {
    expect(await refused(V.bindSubDomain, { subDomain: 'newname' }, vip)).toBe('已绑定二级域名 xiaolu.yunka.example.com，如需更换请先解绑');
    expect((await ok(V.unbindSubDomain, undefined, vip)).subDomain).toBeNull();
    expect(await refused(V.unbindSubDomain, undefined, vip)).toBe('尚未绑定二级域名');
    expect(await refused(V.bindSubDomain, { subDomain: 'mengmeng' }, vip)).toBe('该二级域名已被其他站点使用，请换一个');
    expect(await refused(V.bindSubDomain, { subDomain: 'www' }, vip)).toBe('该二级域名为系统保留，请换一个');
    expect(await refused(V.bindSubDomain, { subDomain: '-bad-' }, vip)).toMatch(/^二级域名为3到20位/);
    expect((await ok(V.bindSubDomain, { subDomain: 'XiaoLu2' }, vip)).subDomain).toBe('xiaolu2');
    expect((await ok(V.getSite, undefined, vip)).subDomain).toBe('xiaolu2');
  });

  it('own domain: bind, CNAME check fails until the record resolves, then passes; unbind', async () => {
    freezeClock(SEED_NOW);
    expect(await refused(V.bindDomain, { domain: 'www.other.com' }, vip)).toBe('已绑定独立域名 shop.xiaolu-digital.com，如需更换请先解绑');
    await ok(V.unbindDomain, undefined, vip);
    expect(await refused(V.unbindDomain, undefined, vip)).toBe('尚未绑定独立域名');
    expect(await refused(V.checkDomain, undefined, vip)).toBe('尚未绑定独立域名');
    expect(await refused(V.bindDomain, { domain: 'not a domain' }, vip)).toBe('请输入正确的域名');
    expect(await refused(V.bindDomain, { domain: 'xiaolu.yunka.example.com' }, vip)).toBe('不能绑定平台自身的域名，请使用您自己的域名');
    const bound = await ok(V.bindDomain, { domain: 'Shop.Deer.CN' }, vip);
    expect(bound).toEqual({ domain: 'shop.deer.cn', cname: cnameTargetOf(site()), verified: false });
    expect((await ok(V.getSite, undefined, vip)).domainVerified).toBe(false);
    expect(await refused(V.checkDomain, undefined, vip)).toContain('CNAME 记录未生效');
    advanceMockClock(MINUTE);
    expect(await ok(V.checkDomain, undefined, vip)).toMatchObject({ domain: 'shop.deer.cn', verified: true });
    expect((await ok(V.getSite, undefined, vip)).domainVerified).toBe(true);
  });

  it('a domain that never resolves keeps failing; a basic version cannot bind; a taken domain is refused', async () => {
    freezeClock(SEED_NOW);
    await ok(V.unbindDomain, undefined, vip);
    await ok(V.bindDomain, { domain: 'nodns.deer.cn' }, vip);
    advanceMockClock(DAY);
    expect(await refused(V.checkDomain, undefined, vip)).toContain('site-1.cname.yunka.example.com');
    await ok(V.unbindDomain, undefined, vip);
    getDb().vipSites[1]!.domain = 'taken.example.org';
    expect(await refused(V.bindDomain, { domain: 'taken.example.org' }, vip)).toBe('该域名已被其他站点绑定');
    site().versionId = 1;
    expect(await refused(V.bindDomain, { domain: 'a.deer.cn' }, vip)).toBe('当前版本（基础版）不支持绑定独立域名，请升级到专业版或以上');
  });
});

describe('announcements', () => {
  it('lists my site’s only, pinned first; create, update, delete, visible in the next read', async () => {
    const list = await ok(V.getAnnouncementList, {}, vip);
    expect(list.total).toBe(3);
    expect(list.list[0]?.pinned).toBe(true);
    const created = await ok(V.saveAnnouncement, { title: '新品上架', html: '<p>Steam 卡上新</p>' }, vip);
    expect(created).toMatchObject({ title: '新品上架', pinned: false, views: 0, summary: 'Steam 卡上新' });
    expect((await ok(V.getAnnouncementList, { keyword: '新品' }, vip)).list.map((a) => a.id)).toEqual([created.id]);
    const updated = await ok(V.saveAnnouncement, { id: created.id, title: '新品上架啦', html: '<p>更新</p>', pinned: 1 }, vip);
    expect(updated.pinned).toBe(true);
    expect((await ok(V.getAnnouncementList, {}, vip)).list.find((a) => a.id === created.id)?.title).toBe('新品上架啦');
    await ok(V.deleteAnnouncement, { id: created.id }, vip);
    expect((await ok(V.getAnnouncementList, {}, vip)).total).toBe(3);
    expect(await refused(V.deleteAnnouncement, { id: created.id }, vip)).toBe('公告不存在或已删除');
  });

  it('refuses another site’s announcement, empty fields, and a sixth pin', async () => {
    const mainSite = getDb().announcements.find((a) => a.siteId === 0);
    expect(await refused(V.saveAnnouncement, { id: mainSite?.id, title: 'x', html: 'y' }, vip)).toBe('公告不存在或已删除');
    expect(await refused(V.deleteAnnouncement, { id: mainSite?.id }, vip)).toBe('公告不存在或已删除');
    expect(await refused(V.saveAnnouncement, { title: '', html: 'y' }, vip)).toBe('请输入标题');
    expect(await refused(V.saveAnnouncement, { title: 'x' }, vip)).toBe('请输入内容');
    for (let i = 0; i < 4; i += 1) await ok(V.saveAnnouncement, { title: `置顶${i}`, html: 'x', pinned: 1 }, vip);
    expect(await refused(V.saveAnnouncement, { title: '第六条', html: 'x', pinned: 1 }, vip)).toBe(
      '最多置顶5条公告，请先取消其他公告的置顶',
    );
  });
});

describe('directories', () => {
  it('the main tree with own names and visibility; rename, hide and reorder show in the next read', async () => {
    const { list } = await ok(V.getDirectoryList, undefined, vip);
    expect(list).toHaveLength(8);
    expect(list.find((d) => d.dirId === 3)).toMatchObject({ name: '游戏点卡', ownName: '热门点卡' });
    expect(list.find((d) => d.dirId === 4)?.parentDirId).toBe(3);
    expect(list.find((d) => d.dirId === 8)?.visible).toBe(false);
    expect(list.reduce((n, d) => n + d.goodsCount, 0)).toBe(siteGoods().length);
    const music = list.find((d) => d.dirId === 2);
    const saved = await ok(V.saveDirectory, { id: music?.id, ownName: '听歌专区', visible: 0, sort: 99 }, vip);
    expect(saved).toMatchObject({ ownName: '听歌专区', visible: false, sort: 99 });
    const again = (await ok(V.getDirectoryList, undefined, vip)).list;
    expect(again[again.length - 1]).toMatchObject({ dirId: 2, ownName: '听歌专区', visible: false });
  });

  it('refuses unknown directories and bad fields', async () => {
    expect(await refused(V.saveDirectory, { id: 9999, ownName: '', visible: 1, sort: 1 }, vip)).toBe('分类不存在');
    const other = getDb().vipDirectories.find((d) => d.siteId !== 1);
    if (other) expect(await refused(V.saveDirectory, { id: other.id, ownName: '', visible: 1, sort: 1 }, vip)).toBe('分类不存在');
    expect(await refused(V.saveDirectory, { id: 1, ownName: '名'.repeat(21), visible: 1, sort: 1 }, vip)).toBe('名称不能超过20个字符');
    expect(await refused(V.saveDirectory, { id: 1, ownName: '', visible: 1, sort: -1 }, vip)).toBe('排序不能为负');
  });
});

describe('goods of the site and prices', () => {
  it('rounding: none keeps cents, round / up go to the yuan, never below cost', () => {
    expect(roundSitePrice(1234, 'none', 1000)).toBe(1234);
    expect(roundSitePrice(1234, 'round', 1000)).toBe(1200);
    expect(roundSitePrice(1234, 'up', 1000)).toBe(1300);
    expect(roundSitePrice(1020, 'round', 1010)).toBe(1100);
    expect(roundSitePrice(900, 'none', 1010)).toBe(1010);
  });

  it('lists cost, visitor and member price by the site’s markup and rounding; filters', async () => {
    const page = await ok(V.getGoodsList, { pageSize: 100 }, vip);
    expect(page.total).toBe(siteGoods().length);
    const tencent = page.list.find((g) => g.goodsId === 1);
    const goods = getDb().goods.find((g) => g.id === 1);
    if (!tencent || !goods) throw new Error('seed lacks goods 1 on the site');
    // vipshop is 钻石会员: the cost is that level's price; the site rounds to the yuan.
    expect(tencent.cost).toBe(levelPrice(goods, 4, getDb().levels) / 100);
    const markup = tencent.markupPercent;
    expect(tencent.price).toBe(Math.round((goods.priceCents * (100 + markup)) / 100 / 100));
    expect(tencent.memberPrice).toBe(Math.max(Math.round((tencent.cost * (100 + markup)) / 100), Math.ceil(tencent.cost)));
    expect(tencent.ownName).toBe('腾讯视频会员月卡（秒发）');
    for (const g of page.list) {
      expect(g.price).toBeGreaterThanOrEqual(g.cost);
      expect(g.memberPrice).toBeGreaterThanOrEqual(g.cost);
      expect(g.salesTotal).toBeGreaterThanOrEqual(g.salesWeek);
    }
    expect(page.list.some((g) => g.salesTotal > 0)).toBe(true);
    const hidden = await ok(V.getGoodsList, { visible: 0, pageSize: 100 }, vip);
    expect(hidden.list.every((g) => !g.visible)).toBe(true);
    expect(hidden.total).toBeGreaterThan(0);
    const games = await ok(V.getGoodsList, { dirId: 3, pageSize: 100 }, vip);
    expect(games.list.every((g) => g.dirId === 3 || g.dirId === 4)).toBe(true);
    expect(games.list.some((g) => g.dirId === 4)).toBe(true);
    expect((await ok(V.getGoodsList, { keyword: '秒发' }, vip)).list.map((g) => g.goodsId)).toEqual([1]);
  });

  it('switching the site to no rounding shows cent prices', async () => {
    site().rounding = 'none';
    const g = (await ok(V.getGoodsList, { pageSize: 100 }, vip)).list.find((x) => x.goodsId === 1);
    const goods = getDb().goods.find((x) => x.id === 1);
    expect(g?.price).toBe(Math.round((goods!.priceCents * (100 + g!.markupPercent)) / 100) / 100);
  });

  it('saves own name, markup and visibility; the next read shows them; off-sale goods cannot be shown', async () => {
    const row = siteGoods()[0];
    const saved = await ok(V.saveGoods, { id: row?.id, ownName: '秒发月卡', markupPercent: 20, visible: 0 }, vip);
    expect(saved).toMatchObject({ ownName: '秒发月卡', markupPercent: 20, visible: false });
    const read = (await ok(V.getGoodsList, { pageSize: 100 }, vip)).list.find((g) => g.id === row?.id);
    expect(read).toMatchObject({ ownName: '秒发月卡', markupPercent: 20, visible: false });
    getDb().goods.find((g) => g.id === row?.goodsId)!.status = 'off';
    expect(await refused(V.saveGoods, { id: row?.id, ownName: '', markupPercent: 20, visible: 1 }, vip)).toBe(
      '该商品已在主站下架，暂时不能上架',
    );
    expect(await refused(V.saveGoods, { id: 9999, ownName: '', markupPercent: 1, visible: 1 }, vip)).toBe('商品不存在或已移出本站');
    expect(await refused(V.saveGoods, { id: row?.id, ownName: '', markupPercent: 500, visible: 1 }, vip)).toBe('加价比例不能超过300%');
  });

  it('bulk: hide, show (skipping off-sale goods), markup, remove; refusals', async () => {
    const ids = siteGoods()
      .slice(0, 3)
      .map((g) => g.id);
    expect(await ok(V.batchGoods, { ids, action: 'hide' }, vip)).toEqual({ updated: 3 });
    expect(siteGoods().filter((g) => ids.includes(g.id) && g.visible)).toHaveLength(0);
    getDb().goods.find((g) => g.id === siteGoods()[0]?.goodsId)!.status = 'off';
    const shown = await call(V.batchGoods, { ids, action: 'show' }, vip);
    expect(shown.data).toEqual({ updated: 2 });
    expect(shown.msg).toBe('已上架2件商品，1件已在主站下架未能上架');
    expect(await refused(V.batchGoods, { ids, action: 'markup' }, vip)).toBe('请输入加价比例');
    await ok(V.batchGoods, { ids, action: 'markup', markupPercent: 15 }, vip);
    expect(
      siteGoods()
        .filter((g) => ids.includes(g.id))
        .map((g) => g.markupPercent),
    ).toEqual([15, 15, 15]);
    await ok(V.batchGoods, { ids, action: 'remove' }, vip);
    expect((await ok(V.getGoodsList, { pageSize: 100 }, vip)).list.some((g) => ids.includes(g.id))).toBe(false);
    expect(await refused(V.batchGoods, { ids, action: 'hide' }, vip)).toBe('部分商品不存在或已移出本站，请刷新后重试');
    expect(await refused(V.batchGoods, { ids: [siteGoods()[0]?.id], action: 'copy' }, vip)).toBe('操作应为 show、hide、markup 或 remove');
  });
});

describe('market', () => {
  it('goods on sale with my cost and whether my site sells them; add with a markup', async () => {
    const market = await ok(V.getMarketList, { pageSize: 100 }, vip);
    expect(market.total).toBe(getDb().goods.filter((g) => g.status !== 'off').length);
    const fresh = market.list.filter((g) => !g.added);
    expect(fresh.length).toBeGreaterThan(0);
    expect((await ok(V.getMarketList, { added: 0, pageSize: 100 }, vip)).total).toBe(fresh.length);
    expect((await ok(V.getMarketList, { deliveryType: 'manual', pageSize: 100 }, vip)).list.every((g) => g.deliveryType === 'manual')).toBe(
      true,
    );
    const steam = market.list.find((g) => g.goodsId === 11);
    expect(steam?.supplierName).toBe('星河数卡供货中心');
    const goodsIds = fresh.slice(0, 2).map((g) => g.goodsId);
    const added = await call(V.doMarketAdd, { goodsIds: [...goodsIds, 1], markupPercent: 6 }, vip);
    expect(added).toMatchObject({ code: 1000, data: { added: 2, skipped: 1 }, msg: '已添加2件商品到本站，1件已在售已跳过' });
    const after = await ok(V.getGoodsList, { pageSize: 100 }, vip);
    expect(after.list.filter((g) => goodsIds.includes(g.goodsId)).map((g) => g.markupPercent)).toEqual([6, 6]);
    expect((await ok(V.getMarketList, { added: 1, pageSize: 100 }, vip)).list.some((g) => g.goodsId === goodsIds[0])).toBe(true);
  });

  it('refuses nothing chosen, off-sale goods and goods already all on the site', async () => {
    expect(await refused(V.doMarketAdd, { goodsIds: [], markupPercent: 5 }, vip)).toBe('请选择商品');
    expect(await refused(V.doMarketAdd, { goodsIds: [10], markupPercent: 5 }, vip)).toBe('所选商品不存在或已下架，请刷新后重试');
    expect(await refused(V.doMarketAdd, { goodsIds: [1, 2], markupPercent: 5 }, vip)).toBe('所选商品已全部在本站销售');
  });
});

describe('orders of the site', () => {
  it('only the site’s orders, newest first, with buyer, profit and details; filters and paging', async () => {
    const all = await ok(V.getOrderList, { pageSize: 100 }, vip);
    const mine = getDb().orders.filter((o) => o.siteId === 1);
    expect(all.total).toBe(mine.length);
    expect(all.list.map((o) => o.createdAt)).toEqual([...all.list.map((o) => o.createdAt)].sort().reverse());
    const visitor = all.list.find((o) => o.buyerType === 'visitor');
    expect(visitor?.buyer).toBe('游客');
    const member = all.list.find((o) => o.buyerType === 'member');
    expect(member?.buyer).toMatch(/x$/);
    expect(all.list.filter((o) => o.status === 'unpaid').every((o) => o.profit === 0)).toBe(true);
    expect(all.list.some((o) => o.status === 'delivered' && o.profit > 0)).toBe(true);
    const paged = await ok(V.getOrderList, { page: 2, pageSize: 10 }, vip);
    expect(paged.list.map((o) => o.orderNo)).toEqual(all.list.slice(10, 20).map((o) => o.orderNo));
    const delivered = await ok(V.getOrderList, { status: 'delivered', pageSize: 100 }, vip);
    expect(delivered.total).toBe(mine.filter((o) => o.status === 'delivered').length);
    const visitors = await ok(V.getOrderList, { buyerType: 'visitor', pageSize: 100 }, vip);
    expect(visitors.list.every((o) => o.buyer === '游客')).toBe(true);
    const alipay = await ok(V.getOrderList, { payMethod: 'alipay', pageSize: 100 }, vip);
    expect(alipay.list.every((o) => o.payMethod === 'alipay')).toBe(true);
    const ios = await ok(V.getOrderList, { device: 'ios', pageSize: 100 }, vip);
    expect(ios.list.every((o) => o.device === 'ios')).toBe(true);
    const first = all.list[0];
    expect((await ok(V.getOrderList, { keyword: first?.orderNo }, vip)).list.map((o) => o.orderNo)).toEqual([first?.orderNo]);
    expect(
      (await ok(V.getOrderList, { goodsId: first?.goodsId, pageSize: 100 }, vip)).list.every((o) => o.goodsId === first?.goodsId),
    ).toBe(true);
    const today = await ok(V.getOrderList, { startDate: '2026-11-20', endDate: '2026-11-20', pageSize: 100 }, vip);
    expect(today.list.every((o) => o.createdAt.startsWith('2026-11-20'))).toBe(true);
  });

  it('detail of a site order with its keys; another site’s order is not found', async () => {
    const order = getDb().orders.find((o) => o.siteId === 1 && o.cardIds.length > 0);
    const detail = await ok(V.getOrderInfo, { orderNo: order?.orderNo }, vip);
    expect(detail.cards).toHaveLength(order?.cardIds.length ?? 0);
    expect(detail).toMatchObject({ ip: order?.ip, device: order?.device, delivered: true });
    const main = getDb().orders.find((o) => o.siteId === null);
    expect(await refused(V.getOrderInfo, { orderNo: main?.orderNo }, vip)).toBe('订单不存在');
    expect(await refused(V.getOrderInfo, {}, vip)).toBe('请输入订单号');
  });
});

describe('customers', () => {
  it('the site’s customers with levels, spend and orders; filters', async () => {
    const page = await ok(V.getCustomerList, { pageSize: 100 }, vip);
    expect(page.total).toBe(33);
    expect(page.levels.map((l) => l.name)).toEqual(['普通会员', '白银会员', '黄金会员', '钻石会员']);
    expect((await ok(V.getCustomerList, { status: 'disabled', pageSize: 100 }, vip)).list.every((c) => c.status === 'disabled')).toBe(true);
    const gold = await ok(V.getCustomerList, { levelId: 3, pageSize: 100 }, vip);
    expect(gold.list.every((c) => c.level.id === 3)).toBe(true);
    expect((await ok(V.getCustomerList, { keyword: 'mengmeng88' }, vip)).list.map((c) => c.loginName)).toEqual(['mengmeng88']);
    expect(page.list.some((c) => c.orders > 0 && c.totalSpend > 0)).toBe(true);
  });

  it('changes a level and disables (logging them out); refusals', async () => {
    const target = getDb().customers.find((c) => c.siteId === 1 && c.status === 'active' && c.levelId === 1);
    const saved = await ok(V.saveCustomer, { id: target?.id, levelId: 2 }, vip);
    expect(saved.level).toEqual({ id: 2, name: '白银会员' });
    getDb().sessions.push({
      token: 'site-customer',
      scope: 'user',
      subjectId: target!.id,
      createdAt: SEED_NOW,
      expiresAt: SEED_NOW + 10 * DAY,
    });
    expect((await ok(V.saveCustomer, { id: target?.id, status: 'disabled' }, vip)).status).toBe('disabled');
    expect(getDb().sessions.some((s) => s.token === 'site-customer')).toBe(false);
    const read = (await ok(V.getCustomerList, { keyword: target?.loginName }, vip)).list[0];
    expect(read).toMatchObject({ status: 'disabled', level: { id: 2 } });
    expect(await refused(V.saveCustomer, { id: 1, levelId: 2 }, vip)).toBe('客户不存在');
    expect(await refused(V.saveCustomer, { id: target?.id, levelId: 9 }, vip)).toBe('会员等级不存在');
    expect(await refused(V.saveCustomer, { id: target?.id }, vip)).toBe('请选择要修改的等级或状态');
  });
});

describe('child sites', () => {
  it('lists the children with the version’s limit; disable, rate, and refusals', async () => {
    freezeClock(SEED_NOW);
    const page = await ok(V.getChildList, {}, vip);
    expect(page.total).toBe(3);
    expect(page).toMatchObject({ limit: 5, maxCommission: 5 });
    expect(page.list.find((c) => c.path === 'kabao')?.status).toBe('expired');
    expect((await ok(V.getChildList, { status: 'active' }, vip)).total).toBe(2);
    const meng = page.list.find((c) => c.path === 'mengmeng');
    const saved = await ok(V.saveChild, { id: meng?.id, status: 'disabled', commissionRate: 3 }, vip);
    expect(saved).toMatchObject({ status: 'disabled', commissionRate: 3 });
    expect((await ok(V.getChildList, { keyword: 'mengmeng' }, vip)).list[0]).toMatchObject({ status: 'disabled', commissionRate: 3 });
    expect(await refused(V.saveChild, { id: meng?.id, status: 'active', commissionRate: 6 }, vip)).toBe(
      '分成比例不能超过当前版本（专业版）的5%',
    );
    const kabao = page.list.find((c) => c.path === 'kabao');
    expect(await refused(V.saveChild, { id: kabao?.id, status: 'active', commissionRate: 1 }, vip)).toBe(
      '该分站已过期，需由其站长续费后才能启用',
    );
    expect(await refused(V.saveChild, { id: 1, status: 'active', commissionRate: 1 }, vip)).toBe('下级分站不存在');
    expect(await refused(V.saveChild, { id: meng?.id, status: 'active', commissionRate: 51 }, vip)).toBe('分成比例不能超过50%');
  });
});

describe('versions', () => {
  it('offers with states and the prorated upgrade price', async () => {
    freezeClock(SEED_NOW);
    const versions = await ok(V.getVersionList, undefined, vip);
    expect(versions.current).toMatchObject({ id: 2, name: '专业版', daysLeft: 200, status: 'active' });
    expect(versions.list.map((v) => v.state)).toEqual(['lower', 'current', 'upgrade']);
    expect(versions.list[2]?.upgradePrice).toBe(Math.round(((129_900 - 59_900) * 200) / 365) / 100);
    expect(versions.list[0]?.upgradePrice).toBeNull();
    expect(versions.list[2]?.supplyFee).toBe(5);
  });

  it('upgrades from the balance with the sale password; the term is kept; same and lower refused', async () => {
    freezeClock(SEED_NOW);
    const before = getDb().customers.find((c) => c.id === 4)!.balanceCents;
    const expiresAt = formatDateTime(site().expiresAt);
    expect(await refused(V.doVersionUpgrade, { versionId: 3 }, vip)).toBe('请输入交易密码');
    expect(await refused(V.doVersionUpgrade, { versionId: 3, salePwd: '000000' }, vip)).toBe('交易密码错误');
    expect(await refused(V.doVersionUpgrade, { versionId: 2, salePwd: '654321' }, vip)).toBe('您的分站已是专业版，如需延长时间请续费');
    expect(await refused(V.doVersionUpgrade, { versionId: 1, salePwd: '654321' }, vip)).toBe('不能从专业版降级到基础版');
    expect(await refused(V.doVersionUpgrade, { versionId: 9, salePwd: '654321' }, vip)).toBe('版本不存在');
    const done = await ok(V.doVersionUpgrade, { versionId: 3, salePwd: '654321' }, vip);
    const price = Math.round(((129_900 - 59_900) * 200) / 365);
    expect(done).toMatchObject({ version: { id: 3, name: '旗舰版' }, paid: price / 100, balance: (before - price) / 100 });
    expect(done.expiresAt).toBe(expiresAt);
    expect((await ok(V.getSite, undefined, vip)).version.name).toBe('旗舰版');
    expect(getDb().fundLogs[0]).toMatchObject({ customerId: 4, amountCents: -price, remark: '分站升级为 旗舰版' });
    expect(getDb().payRecords[0]).toMatchObject({ kind: 'vip', amountCents: price });
    expect(await refused(V.doVersionUpgrade, { versionId: 2, salePwd: '654321' }, vip)).toBe('不能从旗舰版降级到专业版');
  });

  it('renews for years; an expired site starts from today and cannot upgrade first; insufficient balance refused', async () => {
    freezeClock(SEED_NOW);
    const renewed = await ok(V.doVersionRenew, { years: 2, salePwd: '654321' }, vip);
    expect(renewed.paid).toBe(1198);
    expect(renewed.expiresAt.slice(0, 10)).toBe('2029-06-07');
    expect(await refused(V.doVersionRenew, { years: 6, salePwd: '654321' }, vip)).toBe('续费年限为1到5年');
    site().expiresAt = SEED_NOW - DAY;
    expect((await ok(V.getVersionList, undefined, vip)).list[2]?.upgradePrice).toBeNull();
    expect(await refused(V.doVersionUpgrade, { versionId: 3, salePwd: '654321' }, vip)).toBe('分站已过期，请先续费当前版本再升级');
    const again = await call(V.doVersionRenew, { years: 1, salePwd: '654321' }, vip);
    expect(again.code).toBe(1000);
    expect(again.keyDay).toBe(365);
    expect(again.data.expiresAt.slice(0, 10)).toBe('2027-11-20');
    getDb().customers.find((c) => c.id === 4)!.balanceCents = 100;
    expect(await refused(V.doVersionRenew, { years: 1, salePwd: '654321' }, vip)).toBe('余额不足，需要 ¥599.00，请先充值');
  });

  it('a renewal retried with its request id (its answer lost) renews and pays once (chaos walk)', async () => {
    freezeClock(SEED_NOW);
    const form = { years: 1, salePwd: '654321', requestId: 'renew-req-00001' };
    const first = await call(V.doVersionRenew, form, vip);
    const retried = await call(V.doVersionRenew, form, vip);
    expect(retried).toMatchObject({ code: 1000, data: first.data, keyDay: first.keyDay });
    expect(getDb().fundLogs.filter((f) => f.customerId === 4 && f.remark.startsWith('分站续费'))).toHaveLength(1);
    expect(first.data.expiresAt.slice(0, 10)).toBe('2028-06-07');
    expect((await ok(V.getVersionList, undefined, vip)).current.expiresAt).toBe(first.data.expiresAt);
  });
});

describe('appearance and custom pages', () => {
  it('saves the shop style; bad colours refused', async () => {
    expect((await ok(V.getShopStyle, undefined, vip)).primaryColor).toBe('#f97316');
    const style = { theme: 'dark', primaryColor: '#2563EB', layout: 'list', showStock: 0, showSales: 1, banner: '/mock-uploads/3' };
    expect(await ok(V.saveShopStyle, style, vip)).toEqual({
      theme: 'dark',
      primaryColor: '#2563eb',
      layout: 'list',
      showStock: false,
      showSales: true,
      banner: '/mock-uploads/3',
    });
    expect((await ok(V.getShopStyle, undefined, vip)).theme).toBe('dark');
    expect(await refused(V.saveShopStyle, { ...style, primaryColor: 'blue' }, vip)).toBe('颜色格式应为#RRGGBB');
    expect(await refused(V.saveShopStyle, { ...style, layout: 'masonry' }, vip)).toBe('布局应为 grid 或 list');
  });

  it('pages: list with URLs, create, update, delete; unique and reserved paths refused', async () => {
    const { list } = await ok(V.getPageList, undefined, vip);
    expect(list.map((p) => p.url)).toEqual(['/s/xiaolu/p/about', '/s/xiaolu/p/notice', '/s/xiaolu/p/contact']);
    const created = await ok(V.savePage, { title: '售后政策', path: 'after-sale', html: '<p>7天</p>', visible: 1 }, vip);
    expect(created).toMatchObject({ path: 'after-sale', visible: true });
    expect(await refused(V.savePage, { title: 'x', path: 'about', html: 'x', visible: 1 }, vip)).toBe('该路径已被其他页面使用');
    expect(await refused(V.savePage, { title: 'x', path: 'goods', html: 'x', visible: 1 }, vip)).toBe('该路径为系统保留，请换一个');
    expect(await refused(V.savePage, { title: 'x', path: 'About Us', html: 'x', visible: 1 }, vip)).toBe(
      '路径为1到40位小写字母、数字或短横线',
    );
    const updated = await ok(
      V.savePage,
      { id: created.id, title: '售后政策（新）', path: 'after-sale', html: '<p>15天</p>', visible: 0 },
      vip,
    );
    expect(updated).toMatchObject({ title: '售后政策（新）', visible: false });
    expect((await ok(V.getPageList, undefined, vip)).list.find((p) => p.id === created.id)?.html).toBe('<p>15天</p>');
    await ok(V.deletePage, { id: created.id }, vip);
    expect(await refused(V.deletePage, { id: created.id }, vip)).toBe('页面不存在或已删除');
    expect(await refused(V.savePage, { id: 999, title: 'x', path: 'x', html: 'x', visible: 1 }, vip)).toBe('页面不存在或已删除');
  });

  it('at most 20 pages', async () => {
    for (let i = 0; i < 17; i += 1) await ok(V.savePage, { title: `页面${i}`, path: `page-${i}`, html: 'x', visible: 1 }, vip);
    expect(await refused(V.savePage, { title: 'x', path: 'one-more', html: 'x', visible: 1 }, vip)).toBe('最多创建20个自定义页面');
  });
});
