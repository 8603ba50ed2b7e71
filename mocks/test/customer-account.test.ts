import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { DAY, formatDate, now, startOfDay } from '../db/index.ts';
import { SEED_TOKENS, advanceMockClock, getDb, mockPay } from '../node.ts';
import { call, ok, refused } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
const traveler = { token: SEED_TOKENS.traveler };

describe('account and profile', () => {
  it('getAccount: profile, level, money, sale password, open API, bindings, roles', async () => {
    const account = await ok(C.getAccount, undefined, demo);
    expect(account).toMatchObject({
      id: 1,
      loginName: 'demo',
      level: { id: 3, name: '黄金会员' },
      balance: 1288.5,
      frozenBalance: 100,
      inviteCode: 'YQ0001',
      loginNameChangeable: true,
      salePwd: { set: true, enabled: true },
      openApi: { enabled: false, status: false, appId: '', keyMasked: '' },
      roles: [],
    });
    expect(account.bindings.weixin).toMatchObject({ bound: true, account: '云端旅人' });
    expect(account.bindings.qq).toEqual({ bound: false, account: '', boundAt: null });
    expect(account.bindings.mobile.account).toBe('138****8000');
    expect((await ok(C.getAccount, undefined, { token: SEED_TOKENS.vipshop })).roles).toEqual(['vip']);
  });

  it('updateFrontCustomer saves nickname, QQ and avatar; checks them', async () => {
    await ok(C.updateFrontCustomer, { nickname: '新昵称', qq: '123456', avatar: '/mock-uploads/1' }, demo);
    expect(await ok(C.getAccount, undefined, demo)).toMatchObject({ nickname: '新昵称', qq: '123456', avatar: '/mock-uploads/1' });
    expect(await refused(C.updateFrontCustomer, { nickname: '' }, demo)).toBe('请输入昵称');
    expect(await refused(C.updateFrontCustomer, { nickname: 'a', qq: '12' }, demo)).toBe('QQ号为5到11位数字');
  });

  it('uploadFile takes images up to 10 MB', async () => {
    const png = new File([new Uint8Array(10)], 'avatar.png', { type: 'image/png' });
    expect((await ok(C.uploadFile, { file: png, usage: 'avatar' }, demo)).url).toMatch(/^\/mock-uploads\/\d+$/);
    expect(await refused(C.uploadFile, { file: new File(['x'], 'a.txt', { type: 'text/plain' }) }, demo)).toBe(
      '只支持 JPG、PNG、WebP、GIF 图片',
    );
    expect(await refused(C.uploadFile, { file: new File([], 'e.png', { type: 'image/png' }) }, demo)).toBe('文件为空');
    expect(
      await refused(C.uploadFile, { file: new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }) }, demo),
    ).toBe('图片不能超过10MB');
    expect(await refused(C.uploadFile, {}, demo)).toBe('请选择文件');
  });
});

