import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { SEED_TOKENS, advanceMockClock, getDb } from '../node.ts';
import { call, ok, refused } from './client.ts';

const C = api.customer;
const demo = { token: SEED_TOKENS.demo };
const traveler = { token: SEED_TOKENS.traveler };

describe('fund log (accountmoney)', () => {
  it('newest first; each balance after follows from the one before', async () => {
    const page = await ok(C.getFundLog, { pageSize: 100 }, demo);
    expect(page.total).toBe(getDb().fundLogs.filter((f) => f.customerId === 1).length);
    expect(page.list[0]?.balanceAfter).toBe(1288.5);
    for (let i = 0; i + 1 < page.list.length; i += 1) {
      const newer = page.list[i];
      const older = page.list[i + 1];
      expect(Math.round(((older?.balanceAfter ?? 0) + (newer?.amount ?? 0)) * 100), `log ${newer?.id}`).toBe(
        Math.round((newer?.balanceAfter ?? 0) * 100),
      );
    }
  });

  it('filters by kind, date range and keyword, with income and expense', async () => {
    const recharges = await ok(C.getFundLog, { type: 'recharge', pageSize: 100 }, demo);
    expect(recharges.list.every((f) => f.type === 'recharge' && f.amount > 0)).toBe(true);
    expect(recharges.expense).toBe(0);
    expect(recharges.income).toBeCloseTo(
      recharges.list.reduce((s, f) => s + f.amount, 0),
      2,
    );
    const day = await ok(C.getFundLog, { startDate: '2026-11-20', endDate: '2026-11-20', pageSize: 100 }, demo);
    expect(day.list.every((f) => f.createdAt.startsWith('2026-11-20'))).toBe(true);
    const upgrade = await ok(C.getFundLog, { keyword: '黄金会员' }, demo);
    expect(upgrade.list).toEqual([expect.objectContaining({ amount: -299, type: 'purchase' })]);
    expect(await refused(C.getFundLog, { startDate: '20261120' }, demo)).toBe('日期格式应为YYYY-MM-DD');
  });
});

describe('payment records (payInfo)', () => {
  it('orders, recharges and levels, filterable', async () => {
    const all = await ok(C.getPayRecords, { pageSize: 100 }, demo);
    expect(new Set(all.list.map((r) => r.kind))).toEqual(new Set(['order', 'recharge', 'level']));
    const pending = await ok(C.getPayRecords, { status: 'pending', pageSize: 100 }, demo);
    expect(pending.list.every((r) => r.status === 'pending' && r.paidAt === null)).toBe(true);
    const recharges = await ok(C.getPayRecords, { kind: 'recharge', pageSize: 100 }, demo);
    expect(recharges.list.every((r) => r.channel === 'alipay' || r.channel === 'wxpay')).toBe(true);
  });
});

