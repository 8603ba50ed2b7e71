import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { MOCK_VERIFY_CODE, SEED_TOKENS, advanceMockClock, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const P = api.public;

describe('log-in', () => {
  it('answers the authCode, the user and a working session', async () => {
    const login = await ok(P.login, { loginName: 'demo', password: 'demo123456' });
    expect(login.user).toMatchObject({ id: 1, loginName: 'demo', nickname: '云端旅人', level: { id: 3, name: '黄金会员' }, roles: [] });
    expect(login.authCode).toMatch(/^u[0-9a-z]+\.[0-9a-z]{24}$/);
    expect((await ok(api.customer.getAccount, undefined, { token: login.authCode })).id).toBe(1);
  });

  it('takes the bound mobile or e-mail as the account', async () => {
    expect((await ok(P.login, { loginName: '13800138000', password: 'demo123456' })).user.loginName).toBe('demo');
    expect((await ok(P.login, { loginName: 'TRAVELER@example.com', password: 'travel123456' })).user.loginName).toBe('traveler');
  });

  it('refuses a wrong password, an unknown account and a disabled one', async () => {
    expect(await refused(P.login, { loginName: 'demo', password: 'wrong-password' })).toBe('账号或密码错误');
    expect(await refused(P.login, { loginName: 'nobody', password: 'demo123456' })).toBe('账号或密码错误');
    expect(await refused(P.login, { loginName: 'banned', password: 'banned123456' })).toBe('账号已被禁用，请联系客服');
  });

  it('R2.11: demo logs in from the same place as last time (登录地址无异常)', async () => {
    const { authCode } = await ok(P.login, { loginName: 'demo', password: 'demo123456' });
    const { logs } = await ok(api.customer.getLastTwoLoginLog, undefined, { token: authCode });
    expect(logs).toHaveLength(2);
    expect(logs[0]?.Address).toBe(logs[1]?.Address);
  });

  it('R2.12: traveler logs in from another city (登录地址与上次不一致)', async () => {
    const { authCode } = await ok(P.login, { loginName: 'traveler', password: 'travel123456' });
    const { logs } = await ok(api.customer.getLastTwoLoginLog, undefined, { token: authCode });
    expect(logs.map((l) => l.Address)).toEqual(['广东省深圳市 电信', '北京市 联通']);
  });

  it('R3.2: newbie’s first log-in has only the current entry', async () => {
    const { authCode } = await ok(P.login, { loginName: 'newbie', password: 'newbie123456' });
    const { logs } = await ok(api.customer.getLastTwoLoginLog, undefined, { token: authCode });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ IP: '221.237.11.8', Address: '四川省成都市 电信' });
    expect(logs[0]?.LoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('log-out ends the session', async () => {
    const { authCode } = await ok(P.login, { loginName: 'demo', password: 'demo123456' });
    await ok(P.logout, undefined, { token: authCode });
    expect((await call(api.customer.getAccount, undefined, { token: authCode })).code).toBe(-2);
    // Without a session it still answers, so the app can always log out.
    expect((await call(P.logout)).code).toBe(1000);
  });
});

describe('register', () => {
  const form = { loginName: 'zhangsan', password: 'pass123456', confirmPwd: 'pass123456', mobile: '13612345678', code: MOCK_VERIFY_CODE };

  it('sends a code (shown in msg), keeps a 60 s cooldown, and registers with it', async () => {
    const sent = await call(P.sendRegisterCode, { mobile: '13612345678' });
    expect(sent.data).toEqual({ cooldown: 60, target: '136****5678' });
    expect(sent.msg).toContain(MOCK_VERIFY_CODE);
    expect(await refused(P.sendRegisterCode, { mobile: '13612345678' })).toMatch(/^验证码发送太频繁，请\d+秒后再试$/);
    const login = await ok(P.register, { ...form, inviteCode: 'yq0001' });
    expect(login.user.loginName).toBe('zhangsan');
    expect((await ok(api.customer.getAccount, undefined, { token: login.authCode })).bindings.mobile.account).toBe('136****5678');
    // The invitee shows up for demo (invite code YQ0001).
    const invitees = await ok(api.customer.getPromotionCustomerList, { keyword: 'zhangsan' }, { token: SEED_TOKENS.demo });
    expect(invitees.total).toBe(1);
    advanceMockClock(61_000);
    expect((await call(P.sendRegisterCode, { mobile: '13612345678' })).msg).toBe('该手机号已注册，请直接登录');
  });

  it('refuses a wrong, missing or expired code, a taken name or mobile, a bad invite, mismatched passwords', async () => {
    expect(await refused(P.register, form)).toBe('请先获取验证码');
    await ok(P.sendRegisterCode, { mobile: '13612345678' });
    expect(await refused(P.register, { ...form, code: '654321' })).toBe('验证码错误');
    expect(await refused(P.register, { ...form, confirmPwd: 'other123' })).toBe('两次输入的密码不一致');
    expect(await refused(P.register, { ...form, loginName: 'Demo' })).toBe('该登录名已被使用');
    expect(await refused(P.register, { ...form, mobile: '13800138000' })).toBe('该手机号已注册，请直接登录');
    expect(await refused(P.register, { ...form, inviteCode: 'NOPE' })).toBe('邀请码不存在');
    expect(await refused(P.register, { ...form, loginName: '1abc' })).toBe('登录名为4到20位字母、数字或下划线，以字母开头');
    advanceMockClock(5 * 60_000 + 1);
    expect(await refused(P.register, form)).toBe('验证码已过期，请重新获取');
  });
});

describe('forgotten password', () => {
  it('resets the password with the code and ends every session of the account', async () => {
    expect(await refused(P.sendForgetCode, { account: '13900000000' })).toBe('该手机号或邮箱未绑定任何账号');
    const sent = await ok(P.sendForgetCode, { account: '13800138000' });
    expect(sent.target).toBe('138****8000');
    expect(await refused(P.forget, { account: '13800138000', code: '000000', newPwd: 'newpass1', confirmPwd: 'newpass1' })).toBe(
      '验证码错误',
    );
    expect(await refused(P.forget, { account: '13800138000', code: MOCK_VERIFY_CODE, newPwd: 'newpass1', confirmPwd: 'newpass2' })).toBe(
      '两次输入的密码不一致',
    );
    await ok(P.forget, { account: '13800138000', code: MOCK_VERIFY_CODE, newPwd: 'newpass1', confirmPwd: 'newpass1' });
    expect(await refused(P.login, { loginName: 'demo', password: 'demo123456' })).toBe('账号或密码错误');
    await ok(P.login, { loginName: 'demo', password: 'newpass1' });
    expect((await call(api.customer.getAccount, undefined, { token: SEED_TOKENS.demo })).code).toBe(-2);
    // A used code does not work twice.
    expect(await refused(P.forget, { account: '13800138000', code: MOCK_VERIFY_CODE, newPwd: 'again123', confirmPwd: 'again123' })).toBe(
      '请先获取验证码',
    );
  });

  it('works with a bound e-mail', async () => {
    expect((await ok(P.sendForgetCode, { account: 'traveler@example.com' })).target).toBe('tr***@example.com');
  });
});

describe('site, announcements, service, AI bot', () => {
  it('site information carries the stored site title (R2.2)', async () => {
    const info = await ok(P.getSiteInfo);
    expect(info.title).toBe('云卡数字商城');
    expect(info.payMethods).toContain('alipay');
    expect(info.service.qq).toBe('800012345');
  });

  it('announcements: main site only, pinned first, keyword, views count up', async () => {
    const page = await ok(P.getAnnouncementList, {});
    expect(page.total).toBe(8);
    expect(page.list.slice(0, 2).every((a) => a.pinned)).toBe(true);
    expect(page.list.some((a) => a.title.includes('小鹿'))).toBe(false);
    expect((await ok(P.getAnnouncementList, { keyword: '维护' })).list.map((a) => a.title)).toEqual(['系统维护通知']);
    const first = page.list[0];
    const one = await ok(P.getAnnouncementInfo, { id: first?.id });
    const again = await ok(P.getAnnouncementInfo, { id: first?.id });
    expect(again.views).toBe(one.views + 1);
    expect(await refused(P.getAnnouncementInfo, { id: 999 })).toBe('公告不存在或已删除');
  });

  it('serves the hostile announcement as it is (the app sanitises), with a tag-free summary', async () => {
    const hostile = (await ok(P.getAnnouncementList, { keyword: '富文本' })).list[0];
    expect(hostile?.summary).not.toMatch(/[<>]/);
    const detail = await ok(P.getAnnouncementInfo, { id: hostile?.id });
    expect(detail.html).toContain('<script>');
    expect(detail.html).toContain('onerror=');
    expect(detail.html).toContain('javascript:');
  });

  it('a summary keeps a table readable: a row a line, cells parted by " · "', async () => {
    const promo = (await ok(P.getAnnouncementList, { keyword: '双十二' })).list[0];
    expect(promo?.summary.split('\n')).toEqual([
      '活动时间：2026-12-10 至 2026-12-12',
      '商品 · 活动价',
      '腾讯视频VIP月卡 · ¥14.80',
      '爱奇艺黄金VIP月卡 · ¥15.50',
    ]);
  });

  it('service contacts and FAQ', async () => {
    const service = await ok(P.getServiceInfo);
    expect(service.faq.length).toBeGreaterThanOrEqual(5);
    expect(service.contacts.hours).toContain('09:00');
  });

  it('the AI bot greets, answers from the FAQ, looks up my orders and keeps the conversation', async () => {
    const suggest = await ok(P.getAibotSuggest);
    expect(suggest.suggestions.length).toBeGreaterThan(2);
    const first = await ok(P.doAibotChat, { message: '付款后多久发货？' });
    expect(first.reply).toContain('自动发货');
    const second = await ok(P.doAibotChat, { message: '转人工', sessionId: first.sessionId });
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.reply).toContain('人工客服');
    const order = getDb().orders.find((o) => o.customerId === 1) as { orderNo: string; goodsName: string };
    expect((await ok(P.doAibotChat, { message: `查一下 ${order.orderNo}` }, { token: SEED_TOKENS.demo })).reply).toContain(order.goodsName);
    expect((await ok(P.doAibotChat, { message: `查一下 ${order.orderNo}` })).reply).toContain('为保护隐私');
    expect(await refused(P.doAibotChat, { message: '' })).toBe('请输入问题');
  });
});

describe('order query (/chadan)', () => {
  const locked = () => getDb().orders.find((o) => o.queryPwd !== '' && o.cardIds.length > 0);

  it('by order number: keys hidden behind the query password until it is given', async () => {
    const order = locked();
    expect(order, 'the seed has a visitor order with a query password').toBeDefined();
    const hidden = await ok(P.queryOrder, { mode: 'orderNo', orderNo: order?.orderNo });
    expect(hidden.list[0]).toMatchObject({ orderNo: order?.orderNo, locked: true, cards: [], deliveryText: null });
    expect(await refused(P.queryOrder, { mode: 'orderNo', orderNo: order?.orderNo, queryPwd: '0000x' })).toBe('查询密码错误');
    const shown = await ok(P.queryOrder, { mode: 'orderNo', orderNo: order?.orderNo, queryPwd: order?.queryPwd });
    expect(shown.list[0]?.locked).toBe(false);
    expect(shown.list[0]?.cards).toHaveLength(order?.cardIds.length ?? -1);
  });

  it('by contact: the latest five, contact masked', async () => {
    const result = await ok(P.queryOrder, { mode: 'contact', contact: '13800138000' });
    expect(result.list.length).toBe(5);
    expect(result.list.every((o) => o.contact === '138****8000')).toBe(true);
    expect((await ok(P.queryOrder, { mode: 'contact', contact: 'nobody@example.com' })).list).toEqual([]);
  });

  it('refuses an unknown order and empty inputs', async () => {
    expect(await refused(P.queryOrder, { mode: 'orderNo', orderNo: '000' })).toBe('未找到该订单，请检查订单号');
    expect(await refused(P.queryOrder, { mode: 'orderNo' })).toBe('请输入订单号');
    expect(await refused(P.queryOrder, { mode: 'contact' })).toBe('请输入下单时填写的联系方式');
  });
});

describe('price query (/chajia)', () => {
  it('every level’s price and the visitor’s, by keyword or directory (with children)', async () => {
    const steam = await ok(P.queryPrice, { keyword: 'steam钱包' });
    expect(steam.list.map((r) => r.name)).toEqual(['Steam钱包充值卡 50元', 'Steam钱包充值卡 100元']);
    const row = steam.list[0];
    expect(row?.levelPrices.map((l) => l.levelName)).toEqual(['普通会员', '白银会员', '黄金会员', '钻石会员']);
    expect(row?.levelPrices[0]?.price).toBe(row?.visitorPrice);
    expect(row?.levelPrices[3]?.price).toBeLessThan(row?.visitorPrice ?? 0);
    const games = await ok(P.queryPrice, { dirId: 3, pageSize: 50 });
    expect(new Set(games.list.map((r) => r.dirName))).toEqual(new Set(['游戏点卡', '手游充值']));
    expect(games.list.some((r) => r.name.includes('明日方舟'))).toBe(false);
  });
});