describe('passwords and login name', () => {
  it('updateFrontLoginPwd', async () => {
    const form = { oldPwd: 'demo123456', newPwd: 'fresh12345', confirmPwd: 'fresh12345' };
    expect(await refused(C.updateFrontLoginPwd, { ...form, oldPwd: 'x' }, demo)).toBe('原密码错误');
    expect(await refused(C.updateFrontLoginPwd, { ...form, confirmPwd: 'other12345' }, demo)).toBe('两次输入的新密码不一致');
    expect(await refused(C.updateFrontLoginPwd, { ...form, newPwd: 'demo123456', confirmPwd: 'demo123456' }, demo)).toBe(
      '新密码不能与原密码相同',
    );
    expect(await refused(C.updateFrontLoginPwd, { ...form, newPwd: '123', confirmPwd: '123' }, demo)).toBe('新密码至少6位');
    await ok(C.updateFrontLoginPwd, form, demo);
    await ok(api.public.login, { loginName: 'demo', password: 'fresh12345' });
  });

  it('setSalePwd sets it once (repeat format) and turns the check on', async () => {
    expect(await refused(C.setSalePwd, { salePwd: ['123456', '123456'], loginPwd: 'demo123456' }, demo)).toBe(
      '交易密码已设置，如需修改请使用“修改交易密码”',
    );
    expect(await refused(C.setSalePwd, { salePwd: ['12345a', '12345a'], loginPwd: 'travel123456' }, traveler)).toBe('交易密码为6位数字');
    expect(await refused(C.setSalePwd, { salePwd: ['123456', '654321'], loginPwd: 'travel123456' }, traveler)).toBe(
      '两次输入的交易密码不一致',
    );
    expect(await refused(C.setSalePwd, { salePwd: ['123456', '123456'], loginPwd: 'wrong' }, traveler)).toBe('登录密码错误');
    expect(await refused(C.setSalePwd, { salePwd: ['123456'], loginPwd: 'travel123456' }, traveler)).toBe('请输入交易密码并确认');
    await ok(C.setSalePwd, { salePwd: ['135790', '135790'], loginPwd: 'travel123456' }, traveler);
    expect((await ok(C.getAccount, undefined, traveler)).salePwd).toEqual({ set: true, enabled: true });
  });

  it('setNewSalePwd changes it', async () => {
    expect(await refused(C.setNewSalePwd, { oldSalePwd: '123456', newSalePwd: '111111', confirmSalePwd: '111111' }, traveler)).toBe(
      '请先设置交易密码',
    );
    expect(await refused(C.setNewSalePwd, { oldSalePwd: '000000', newSalePwd: '111111', confirmSalePwd: '111111' }, demo)).toBe(
      '原交易密码错误',
    );
    expect(await refused(C.setNewSalePwd, { oldSalePwd: '123456', newSalePwd: '111111', confirmSalePwd: '222222' }, demo)).toBe(
      '两次输入的交易密码不一致',
    );
    expect(await refused(C.setNewSalePwd, { oldSalePwd: '123456', newSalePwd: '123456', confirmSalePwd: '123456' }, demo)).toBe(
      '新交易密码不能与原交易密码相同',
    );
    await ok(C.setNewSalePwd, { oldSalePwd: '123456', newSalePwd: '111111', confirmSalePwd: '111111' }, demo);
    expect(await refused(C.setSalePwdStatus, { status: 0, salePwd: '123456' }, demo)).toBe('交易密码错误');
  });

  it('setSalePwdStatus toggles the check with the sale password (R4.13)', async () => {
    expect(await refused(C.setSalePwdStatus, { status: 0, salePwd: '000000' }, demo)).toBe('交易密码错误');
    expect(await refused(C.setSalePwdStatus, { status: 1, salePwd: '123456' }, traveler)).toBe('请先设置交易密码');
    expect((await call(C.setSalePwdStatus, { status: 0, salePwd: '123456' }, demo)).msg).toBe('已关闭交易密码验证');
    expect((await ok(C.getAccount, undefined, demo)).salePwd).toEqual({ set: true, enabled: false });
    await ok(C.setSalePwdStatus, { status: '1', salePwd: '123456' }, demo);
    expect((await ok(C.getAccount, undefined, demo)).salePwd.enabled).toBe(true);
  });

  it('doUpdateLoginName: once, free name, with the login password', async () => {
    expect(await refused(C.doUpdateLoginName, { loginName: 'demo2026', loginPwd: 'x' }, demo)).toBe('登录密码错误');
    expect(await refused(C.doUpdateLoginName, { loginName: 'Traveler', loginPwd: 'demo123456' }, demo)).toBe('该登录名已被使用');
    expect(await refused(C.doUpdateLoginName, { loginName: 'DEMO', loginPwd: 'demo123456' }, demo)).toBe('新登录名与当前登录名相同');
    await ok(C.doUpdateLoginName, { loginName: 'demo2026', loginPwd: 'demo123456' }, demo);
    expect((await ok(C.getAccount, undefined, demo)).loginNameChangeable).toBe(false);
    expect(await refused(C.doUpdateLoginName, { loginName: 'demo2027', loginPwd: 'demo123456' }, demo)).toBe('登录名只能修改一次');
    await ok(api.public.login, { loginName: 'demo2026', password: 'demo123456' });
  });

  it('getLastTwoLoginLog with the seed sessions: same place for demo, different for traveler', async () => {
    const mine = await ok(C.getLastTwoLoginLog, undefined, demo);
    expect(mine.logs.map((l) => l.Address)).toEqual(['上海市 电信', '上海市 电信']);
    const theirs = await ok(C.getLastTwoLoginLog, undefined, traveler);
    expect(theirs.logs.map((l) => l.Address)).toEqual(['北京市 联通', '广东省广州市 电信']);
  });
});

