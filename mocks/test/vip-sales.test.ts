// The vip desktop's 30 days of figures and opening child sites (vip.getDesktop last30Days, vip.createChild).
import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { DAY, SEED_NOW, freezeClock, type VipSiteRow } from '../db/index.ts';
import { SEED_TOKENS, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const V = api.vip;
const vip = { token: SEED_TOKENS.vipshop };
const site = () => getDb().vipSites.find((s) => s.ownerId === 4) as VipSiteRow;
const merchant = () => getDb().customers.find((c) => c.id === 4)!;

/** An active customer of the vipshop site who has no site of their own. */
function siteCustomer(skip = 0) {
  const owners = new Set(getDb().vipSites.map((s) => s.ownerId));
  const found = getDb().customers.filter((c) => c.siteId === site().id && c.status === 'active' && !owners.has(c.id))[skip];
  if (!found) throw new Error('the seed lacks a customer of the site without a site');
  return found;
}

describe('desktop: the last 30 days', () => {
  it('30 days ending today; the last 7 are last7Days; orders and turnover add up from the site’s sold orders', async () => {
    freezeClock(SEED_NOW);
    const desk = await ok(V.getDesktop, undefined, vip);
    expect(desk.last30Days).toHaveLength(30);
    expect(desk.last30Days[29]?.date).toBe('2026-11-20');
    expect(desk.last30Days[0]?.date).toBe('2026-10-22');
    expect(desk.last30Days.slice(-7)).toEqual(desk.last7Days);
    const from = Date.UTC(2026, 9, 21, 16); // 2026-10-22 00:00 China time
    const sold = getDb().orders.filter(
      (o) =>
        o.siteId === 1 &&
        ['paid', 'processing', 'delivered', 'complained', 'abnormal'].includes(o.status) &&
        (o.paidAt ?? o.createdAt) >= from,
    );
    expect(desk.last30Days.reduce((n, d) => n + d.orders, 0)).toBe(sold.length);
    expect(sold.length).toBeGreaterThan(10);
    const turnover = desk.last30Days.reduce((n, d) => n + Math.round(d.turnover * 100), 0);
    expect(turnover).toBe(sold.reduce((n, o) => n + o.amountCents, 0));
    // Income is profit: never more than the turnover of the day.
    for (const day of desk.last30Days) expect(day.income).toBeLessThanOrEqual(day.turnover);
  });

  it('a paid order today adds to today’s turnover and orders', async () => {
    freezeClock(SEED_NOW);
    const before = (await ok(V.getDesktop, undefined, vip)).last30Days[29]!;
    const template = getDb().orders.find((o) => o.siteId === 1 && o.status === 'delivered')!;
    getDb().orders.unshift({ ...template, orderNo: 'TEST30D', createdAt: SEED_NOW - 1000, paidAt: SEED_NOW - 1000, amountCents: 12_345 });
    const after = (await ok(V.getDesktop, undefined, vip)).last30Days[29]!;
    expect(after.orders).toBe(before.orders + 1);
    expect(Math.round(after.turnover * 100)).toBe(Math.round(before.turnover * 100) + 12_345);
  });
});

describe('child sites: open one', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    ownerLoginName: siteCustomer().loginName,
    name: '小鹿二号店',
    path: 'xiaolu2',
    versionId: 1,
    years: 2,
    commissionRate: 4,
    salePwd: '654321',
    ...extra,
  });

  it('opens a child for a customer of my site, paid from my balance with a fund log; it is in the list', async () => {
    freezeClock(SEED_NOW);
    const owner = siteCustomer();
    const balance = merchant().balanceCents;
    const done = await ok(V.createChild, body(), vip);
    expect(done.paid).toBe(398);
    expect(done.balance).toBe((balance - 39_800) / 100);
    expect(done.child).toMatchObject({
      name: '小鹿二号店',
      path: 'xiaolu2',
      owner: owner.loginName,
      version: '基础版',
      status: 'active',
      commissionRate: 4,
    });
    expect(done.child.expiresAt.slice(0, 10)).toBe('2028-11-19');
    const list = await ok(V.getChildList, { keyword: 'xiaolu2' }, vip);
    expect(list.list[0]).toMatchObject({ id: done.child.id, owner: owner.loginName });
    expect((await ok(V.getChildList, {}, vip)).total).toBe(4);
    expect(getDb().fundLogs[0]).toMatchObject({ customerId: 4, amountCents: -39_800, remark: '开设下级分站 小鹿二号店（基础版，2年）' });
    expect(getDb().payRecords[0]).toMatchObject({ kind: 'vip', amountCents: 39_800 });
    // The owner now has a site of their own (the vip role and the site's directories).
    const row = getDb().vipSites.find((s) => s.id === done.child.id)!;
    expect(row).toMatchObject({ ownerId: owner.id, parentSiteId: 1, versionId: 1 });
    expect(getDb().customers.find((c) => c.id === owner.id)?.roles).toContain('vip');
    expect(getDb().vipDirectories.filter((d) => d.siteId === row.id)).toHaveLength(getDb().directories.length);
    // Another one for the same customer is refused.
    expect(await refused(V.createChild, body({ path: 'xiaolu3', ownerLoginName: owner.loginName }), vip)).toBe('该客户已开通分站');
  });

  it('refuses strangers, taken and reserved paths, higher versions, too much commission and a wrong sale password', async () => {
    freezeClock(SEED_NOW);
    expect(await refused(V.createChild, body({ ownerLoginName: 'demo' }), vip)).toBe('账号 demo 不是本站客户，请让对方先在本站注册');
    expect(await refused(V.createChild, body({ ownerLoginName: 'mengmeng88' }), vip)).toBe('该客户已开通分站');
    expect(await refused(V.createChild, body({ path: 'gamebar' }), vip)).toBe('该站点路径已被占用，请换一个');
    expect(await refused(V.createChild, body({ path: 'inside' }), vip)).toBe('该站点路径已被占用，请换一个');
    expect(await refused(V.createChild, body({ path: 'ab' }), vip)).toBe('站点路径为3到20位小写字母或数字');
    expect(await refused(V.createChild, body({ versionId: 3 }), vip)).toBe('下级分站的版本不能高于您的版本（专业版）');
    expect(await refused(V.createChild, body({ versionId: 9 }), vip)).toBe('分站版本不存在');
    expect(await refused(V.createChild, body({ commissionRate: 6 }), vip)).toBe('分成比例不能超过当前版本（专业版）的5%');
    expect(await refused(V.createChild, body({ years: 6 }), vip)).toBe('开通年限为1到5年');
    expect(await refused(V.createChild, body({ salePwd: '000000' }), vip)).toBe('交易密码错误');
    merchant().balanceCents = 100;
    expect(await refused(V.createChild, body(), vip)).toBe('余额不足，需要 ¥398.00，请先充值');
    expect((await ok(V.getChildList, {}, vip)).total).toBe(3);
    expect((await call(V.createChild, body(), { token: SEED_TOKENS.demo })).code).toBe(403);
  });

  it('at most the version’s child sites; not while my site is expired; not on the basic version', async () => {
    freezeClock(SEED_NOW);
    await ok(V.createChild, body({ path: 'child1', ownerLoginName: siteCustomer(0).loginName }), vip);
    await ok(V.createChild, body({ path: 'child2', ownerLoginName: siteCustomer(0).loginName }), vip);
    expect((await ok(V.getChildList, {}, vip)).total).toBe(5);
    expect(await refused(V.createChild, body({ path: 'child3' }), vip)).toBe('当前版本（专业版）最多开设5个下级分站');
    getDb().vipSites = getDb().vipSites.filter((s) => s.path !== 'child1' && s.path !== 'child2');
    site().expiresAt = SEED_NOW - DAY;
    expect(await refused(V.createChild, body(), vip)).toBe('分站已过期，请先续费后再开设下级分站');
    site().expiresAt = SEED_NOW + DAY;
    site().versionId = 1;
    expect(await refused(V.createChild, body(), vip)).toBe('当前版本（基础版）不能开设下级分站，请升级到专业版或以上');
  });
});