describe('withdrawal (collectMoney)', () => {
  it('config: available, frozen, minimum, fee, channels', async () => {
    expect(await ok(C.getWithdrawConfig, undefined, demo)).toMatchObject({
      available: 1288.5,
      frozen: 100,
      minimum: 10,
      feeRate: 0.5,
      minFee: 1,
      inProgress: 100,
      salePwdSet: true,
    });
    expect((await ok(C.getWithdrawConfig, undefined, traveler)).feeRate).toBe(1);
  });

  it('withdraws with the sale password: balance down, frozen up, fund log, record', async () => {
    const form = { amount: '300', channel: 'alipay', account: '13800138000', accountName: '张三', salePwd: '123456' };
    const w = await ok(C.doWithdraw, form, demo);
    expect(w).toMatchObject({
      amount: 300,
      fee: 1.5,
      actual: 298.5,
      channel: 'alipay',
      account: '138****8000',
      accountName: '张***',
      mode: 'auto',
      status: 'processing',
    });
    const account = await ok(C.getAccount, undefined, demo);
    expect(account).toMatchObject({ balance: 988.5, frozenBalance: 400 });
    expect((await ok(C.getFundLog, { pageSize: 1 }, demo)).list[0]).toMatchObject({
      type: 'withdrawal',
      amount: -300,
      balanceAfter: 988.5,
    });
    expect((await ok(C.getWithdrawList, { status: 'processing' }, demo)).total).toBe(2);
    // Alipay withdrawals arrive two hours later.
    advanceMockClock(2 * 3_600_000 + 1000);
    const list = await ok(C.getWithdrawList, {}, demo);
    expect(list.list[0]).toMatchObject({ id: w.id, status: 'done', message: '已到账' });
    expect((await ok(C.getAccount, undefined, demo)).frozenBalance).toBe(0);
  });

  it('refuses without a sale password, a wrong one, too little, too much, bad accounts', async () => {
    const form = { amount: '50', channel: 'bank', account: '6222 0000 1111 2222', accountName: '张三', salePwd: '123456' };
    expect(await refused(C.doWithdraw, { ...form, salePwd: '' }, traveler)).toBe('请先设置交易密码');
    expect(await refused(C.doWithdraw, { ...form, salePwd: '000000' }, demo)).toBe('交易密码错误');
    expect(await refused(C.doWithdraw, { ...form, amount: '5' }, demo)).toBe('单笔提现不得少于 ¥10.00');
    expect(await refused(C.doWithdraw, { ...form, amount: '5000' }, demo)).toBe('可提现余额不足，当前可提现 ¥1288.50');
    expect(await refused(C.doWithdraw, { ...form, account: '123' }, demo)).toBe('请输入正确的银行卡号');
    expect(await refused(C.doWithdraw, { ...form, channel: 'alipay', account: 'abc' }, demo)).toBe(
      '请输入正确的支付宝账号（手机号或邮箱）',
    );
    expect(await refused(C.doWithdraw, { ...form, amount: '0' }, demo)).toBe('提现金额必须大于0');
    const bank = await ok(C.doWithdraw, form, demo);
    expect(bank).toMatchObject({ mode: 'manual', account: '6222 **** **** 2222', fee: 1 });
  });
});

describe('transfer (transMoney)', () => {
  it('moves balance between customers with fund logs on both sides', async () => {
    const done = await ok(C.doTransfer, { to: 'Traveler', amount: '88.8', salePwd: '123456', remark: '饭钱' }, demo);
    expect(done).toMatchObject({ balance: 1199.7, transfer: { direction: 'out', counterparty: 'tr***er', amount: 88.8, remark: '饭钱' } });
    expect((await ok(C.getAccount, undefined, traveler)).balance).toBe(445);
    expect((await ok(C.getFundLog, { pageSize: 1 }, traveler)).list[0]).toMatchObject({
      type: 'transfer_in',
      amount: 88.8,
      remark: '收到 demo 的转账（饭钱）',
    });
    const mine = await ok(C.getTransferList, { direction: 'out' }, demo);
    expect(mine.list[0]).toMatchObject({ direction: 'out', amount: 88.8 });
    const theirs = await ok(C.getTransferList, { direction: 'in' }, traveler);
    expect(theirs.list[0]).toMatchObject({ direction: 'in', counterparty: 'd***' });
    expect((await ok(C.getTransferList, {}, demo)).total).toBe(4);
  });

  it('refuses an unknown, own or disabled payee, bad amounts and a wrong sale password', async () => {
    const form = { to: 'traveler', amount: '10', salePwd: '123456' };
    expect(await refused(C.doTransfer, { ...form, to: 'ghost' }, demo)).toBe('收款账号不存在，请核对登录名、手机号或邮箱');
    expect(await refused(C.doTransfer, { ...form, to: 'demo' }, demo)).toBe('不能转账给自己');
    expect(await refused(C.doTransfer, { ...form, to: 'banned' }, demo)).toBe('对方账号已被禁用，无法转账');
    expect(await refused(C.doTransfer, { ...form, amount: '0.5' }, demo)).toBe('单笔转账不得少于 ¥1.00');
    expect(await refused(C.doTransfer, { ...form, amount: '2000' }, demo)).toBe('余额不足，当前余额 ¥1288.50');
    expect(await refused(C.doTransfer, { ...form, amount: '10.001' }, demo)).toBe('参数 amount 的值不正确');
    expect(await refused(C.doTransfer, { ...form, salePwd: '111111' }, demo)).toBe('交易密码错误');
    expect(await refused(C.doTransfer, { ...form, to: 'demo' }, traveler)).toBe('请先设置交易密码');
    expect((await call(C.getAccount, undefined, demo)).data?.balance).toBe(1288.5);
  });
});