describe('open API (R4.13: status toggle, enable, key)', () => {
  it('enable once, with the sale password when its check is on', async () => {
    expect(await refused(C.doOpenApiStatus, { status: 1 }, demo)).toBe('请先开通开放接口');
    expect(await refused(C.doOpenApiKey, { action: 'show', salePwd: '123456' }, demo)).toBe('请先开通开放接口');
    expect(await refused(C.doOpenApi, {}, demo)).toBe('请输入交易密码');
    expect(await refused(C.doOpenApi, { salePwd: '000000' }, demo)).toBe('交易密码错误');
    const enabled = await ok(C.doOpenApi, { salePwd: '123456' }, demo);
    expect(enabled.appId).toBe('ak_20260001');
    expect(enabled.keyMasked).toMatch(/^\*+[0-9a-f]{4}$/);
    expect(await refused(C.doOpenApi, { salePwd: '123456' }, demo)).toBe('开放接口已开通');
    // traveler has no sale password check: no password needed.
    await ok(C.doOpenApi, {}, traveler);
  });

  it('status toggles; the key is shown in full and can be regenerated', async () => {
    await ok(C.doOpenApi, { salePwd: '123456' }, demo);
    expect(await ok(C.doOpenApiStatus, { status: 0 }, demo)).toEqual({ status: false });
    expect((await ok(C.getAccount, undefined, demo)).openApi.status).toBe(false);
    const shown = await ok(C.doOpenApiKey, { action: 'show', salePwd: '123456' }, demo);
    expect(shown.key.slice(-4)).toBe(shown.keyMasked.slice(-4));
    expect((await ok(C.getAccount, undefined, demo)).openApi.keyMasked).toBe(shown.keyMasked);
    const reset = await ok(C.doOpenApiKey, { action: 'reset', salePwd: '123456' }, demo);
    expect(reset.key).not.toBe(shown.key);
    expect(reset.key).toMatch(/^sk_live_[0-9a-f]{32}$/);
    expect(await refused(C.doOpenApiKey, { action: 'show', salePwd: '999999' }, demo)).toBe('交易密码错误');
  });
});

