import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { DAY, RECHARGE_DELIVERY_MS, SEED_NOW, freezeClock, unsoldCount } from '../db/index.ts';
import { SEED_TOKENS, advanceMockClock, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const K = api.cdk;
const TEN = 'CDK8-TEST-2026-0001';
const VIP_MONTH = 'CDK8-GOOD-2026-0004';
const GAME = 'CDK8-GAME-2026-0005';

describe('short-link landing and checking a key (no login)', () => {
  it('what the key behind a short link is worth', async () => {
    const info = await ok(K.getShortInfo, { short: 'demo10' });
    expect(info).toMatchObject({ short: 'demo10', title: '¥10.00 余额充值卡' });
    expect(info.cdk).toMatchObject({ code: '***************0001', kind: 'balance', value: 10, goodsName: null, status: 'unused' });
    const vip = await ok(K.getShortInfo, { short: 'vipmonth' });
    expect(vip.cdk).toMatchObject({ kind: 'goods', goodsName: '腾讯视频VIP月卡', deliveryType: 'card' });
    // What redeeming does, by the goods' delivery: a key at once, or a recharge of the account typed.
    expect(vip.description).toBe('兑换后立即发放该商品的卡密，无需再付款。');
    expect((await ok(K.getShortInfo, { short: 'game60' })).description).toBe('兑换后将直接为您填写的账号充值该商品，无需再付款。');
    expect((await ok(K.getShortInfo, { short: 'void39' })).cdk.status).toBe('void');
    expect(await refused(K.getShortInfo, { short: 'nothere' })).toBe('链接无效或卡密已下架');
    expect(await refused(K.getShortInfo, { short: 'a!' })).toBe('链接无效');
  });

  it('checks a key by code (case and spaces do not matter); unknown and malformed refused', async () => {
    expect(await ok(K.getCdkInfo, { code: ' cdk8-test-2026-0001 ' })).toMatchObject({ kind: 'balance', status: 'unused' });
    expect((await ok(K.getCdkInfo, { code: 'CDK8-USED-2026-0029' })).status).toBe('used');
    expect((await ok(K.getCdkInfo, { code: 'CDK8-EXPD-2026-0037' })).status).toBe('expired');
    expect(await refused(K.getCdkInfo, { code: 'AAAA-BBBB-CCCC-DDDD' })).toBe('卡密不存在，请检查后重新输入');
    expect(await refused(K.getCdkInfo, { code: 'short' })).toBe('卡密格式不正确，应为XXXX-XXXX-XXXX-XXXX');
    expect(await refused(K.getCdkInfo, {})).toBe('请输入卡密');
  });

  it('an unused key past its date reads as expired', async () => {
    const row = getDb().cdkCodes.find((c) => c.code === TEN);
    freezeClock((row?.expiresAt ?? SEED_NOW) + DAY);
    expect((await ok(K.getCdkInfo, { code: TEN })).status).toBe('expired');
    expect(await refused(K.doRecharge, { code: TEN, account: 'demo' })).toBe('该卡密已过期，无法兑换');
  });
});

describe('redeeming (once)', () => {
  it('a balance key credits the customer (login name, mobile or e-mail) with a fund log; a second try fails', async () => {
    const demo = getDb().customers.find((c) => c.id === 1);
    const before = demo?.balanceCents ?? 0;
    const answer = await call(K.doRecharge, { code: TEN, account: '13800138000' });
    expect(answer).toMatchObject({ code: 1000, msg: '兑换成功，已充值 ¥10.00 到账户余额' });
    expect(answer.data).toMatchObject({ value: 10, status: 'success', account: 'd***', orderNo: null, cards: [] });
    expect(demo?.balanceCents).toBe(before + 1000);
    const logs = await ok(api.customer.getFundLog, {}, { token: SEED_TOKENS.demo });
    expect(logs.list[0]).toMatchObject({ type: 'recharge', amount: 10, remark: '卡密充值（***************0001）' });
    expect((await ok(K.getCdkInfo, { code: TEN })).status).toBe('used');
    expect(await refused(K.doRecharge, { code: TEN, account: 'demo' })).toBe('该卡密已被使用，不能重复兑换');
    const history = await ok(K.getOrderList, { code: TEN });
    expect(history.cdk.status).toBe('used');
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({ account: 'd***', value: 10, message: '已充值 ¥10.00 到账户余额' });
  });

  it('once per request id: a retry whose answer was lost answers the first redemption again; one credit, one fund-log line', async () => {
    const demo = getDb().customers.find((c) => c.id === 1);
    const before = demo?.balanceCents ?? 0;
    const logsBefore = (await ok(api.customer.getFundLog, {}, { token: SEED_TOKENS.demo })).total;
    const form = { code: TEN, account: 'demo', requestId: 'cdk-req-000001' };
    // A double click (both on their way at once), then a retry after a lost answer.
    const [first, second] = await Promise.all([call(K.doRecharge, form), call(K.doRecharge, form)]);
    const retry = await call(K.doRecharge, { ...form, code: ' cdk8-test-2026-0001 ' });
    expect(first).toMatchObject({ code: 1000, msg: '兑换成功，已充值 ¥10.00 到账户余额' });
    expect(second).toEqual(first);
    expect(retry).toEqual(first);
    expect(demo?.balanceCents).toBe(before + 1000);
    const logs = await ok(api.customer.getFundLog, {}, { token: SEED_TOKENS.demo });
    expect(logs.total).toBe(logsBefore + 1);
    expect(logs.list[0]).toMatchObject({ type: 'recharge', amount: 10, balanceAfter: (before + 1000) / 100 });
    expect((await ok(K.getOrderList, { code: TEN })).list).toHaveLength(1);
    // The same id for another account is refused; a new id meets a used key.
    expect(await refused(K.doRecharge, { ...form, account: 'traveler' })).toBe('该请求编号已用于另一笔操作，请刷新页面后重试');
    expect(await refused(K.doRecharge, { ...form, requestId: 'cdk-req-000002' })).toBe('该卡密已被使用，不能重复兑换');
    expect(demo?.balanceCents).toBe(before + 1000);
  });

  it('a refused redemption stores nothing under its id: the same id tries again; a goods key replays its keys', async () => {
    const form = { code: VIP_MONTH, account: '13900001111', requestId: 'cdk-req-000003' };
    const game = getDb().goods.find((g) => g.id === 1);
    if (!game) throw new Error('seed lacks goods 1');
    game.status = 'off';
    expect(await refused(K.doRecharge, form)).toBe('该卡密对应的商品已下架，请联系客服');
    game.status = 'on';
    const unsold = unsoldCount(getDb(), 1);
    const done = await ok(K.doRecharge, form);
    expect(done.cards).toHaveLength(1);
    expect(await ok(K.doRecharge, form)).toEqual(done);
    expect(unsoldCount(getDb(), 1)).toBe(unsold - 1);
    expect(getDb().orders.filter((o) => o.remark.includes('卡密兑换') && o.goodsId === 1)).toHaveLength(1);
  });

  it('redeems by the short link as well', async () => {
    await ok(K.doRecharge, { short: 'demo10', account: 'traveler' });
    expect((await ok(K.getShortInfo, { short: 'demo10' })).cdk.status).toBe('used');
  });

  it('a card goods key places an order paid by the key: one key of the stock comes back at once', async () => {
    freezeClock(SEED_NOW);
    const unsold = unsoldCount(getDb(), 1);
    const answer = await call(K.doRecharge, { code: VIP_MONTH, account: '13900001111' });
    expect(answer.code).toBe(1000);
    const done = answer.data;
    expect(done.status).toBe('success');
    expect(done.cards).toHaveLength(1);
    expect(done.message).toBe(`已发放1张卡密（订单号 ${done.orderNo}）`);
    expect(answer.msg).toBe(`兑换成功，${done.message}`);
    expect(unsoldCount(getDb(), 1)).toBe(unsold - 1);
    const order = getDb().orders.find((o) => o.orderNo === done.orderNo);
    expect(order).toMatchObject({
      status: 'delivered',
      amountCents: 0,
      discountCents: 1580,
      payMethod: null,
      contact: '13900001111',
      customerId: null,
    });
    expect(getDb().cardKeys.find((c) => c.id === done.cards[0]?.id)).toMatchObject({ status: 'sold', soldOrderNo: done.orderNo });
    // The order reads like any other, by its number.
    const visitor = await ok(api.shop.getVisitorOrderInfo, { orderNo: done.orderNo });
    expect(visitor.cards.map((c) => c.id)).toEqual(done.cards.map((c) => c.id));
    expect((await ok(K.getOrderList, { code: VIP_MONTH })).list[0]).toMatchObject({ orderNo: done.orderNo, status: 'success' });
  });

  it('a recharge goods key checks the goods’ inputs and contact, then recharges: processing, later delivered', async () => {
    freezeClock(SEED_NOW);
    const game = getDb().goods.find((g) => g.id === 17);
    const stock = game?.stockCount ?? 0;
    expect(await refused(K.doRecharge, { code: GAME, account: 'abc', contact: '13900001111', inputs: { zone: '安卓QQ区' } })).toBe(
      'QQ号为5到11位数字',
    );
    expect(await refused(K.doRecharge, { code: GAME, account: '80012345', contact: '13900001111' })).toBe('请选择大区');
    expect(await refused(K.doRecharge, { code: GAME, account: '80012345', inputs: { zone: '安卓QQ区' } })).toBe('请输入正确的手机号');
    const done = await ok(K.doRecharge, {
      code: GAME,
      account: '80012345',
      contact: '13900001111',
      inputs: { zone: '安卓QQ区', role: '孤影' },
    });
    expect(done).toMatchObject({
      status: 'processing',
      message: `已提交充值，等待到账（订单号 ${done.orderNo}）`,
      account: '80***45',
      cards: [],
    });
    expect(game?.stockCount).toBe(stock - 1);
    const order = getDb().orders.find((o) => o.orderNo === done.orderNo);
    expect(order?.inputs).toEqual([
      { label: 'QQ号', value: '80012345' },
      { label: '大区', value: '安卓QQ区' },
      { label: '角色名', value: '孤影' },
    ]);
    advanceMockClock(RECHARGE_DELIVERY_MS);
    const later = await ok(K.getOrderList, { code: GAME });
    expect(later.list[0]).toMatchObject({ status: 'success', message: '充值成功：80012345 已到账。' });
    expect(await refused(K.doRecharge, { code: GAME, account: '80012345', contact: '13900001111', inputs: { zone: '安卓QQ区' } })).toBe(
      '该卡密已被使用，不能重复兑换',
    );
  });

  it('the check of a goods key tells the form what to ask', async () => {
    const game = await ok(K.getCdkInfo, { code: GAME });
    expect(game).toMatchObject({ kind: 'goods', deliveryType: 'recharge', contactKind: 'mobile' });
    expect(game.inputs.map((f) => f.name)).toEqual(['account', 'zone', 'role']);
    expect(await ok(K.getCdkInfo, { code: TEN })).toMatchObject({ deliveryType: null, contactKind: null, inputs: [] });
  });

  it('refuses used, void, expired and unknown keys, unknown accounts, missing key and account', async () => {
    expect(await refused(K.doRecharge, { code: 'CDK8-USED-2026-0029', account: 'demo' })).toBe('该卡密已被使用，不能重复兑换');
    expect(await refused(K.doRecharge, { code: 'CDK8-VOID-2026-0039', account: 'demo' })).toBe('该卡密已作废，无法兑换');
    expect(await refused(K.doRecharge, { code: 'CDK8-EXPD-2026-0037', account: 'demo' })).toBe('该卡密已过期，无法兑换');
    expect(await refused(K.doRecharge, { code: 'AAAA-BBBB-CCCC-DDDD', account: 'demo' })).toBe('卡密不存在，请检查后重新输入');
    expect(await refused(K.doRecharge, { code: TEN, account: 'nobody-here' })).toBe(
      '充值账号不存在，请输入本站的登录账号、绑定的手机号或邮箱',
    );
    expect(await refused(K.doRecharge, { code: TEN, account: 'banned' })).toBe('该账号已被禁用，无法充值');
    expect(await refused(K.doRecharge, { account: 'demo' })).toBe('请输入卡密');
    expect(await refused(K.doRecharge, { code: TEN })).toBe('请输入充值账号');
    expect(await refused(K.doRecharge, { short: 'nothere', account: 'demo' })).toBe('链接无效或卡密已下架');
    // None of the refusals used the key.
    expect((await ok(K.getCdkInfo, { code: TEN })).status).toBe('unused');
  });

  it('a goods key whose goods is off sale or sold out is refused and stays unused', async () => {
    const game = getDb().goods.find((g) => g.id === 17);
    if (!game) throw new Error('seed lacks goods 17');
    const body = { code: GAME, account: '80012345', contact: '13900001111', inputs: { zone: '安卓QQ区' } };
    game.stockCount = 0;
    expect(await refused(K.doRecharge, body)).toBe('商品已售罄，请选择其他商品');
    game.status = 'off';
    expect(await refused(K.doRecharge, body)).toBe('该卡密对应的商品已下架，请联系客服');
    expect((await ok(K.getCdkInfo, { code: GAME })).status).toBe('unused');
  });
});

describe('redemption query', () => {
  it('answers the key and its redemptions; an unused key has none; unknown refused', async () => {
    const used = await ok(K.getOrderList, { code: 'CDK8-USED-2026-0029' });
    expect(used.list).toHaveLength(1);
    expect(used.list[0]?.status).toBe('success');
    expect(used.list[0]?.account).toContain('*');
    expect((await ok(K.getOrderList, { code: TEN })).list).toEqual([]);
    expect(await refused(K.getOrderList, { code: 'AAAA-BBBB-CCCC-DDDD' })).toBe('卡密不存在，请检查后重新输入');
  });
});
