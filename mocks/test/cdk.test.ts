import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { DAY, SEED_NOW, freezeClock, unsoldCount } from '../db/index.ts';
import { SEED_TOKENS, getDb } from '../node.ts';
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
    expect((await ok(K.getShortInfo, { short: 'vipmonth' })).cdk).toMatchObject({ kind: 'goods', goodsName: '腾讯视频VIP月卡' });
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
    expect(answer.data).toMatchObject({ value: 10, status: 'success', account: 'd***' });
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

  it('redeems by the short link as well', async () => {
    await ok(K.doRecharge, { short: 'demo10', account: 'traveler' });
    expect((await ok(K.getShortInfo, { short: 'demo10' })).cdk.status).toBe('used');
  });

  it('a goods key recharges the account the goods asks for and spends one of its stock', async () => {
    const game = getDb().goods.find((g) => g.id === 17);
    const stock = game?.stockCount ?? 0;
    expect(await refused(K.doRecharge, { code: GAME, account: 'abc' })).toBe('QQ号为5到11位数字');
    const done = await ok(K.doRecharge, { code: GAME, account: '80012345' });
    expect(done.message).toBe('王者荣耀 60点券 已充值到账号 80***45');
    expect(game?.stockCount).toBe(stock - 1);
    const unsold = unsoldCount(getDb(), 1);
    await ok(K.doRecharge, { code: VIP_MONTH, account: '13900001111' });
    expect(unsoldCount(getDb(), 1)).toBe(unsold - 1);
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

  it('a goods key whose goods is off sale or out of stock is refused and stays unused', async () => {
    const game = getDb().goods.find((g) => g.id === 17);
    if (!game) throw new Error('seed lacks goods 17');
    game.stockCount = 0;
    expect(await refused(K.doRecharge, { code: GAME, account: '80012345' })).toBe('商品库存不足，请稍后再试或联系客服');
    game.status = 'off';
    expect(await refused(K.doRecharge, { code: GAME, account: '80012345' })).toBe('该卡密对应的商品已下架，请联系客服');
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