describe('dashboard, verified, levels, own shop', () => {
  it('getIndexData: balance, level, today, unread, pinned, recent', async () => {
    const data = await ok(C.getIndexData, undefined, demo);
    expect(data).toMatchObject({
      balance: 1288.5,
      level: { name: '黄金会员' },
      nextLevel: { name: '钻石会员', upgradePrice: 999 },
      unreadMessages: 8,
    });
    expect(data.totalOrders).toBe(getDb().orders.filter((o) => o.customerId === 1).length);
    expect(data.todayOrders).toBeGreaterThan(0);
    expect(data.pinnedAnnouncements).toHaveLength(2);
    expect(data.recentOrders).toHaveLength(5);
    expect(data.monthSpend).toBeGreaterThanOrEqual(data.todaySpend);
  });

  it('getIndexData: the last 30 days by day, from my orders; a new order moves today', async () => {
    const data = await ok(C.getIndexData, undefined, demo);
    const days = data.last30Days;
    expect(days).toHaveLength(30);
    const today = formatDate(now());
    expect(days.at(-1)?.date).toBe(today);
    expect(days[0]?.date).toBe(formatDate(startOfDay(now()) - 29 * DAY));
    // Today's point is today's figures; the 30 days hold every order of mine placed in them.
    expect(days.at(-1)).toEqual({ date: today, orders: data.todayOrders, spend: data.todaySpend });
    const since = startOfDay(now()) - 29 * DAY;
    const mine = getDb().orders.filter((o) => o.customerId === 1 && o.createdAt >= since);
    expect(days.reduce((sum, d) => sum + d.orders, 0)).toBe(mine.length);
    expect(days.filter((d) => d.orders > 0).length).toBeGreaterThan(5);

    const order = await ok(api.shop.createOrder, { goodsId: 2, quantity: 1, payMethod: 'balance', salePwd: '123456' }, demo);
    const after = (await ok(C.getIndexData, undefined, demo)).last30Days;
    expect(after.at(-1)?.orders).toBe((days.at(-1)?.orders ?? 0) + 1);
    expect(after.at(-1)?.spend).toBeCloseTo((days.at(-1)?.spend ?? 0) + order.amount, 2);
    expect(after.slice(0, -1)).toEqual(days.slice(0, -1));
  });

  it('getVerified: mobile binding and certification', async () => {
    expect(await ok(C.getVerified, undefined, demo)).toEqual({
      mobile: { bound: true, account: '138****8000', boundAt: expect.stringMatching(/^2026-/) as unknown as string },
      certified: false,
      realName: '',
      certifiedAt: null,
    });
    expect((await ok(C.getVerified, undefined, traveler)).mobile.bound).toBe(false);
  });

  it('levels: the ladder and my place on it', async () => {
    const levels = await ok(C.getLevelList, undefined, demo);
    expect(levels.current).toEqual({ id: 3, name: '黄金会员' });
    expect(levels.list.map((l) => [l.name, l.upgradePrice, l.discount])).toEqual([
      ['普通会员', 0, 100],
      ['白银会员', 99, 97],
      ['黄金会员', 299, 94],
      ['钻石会员', 999, 90],
    ]);
  });

  it('doUpgradeLevel: pays from the balance, refuses same, lower or unaffordable', async () => {
    expect(await refused(C.doUpgradeLevel, { levelId: 3, salePwd: '123456' }, demo)).toBe('您已是该等级会员');
    expect(await refused(C.doUpgradeLevel, { levelId: 2, salePwd: '123456' }, demo)).toBe('不能升级到更低的等级');
    expect(await refused(C.doUpgradeLevel, { levelId: 9 }, demo)).toBe('会员等级不存在');
    expect(await refused(C.doUpgradeLevel, { levelId: 4 }, demo)).toBe('请输入交易密码');
    expect(await refused(C.doUpgradeLevel, { levelId: 4 }, traveler)).toBe('余额不足，升级需要 ¥999.00，请先充值');
    const done = await ok(C.doUpgradeLevel, { levelId: 4, salePwd: '123456' }, demo);
    expect(done).toEqual({ level: { id: 4, name: '钻石会员' }, balance: 289.5, next: 'done', orderNo: null });
    const log = await ok(C.getFundLog, { pageSize: 1 }, demo);
    expect(log.list[0]).toMatchObject({ type: 'purchase', amount: -999, balanceAfter: 289.5, remark: '升级为 钻石会员' });
    expect((await ok(C.getPayRecords, { kind: 'level' }, demo)).list[0]).toMatchObject({ amount: 999, status: 'paid' });
  });

  it('doCreateVip opens a reseller shop once (80 % for 黄金会员 and up)', async () => {
    const info = await ok(C.getCreateVipInfo, undefined, demo);
    expect(info.versions.map((v) => v.name)).toEqual(['基础版', '专业版', '旗舰版']);
    expect(info.site).toBeNull();
    expect((await ok(C.getCreateVipInfo, undefined, { token: SEED_TOKENS.vipshop })).site?.path).toBe('xiaolu');
    const form = { versionId: 2, siteName: '云端小店', sitePath: 'yunduan', salePwd: '123456' };
    expect(await refused(C.doCreateVip, { ...form, sitePath: 'xiaolu' }, demo)).toBe('该站点路径已被占用');
    expect(await refused(C.doCreateVip, { ...form, sitePath: 'inside' }, demo)).toBe('该站点路径已被占用');
    expect(await refused(C.doCreateVip, { ...form, sitePath: 'A!' }, demo)).toBe('站点路径为3到20位小写字母或数字');
    expect(await refused(C.doCreateVip, { ...form, versionId: 8 }, demo)).toBe('分站版本不存在');
    expect(await refused(C.doCreateVip, { ...form, versionId: 3 }, traveler)).toBe('余额不足，开通需要 ¥1299.00，请先充值');
    // 专业版 ¥599 a year, demo (黄金会员) pays 80 %: the info says so before paying.
    expect(info.myPrices).toEqual([
      { versionId: 1, price: 159.2 },
      { versionId: 2, price: 479.2 },
      { versionId: 3, price: 1039.2 },
    ]);
    expect((await ok(C.getCreateVipInfo, undefined, traveler)).myPrices[2]).toEqual({ versionId: 3, price: 1299 });
    const answer = await call(C.doCreateVip, form, demo);
    expect(answer).toMatchObject({ code: 1000, keyDay: 365, data: { path: 'yunduan', days: 365, balance: 809.3 } });
    expect((await ok(C.getFundLog, { pageSize: 1 }, demo)).list[0]).toMatchObject({
      type: 'purchase',
      amount: -479.2,
      balanceAfter: 809.3,
    });
    expect((await ok(C.getAccount, undefined, demo)).roles).toEqual(['vip']);
    expect(await refused(C.doCreateVip, { ...form, sitePath: 'other1' }, demo)).toBe('您已开通分站，无需重复开通');
    expect(await refused(C.doCreateVip, form, { token: SEED_TOKENS.vipshop })).toBe('您已开通分站，无需重复开通');
  });

  it('checkVipPath: free, taken by a site, reserved for the app, malformed', async () => {
    expect(await ok(C.checkVipPath, { sitePath: 'yunduan' }, demo)).toEqual({ sitePath: 'yunduan', available: true, reason: '' });
    expect(await ok(C.checkVipPath, { sitePath: 'xiaolu' }, demo)).toEqual({
      sitePath: 'xiaolu',
      available: false,
      reason: '该站点路径已被占用',
    });
    expect((await ok(C.checkVipPath, { sitePath: 'pay' }, demo)).available).toBe(false);
    expect(await refused(C.checkVipPath, { sitePath: 'Ab' }, demo)).toBe('站点路径为3到20位小写字母或数字');
  });

  it('doUpgradeLevel pay=online: an unpaid number, paid through a channel; the level changes, the balance does not', async () => {
    const before = await ok(C.getAccount, undefined, traveler);
    const logsBefore = (await ok(C.getFundLog, { pageSize: 1 }, traveler)).total;
    // traveler (白银会员, ¥356.20) cannot afford 钻石会员 from the balance, but may pay online.
    const started = await ok(C.doUpgradeLevel, { levelId: 4, pay: 'online' }, traveler);
    expect(started).toMatchObject({ level: { id: 2 }, balance: 356.2, next: 'pay' });
    expect(started.orderNo).toMatch(/^L\d+$/);
    // Asked again before paying: the same number, not a second one.
    expect((await ok(C.doUpgradeLevel, { levelId: 4, pay: 'online' }, traveler)).orderNo).toBe(started.orderNo);
    const orderNo = started.orderNo ?? '';
    const pay = await ok(api.payment.getPayOrder, { orderNo }, traveler);
    expect(pay).toMatchObject({ kind: 'level', title: '升级为 钻石会员', amount: 999, status: 'unpaid', orderStatus: null });
    expect(pay.channels.find((c) => c.method === 'balance')).toMatchObject({ enabled: false });
    expect(await refused(api.payment.doPay, { orderNo, method: 'balance' }, traveler)).toBe(
      '余额升级请在会员等级页操作，这里请选择在线支付',
    );
    await ok(api.payment.doPay, { orderNo, method: 'alipay' }, traveler);
    mockPay(orderNo);
    expect((await ok(C.getAccount, undefined, traveler)).level).toEqual({ id: 4, name: '钻石会员' });
    expect((await ok(C.getAccount, undefined, traveler)).balance).toBe(before.balance);
    expect((await ok(C.getFundLog, { pageSize: 1 }, traveler)).total).toBe(logsBefore);
    expect((await ok(C.getPayRecords, { kind: 'level' }, traveler)).list[0]).toMatchObject({
      orderNo,
      channel: 'alipay',
      amount: 999,
      status: 'paid',
    });
    const result = await ok(api.payment.getReturnResult, { channel: 'ali', orderNo }, traveler);
    expect(result).toMatchObject({ kind: 'level', status: 'paid', title: '升级为 钻石会员', order: null, balance: null });
    // Paid is paid: once.
    expect(await refused(api.payment.doPay, { orderNo, method: 'alipay' }, traveler)).toBe('该订单已支付，请勿重复支付');
    expect(await refused(C.doUpgradeLevel, { levelId: 4, pay: 'online' }, traveler)).toBe('您已是该等级会员');
  });

  it('an online upgrade overtaken by a balance upgrade is credited back, not lost', async () => {
    const started = await ok(C.doUpgradeLevel, { levelId: 4, pay: 'online' }, demo);
    const orderNo = started.orderNo ?? '';
    await ok(api.payment.doPay, { orderNo, method: 'wxpay' }, demo);
    await ok(C.doUpgradeLevel, { levelId: 4, salePwd: '123456' }, demo);
    mockPay(orderNo);
    const log = await ok(C.getFundLog, { pageSize: 2 }, demo);
    expect(log.list[0]).toMatchObject({ type: 'refund', amount: 999, balanceAfter: 1288.5, orderNo });
    expect(log.list[1]).toMatchObject({ type: 'purchase', amount: -999, balanceAfter: 289.5 });
    expect((await ok(C.getAccount, undefined, demo)).balance).toBe(1288.5);
  });

  it('an unpaid online upgrade expires with its number; paying it then is refused', async () => {
    advanceMockClock(0);
    const started = await ok(C.doUpgradeLevel, { levelId: 4, pay: 'online' }, demo);
    advanceMockClock(31 * 60_000);
    const orderNo = started.orderNo ?? '';
    expect((await ok(api.payment.getPayStatus, { orderNo }, demo)).status).toBe('closed');
    expect(await refused(api.payment.doPay, { orderNo, method: 'alipay' }, demo)).toBe('订单已超过支付时间，请重新下单');
    expect((await ok(C.getPayRecords, { kind: 'level', status: 'closed' }, demo)).list[0]?.orderNo).toBe(orderNo);
  });
});