describe('the transfer payee, shown before the sale password is asked', () => {
  it('by login name, bound mobile or bound e-mail; names masked', async () => {
    expect(await ok(C.getTransferPayee, { to: 'Traveler' }, demo)).toEqual({
      to: 'Traveler',
      matchedBy: 'loginName',
      loginName: 'tr***er',
      nickname: '旅**',
      avatar: expect.any(String),
    });
    expect(await ok(C.getTransferPayee, { to: ' traveler@example.com ' }, demo)).toMatchObject({
      to: 'traveler@example.com',
      matchedBy: 'email',
      loginName: 'tr***er',
    });
    expect(await ok(C.getTransferPayee, { to: '13800138000' }, traveler)).toMatchObject({
      matchedBy: 'mobile',
      loginName: 'd***',
      nickname: '云**',
    });
  });

  it('refuses unknown, own and disabled accounts as the transfer does', async () => {
    expect(await refused(C.getTransferPayee, { to: 'ghost' }, demo)).toBe('收款账号不存在，请核对登录名、手机号或邮箱');
    expect(await refused(C.getTransferPayee, { to: '13800138000' }, demo)).toBe('不能转账给自己');
    expect(await refused(C.getTransferPayee, { to: 'banned' }, demo)).toBe('对方账号已被禁用，无法转账');
    expect(await refused(C.getTransferPayee, { to: '' }, demo)).toBe('请输入收款账号');
  });

  it('a transfer by e-mail reaches the same customer', async () => {
    await ok(C.doTransfer, { to: 'traveler@example.com', amount: '1.01', salePwd: '123456' }, demo);
    expect((await ok(C.getAccount, undefined, traveler)).balance).toBe(357.21);
  });
});

describe('withdraw and transfer act once per request id', () => {
  it('a retried transfer moves the money once and answers the first result', async () => {
    const form = { to: 'traveler', amount: '20', salePwd: '123456', requestId: 'tr-req-000001' };
    const first = await call(C.doTransfer, form, demo);
    const retried = await call(C.doTransfer, form, demo);
    expect(retried).toMatchObject({ code: 1000, msg: '转账成功', data: first.data });
    expect((await ok(C.getAccount, undefined, demo)).balance).toBe(1268.5);
    expect((await ok(C.getAccount, undefined, traveler)).balance).toBe(376.2);
    const outs = await ok(C.getFundLog, { type: 'transfer_out', startDate: '2026-01-01', pageSize: 100 }, demo);
    expect(outs.list.filter((f) => f.remark === '转账给 traveler')).toHaveLength(1);
    // A new id is a new transfer.
    await ok(C.doTransfer, { ...form, requestId: 'tr-req-000002' }, demo);
    expect((await ok(C.getAccount, undefined, demo)).balance).toBe(1248.5);
  });

  it('a refused try stores nothing: the same id works once the sale password is right', async () => {
    const form = { amount: '50', channel: 'alipay', account: '13800138000', accountName: '张三', requestId: 'wd-req-000001' };
    expect(await refused(C.doWithdraw, { ...form, salePwd: '000000' }, demo)).toBe('交易密码错误');
    const done = await ok(C.doWithdraw, { ...form, salePwd: '123456' }, demo);
    const again = await ok(C.doWithdraw, { ...form, salePwd: '123456' }, demo);
    expect(again).toEqual(done);
    expect((await ok(C.getWithdrawList, { status: 'processing' }, demo)).total).toBe(2);
    expect((await ok(C.getAccount, undefined, demo)).balance).toBe(1238.5);
    expect(await refused(C.doWithdraw, { ...form, amount: '60', salePwd: '123456' }, demo)).toBe(
      '该请求编号已用于另一笔操作，请刷新页面后重试',
    );
  });

  it('the same id of another customer is theirs, not a replay', async () => {
    await ok(C.doTransfer, { to: 'traveler', amount: '5', salePwd: '123456', requestId: 'shared-id-01' }, demo);
    await ok(C.doTransfer, { to: 'demo', amount: '7', salePwd: '654321', requestId: 'shared-id-01' }, { token: SEED_TOKENS.vipshop });
    expect((await ok(C.getAccount, undefined, demo)).balance).toBe(1290.5);
  });
});