describe('a money write acts once per request id (double click, retry, second tab)', () => {
  it('doUpgradeLevel and doCreateVip: the same id answers the first result again', async () => {
    const upgrade = { levelId: 4, salePwd: '123456', requestId: 'upgrade-0001' };
    const first = await call(C.doUpgradeLevel, upgrade, demo);
    const again = await call(C.doUpgradeLevel, upgrade, demo);
    expect(again).toMatchObject({ code: 1000, msg: first.msg, data: first.data });
    expect((await ok(C.getFundLog, { keyword: '钻石会员' }, demo)).total).toBe(1);
    const shop = { versionId: 1, siteName: '云端小店', sitePath: 'yunduan', salePwd: '123456', requestId: 'vip-open-0001' };
    const opened = await call(C.doCreateVip, shop, demo);
    expect(opened).toMatchObject({ code: 1000, keyDay: 365 });
    expect(await call(C.doCreateVip, shop, demo)).toMatchObject({ code: 1000, keyDay: 365, data: opened.data });
    expect(getDb().vipSites.filter((s) => s.path === 'yunduan')).toHaveLength(1);
    // The same id with other content is refused (it cannot be the same intent).
    expect(await refused(C.doCreateVip, { ...shop, sitePath: 'yunduan2' }, demo)).toBe('该请求编号已用于另一笔操作，请刷新页面后重试');
    expect(await refused(C.doCreateVip, { ...shop, requestId: 'x' }, demo)).toBe('请求编号格式不正确');
  });
});
