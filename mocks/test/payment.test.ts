import { api } from '@shop/session/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_PAYER_DELAY_MS, ORDER_PAY_TTL_MS, PAYMENT_TTL_MS, formatDateTime, now, type GoodsRow } from '../db/index.ts';
import { ABNORMAL_TEXT } from '../handlers/kit/commerce.ts';
import { SEED_TOKENS, advanceMockClock, getDb, mockPay, setPayerDelay } from '../node.ts';
import { ORIGIN, call, captcha, ok, refused } from './client.ts';

const P = api.payment;
const S = api.shop;
const demo = { token: SEED_TOKENS.demo };
const traveler = { token: SEED_TOKENS.traveler };
const balanceOf = (id: number) => getDb().customers.find((c) => c.id === id)?.balanceCents ?? NaN;
const goods = (id: number) => getDb().goods.find((g) => g.id === id) as GoodsRow;
const keysOf = (orderNo: string) => getDb().cardKeys.filter((c) => c.soldOrderNo === orderNo);

/** A visitor's unpaid order of `quantity` keys of goods 5. */
async function visitorOrder(quantity = 2, goodsId = 5) {
  const created = await ok(S.createOrder, { goodsId, quantity, payMethod: 'alipay', contact: 'visitor@example.com', ...(await captcha()) });
  return { orderNo: created.orderNo, token: created.visitorToken ?? '' };
}

beforeEach(() => advanceMockClock(0)); // a frozen clock: the mock payer acts only when a test moves it

describe('the pay page', () => {
  it('summary, deadline, channels: balance only for the logged-in owner with enough balance', async () => {
    const { orderNo } = await visitorOrder();
    const page = await ok(P.getPayOrder, { orderNo });
    const order = getDb().orders[0];
    expect(page).toMatchObject({
      orderNo,
      kind: 'order',
      quantity: 2,
      status: 'unpaid',
      payable: true,
      orderStatus: 'unpaid',
      method: 'alipay',
    });
    expect(page.expiresAt).toBe(formatDateTime((order?.createdAt ?? 0) + ORDER_PAY_TTL_MS));
    expect(page.channels.map((c) => c.method)).toEqual(['balance', 'alipay', 'wxpay', 'qqpay', 'epay', 'fxpay']);
    expect(page.channels[0]).toMatchObject({ enabled: false, note: '登录后可使用余额支付' });
    expect(page.channels.slice(1).every((c) => c.enabled)).toBe(true);
    expect(page.balance).toBeNull();
    expect((await ok(P.getPayOrder, { orderNo }, demo)).channels[0]).toMatchObject({ enabled: false, note: '仅限本人的订单使用余额支付' });
    const mine = await ok(S.createOrder, { goodsId: 12, quantity: 2, payMethod: 'wxpay' }, demo);
    const own = await ok(P.getPayOrder, { orderNo: mine.orderNo }, demo);
    expect(own.channels[0]?.enabled).toBe(true);
    expect(own).toMatchObject({ salePwdRequired: true, balance: balanceOf(1) / 100 });
    const poor = await ok(S.createOrder, { goodsId: 12, quantity: 10, payMethod: 'wxpay' }, traveler);
    expect((await ok(P.getPayOrder, { orderNo: poor.orderNo }, traveler)).channels[0]).toMatchObject({
      enabled: false,
      note: '余额不足（当前¥356.20）',
    });
    expect(await refused(P.getPayOrder, { orderNo: '20990101000000' })).toBe('订单不存在，请检查订单号');
  });
});

describe('paying through a channel: the mock payer', () => {
  it(`QR code; waiting; paid ${MOCK_PAYER_DELAY_MS / 1000} s later; keys delivered exactly once; paying again refused`, async () => {
    const { orderNo, token } = await visitorOrder(2);
    const stock = getDb().cardKeys.filter((c) => c.goodsId === 5 && c.status === 'unsold').length;
    const step = await ok(P.doPay, { orderNo, method: 'alipay' });
    expect(step).toMatchObject({ orderNo, method: 'alipay', amount: 29, next: 'qrcode', redirectUrl: null });
    expect(step.qrContent).toMatch(/^https:\/\/qr\.alipay\.com\/mock\d{24}$/);
    expect(step.expiresAt).toBe(formatDateTime(now() + PAYMENT_TTL_MS));
    expect(await ok(P.getPayInterface, { orderNo })).toEqual(step);
    expect(await ok(P.getPayStatus, { orderNo })).toMatchObject({ status: 'waiting', payable: true, orderStatus: 'unpaid', paidAt: null });
    expect((await ok(P.getReturnResult, { channel: 'ali', orderNo, visitorToken: token })).status).toBe('pending');
    advanceMockClock(MOCK_PAYER_DELAY_MS - 1);
    expect((await ok(P.getPayStatus, { orderNo })).status).toBe('waiting');
    advanceMockClock(1);
    const paid = await ok(P.getPayStatus, { orderNo });
    expect(paid).toMatchObject({ status: 'paid', payable: false, orderStatus: 'delivered' });
    expect(paid.paidAt).toBe(formatDateTime(now()));
    expect(keysOf(orderNo)).toHaveLength(2);
    expect(getDb().cardKeys.filter((c) => c.goodsId === 5 && c.status === 'unsold')).toHaveLength(stock - 2);
    // The return page: the server's word, with the keys for the visitor token that placed it.
    const result = await ok(P.getReturnResult, { channel: 'ali', orderNo, visitorToken: token });
    expect(result).toMatchObject({ status: 'paid', kind: 'order', method: 'alipay', amount: 29 });
    expect(result.order?.cards.map((c) => c.id).sort()).toEqual(
      keysOf(orderNo)
        .map((k) => k.id)
        .sort(),
    );
    expect((await ok(P.getReturnResult, { channel: 'ali', orderNo })).order).toBeNull();
    expect((await ok(S.getVisitorOrderInfo, { orderNo, visitorToken: token })).cards).toHaveLength(2);
    expect(await refused(P.doPay, { orderNo, method: 'wxpay' })).toBe('该订单已支付，请勿重复支付');
    advanceMockClock(10 * 60_000);
    await ok(P.getPayStatus, { orderNo });
    expect(keysOf(orderNo)).toHaveLength(2);
    expect(await ok(P.getPayInterface, { orderNo })).toMatchObject({ next: 'done', method: 'alipay' });
  });

  it('redirect channels go to the return page with a query that claims success: the server still says pending until paid', async () => {
    const { orderNo } = await visitorOrder(1);
    const epay = await ok(P.doPay, { orderNo, method: 'epay' });
    expect(epay).toMatchObject({ next: 'redirect', qrContent: null });
    expect(epay.redirectUrl).toBe(`/pay/return_epay?orderNo=${orderNo}&trade_no=${epay.tradeNo}&trade_status=TRADE_SUCCESS`);
    expect((await ok(P.getReturnResult, { channel: 'epay', orderNo })).status).toBe('pending');
    const fxpay = await ok(P.doPay, { orderNo, method: 'fxpay' });
    expect(fxpay.redirectUrl).toMatch(/^\/pay\/return_fxpay\?orderNo=\d+&trade_no=\d+&status=success$/);
    const phone = await ok(P.doPay, { orderNo, method: 'alipay', client: 'mobile' });
    expect(phone.redirectUrl).toMatch(/^\/pay\/return_ali\?orderNo=/);
    const qq = await ok(P.doPay, { orderNo, method: 'qqpay', client: 'mobile' });
    expect(qq.redirectUrl).toMatch(/^\/pay\/return_qpay\?orderNo=/);
    const wechat = await ok(P.doPay, { orderNo, method: 'wxpay', client: 'mobile' });
    expect(wechat).toMatchObject({ next: 'qrcode', redirectUrl: null });
    expect(wechat.qrContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=mock\d+$/);
    expect(await refused(P.doPay, { orderNo, method: 'wxpay', client: 'watch' })).toBe('客户端类型不正确');
  });

  it('switching channel replaces the waiting payment: the order is paid once, by the last one', async () => {
    const { orderNo } = await visitorOrder(1);
    await ok(P.doPay, { orderNo, method: 'alipay' });
    advanceMockClock(3000);
    const second = await ok(P.doPay, { orderNo, method: 'wxpay' });
    advanceMockClock(MOCK_PAYER_DELAY_MS);
    expect((await ok(P.getPayStatus, { orderNo })).status).toBe('paid');
    const payments = getDb().payments.filter((p) => p.orderNo === orderNo);
    expect(payments.map((p) => [p.method, p.status])).toEqual([
      ['alipay', 'cancelled'],
      ['wxpay', 'paid'],
    ]);
    expect((await ok(P.getPayOrder, { orderNo })).method).toBe('wxpay');
    expect(second.tradeNo).toBe(payments[1]?.tradeNo);
    expect(keysOf(orderNo)).toHaveLength(1);
  });

  it('mockPay pays at once; refused, expired and failed payments; a number without one', async () => {
    const { orderNo } = await visitorOrder(1);
    expect(() => mockPay(orderNo)).toThrow(/no waiting payment/);
    await ok(P.doPay, { orderNo, method: 'qqpay' });
    mockPay(orderNo, 'failed');
    expect(await ok(P.getPayStatus, { orderNo })).toMatchObject({ status: 'failed', payable: true });
    expect(await refused(P.getPayInterface, { orderNo })).toBe('支付未成功，请重新发起支付');
    expect((await ok(P.getReturnResult, { channel: 'qpay', orderNo })).status).toBe('failed');
    await ok(P.doPay, { orderNo, method: 'qqpay' });
    mockPay(orderNo, 'expired');
    expect((await ok(P.getPayStatus, { orderNo })).status).toBe('expired');
    await ok(P.doPay, { orderNo, method: 'qqpay' });
    mockPay(orderNo);
    expect((await ok(P.getPayStatus, { orderNo })).status).toBe('paid');
    expect(() => mockPay(orderNo)).toThrow(/no waiting payment \(paid\)/);
    expect(() => mockPay('nope')).toThrow(/no order or recharge/);
  });

  it('a payment runs out after 5 minutes (payer off); a new one may start while the order is payable', async () => {
    setPayerDelay(null);
    const { orderNo } = await visitorOrder(1);
    await ok(P.doPay, { orderNo, method: 'alipay' });
    expect(await refused(P.getPayInterface, { orderNo: orderNo.replace(/.$/, 'x') })).toBe('订单不存在，请检查订单号');
    advanceMockClock(PAYMENT_TTL_MS);
    expect(await ok(P.getPayStatus, { orderNo })).toMatchObject({ status: 'expired', payable: true, orderStatus: 'unpaid' });
    expect(await refused(P.getPayInterface, { orderNo })).toBe('支付已超时，请重新发起支付');
    expect((await ok(P.getReturnResult, { channel: 'ali', orderNo })).status).toBe('failed');
    await ok(P.doPay, { orderNo, method: 'alipay' });
    expect((await ok(P.getPayStatus, { orderNo })).status).toBe('waiting');
  });

  it('an unpaid order expires after 30 minutes: closed, not payable; its pay record closed', async () => {
    setPayerDelay(null);
    const mine = await ok(S.createOrder, { goodsId: 12, quantity: 1, payMethod: 'wxpay' }, demo);
    expect(await refused(P.getPayInterface, { orderNo: mine.orderNo })).toBe('尚未发起支付，请选择支付方式');
    advanceMockClock(ORDER_PAY_TTL_MS - 60_000);
    const step = await ok(P.doPay, { orderNo: mine.orderNo, method: 'wxpay' });
    expect(step.expiresAt).toBe(formatDateTime(now() + 60_000)); // never past the order's deadline
    advanceMockClock(60_000);
    expect(await ok(P.getPayStatus, { orderNo: mine.orderNo })).toMatchObject({ status: 'closed', payable: false, orderStatus: 'expired' });
    expect(await refused(P.doPay, { orderNo: mine.orderNo, method: 'alipay' })).toBe('订单已超过支付时间，请重新下单');
    const records = await ok(api.customer.getPayRecords, { kind: 'order', pageSize: 1 }, demo);
    expect(records.list[0]).toMatchObject({ orderNo: mine.orderNo, status: 'closed' });
    expect((await ok(api.customer.getOrderList, { status: 'expired', pageSize: 1 }, demo)).list[0]?.orderNo).toBe(mine.orderNo);
  });

  it('the seed’s unpaid orders expire too (nobody needs to ask for them first)', async () => {
    const before = await ok(api.customer.getOrderList, {}, demo);
    expect(before.statusCounts.unpaid).toBeGreaterThan(0);
    advanceMockClock(ORDER_PAY_TTL_MS);
    const after = await ok(api.customer.getOrderList, {}, demo);
    expect(after.statusCounts.unpaid).toBe(0);
    expect(after.statusCounts.expired).toBe((before.statusCounts.expired ?? 0) + (before.statusCounts.unpaid ?? 0));
  });

  it('paid after the stock ran out: abnormal, a message instead of keys', async () => {
    const { orderNo } = await visitorOrder(2, 4);
    for (const card of getDb().cardKeys) if (card.goodsId === 4 && card.status === 'unsold') card.status = 'locked';
    await ok(P.doPay, { orderNo, method: 'alipay' });
    mockPay(orderNo);
    expect((await ok(P.getPayStatus, { orderNo })).orderStatus).toBe('abnormal');
    const detail = await ok(S.getVisitorOrderInfo, { orderNo });
    expect(detail).toMatchObject({ status: 'abnormal', cards: [], deliveryText: ABNORMAL_TEXT });
  });
});

describe('paying an order from the balance (doPay)', () => {
  it('the owner with the sale password; refusals change nothing', async () => {
    const mine = await ok(S.createOrder, { goodsId: 12, quantity: 1, payMethod: 'wxpay' }, demo);
    const before = balanceOf(1);
    const orderNo = mine.orderNo;
    expect(await refused(P.doPay, { orderNo, method: 'balance', salePwd: '000000' }, demo)).toBe('交易密码错误');
    expect(await refused(P.doPay, { orderNo, method: 'balance' })).toBe('余额支付需要先登录，游客请选择在线支付');
    expect(await refused(P.doPay, { orderNo, method: 'balance' }, traveler)).toBe('只能使用余额支付本人的订单');
    expect(balanceOf(1)).toBe(before);
    expect((await ok(P.getPayStatus, { orderNo })).status).toBe('unpaid');
    await ok(P.doPay, { orderNo, method: 'alipay' }); // a QR payment waiting, then the balance wins
    const step = await ok(P.doPay, { orderNo, method: 'balance', salePwd: '123456' }, demo);
    expect(step).toMatchObject({ next: 'done', method: 'balance', tradeNo: '', qrContent: null, redirectUrl: null });
    expect(balanceOf(1)).toBe(before - mine.amount * 100);
    expect((await ok(api.customer.getOrderInfo, { orderNo }, demo)).cards).toHaveLength(1);
    advanceMockClock(MOCK_PAYER_DELAY_MS);
    await ok(P.getPayStatus, { orderNo });
    expect(balanceOf(1)).toBe(before - mine.amount * 100);
    expect(keysOf(orderNo)).toHaveLength(1);
    expect(
      getDb()
        .payments.filter((p) => p.orderNo === orderNo)
        .map((p) => p.status),
    ).toEqual(['cancelled', 'paid']);
  });

  it('refuses when the stock ran out or the goods went off sale meanwhile', async () => {
    const mine = await ok(S.createOrder, { goodsId: 3, quantity: 2, payMethod: 'wxpay' }, demo);
    for (const card of getDb()
      .cardKeys.filter((c) => c.goodsId === 3 && c.status === 'unsold')
      .slice(1))
      card.status = 'locked';
    expect(await refused(P.doPay, { orderNo: mine.orderNo, method: 'balance', salePwd: '123456' }, demo)).toBe(
      '库存不足，暂时无法支付，请稍后再试或联系客服',
    );
    goods(3).status = 'off';
    expect(await refused(P.doPay, { orderNo: mine.orderNo, method: 'alipay' })).toBe('商品已下架，无法支付');
  });
});

describe('cancelling', () => {
  it('the owner (visitor token or customer) closes an unpaid order; paid or closed ones refuse', async () => {
    const { orderNo, token } = await visitorOrder(1);
    await ok(P.doPay, { orderNo, method: 'alipay' });
    expect(await refused(P.doCancel, { orderNo })).toBe('无权操作该订单');
    expect(await refused(P.doCancel, { orderNo, visitorToken: 'vt-someone-else' })).toBe('无权操作该订单');
    expect(await ok(P.doCancel, { orderNo, visitorToken: token })).toEqual({ orderNo, status: 'closed', orderStatus: 'closed' });
    expect(await refused(P.doCancel, { orderNo, visitorToken: token })).toBe('订单已关闭');
    expect(await refused(P.doPay, { orderNo, method: 'alipay' })).toBe('订单已关闭，请重新下单');
    advanceMockClock(MOCK_PAYER_DELAY_MS);
    expect((await ok(P.getPayStatus, { orderNo })).status).toBe('closed');
    expect(keysOf(orderNo)).toHaveLength(0);
    const mine = await ok(S.createOrder, { goodsId: 12, quantity: 1, payMethod: 'wxpay' }, demo);
    expect(await refused(P.doCancel, { orderNo: mine.orderNo })).toBe('请先登录');
    expect(await refused(P.doCancel, { orderNo: mine.orderNo }, traveler)).toBe('无权操作该订单');
    const paid = await ok(S.createOrder, { goodsId: 12, quantity: 1, payMethod: 'balance', salePwd: '123456' }, demo);
    expect(await refused(P.doCancel, { orderNo: paid.orderNo }, demo)).toBe('订单已支付，无法取消');
    await ok(P.doCancel, { orderNo: mine.orderNo }, demo);
    expect((await ok(api.customer.getOrderInfo, { orderNo: mine.orderNo }, demo)).status).toBe('closed');
  });
});

describe('recharge (top up the balance)', () => {
  it('config: limits, presets, bonus rules, channels without balance, the way to the next level', async () => {
    const config = await ok(P.getRechargeConfig, undefined, demo);
    expect(config).toMatchObject({ balance: 1288.5, minimum: 1, maximum: 50000, level: { id: 3, name: '黄金会员' } });
    expect(config.presets).toEqual([10, 30, 50, 100, 200, 500]);
    expect(config.bonus[0]).toEqual({ minAmount: 100, bonus: 2 });
    expect(config.channels.map((c) => c.method)).toEqual(['alipay', 'wxpay', 'qqpay', 'epay', 'fxpay']);
    expect(config.nextLevel).toEqual({ id: 4, name: '钻石会员', needRecharge: 0, progress: 1 });
    const newbie = await ok(api.public.login, { loginName: 'newbie', password: 'newbie123456' });
    expect((await ok(P.getRechargeConfig, undefined, { token: newbie.authCode })).nextLevel).toEqual({
      id: 2,
      name: '白银会员',
      needRecharge: 99,
      progress: 0,
    });
    expect((await call(P.getRechargeConfig)).code).toBe(-2);
  });

  it('paid, it credits amount + bonus once, with a fund log and a paid pay record', async () => {
    const before = balanceOf(1);
    const step = await ok(P.doRecharge, { amount: '100', method: 'alipay' }, demo);
    expect(step).toMatchObject({ amount: 100, bonus: 2, next: 'qrcode', method: 'alipay' });
    expect(step.orderNo).toMatch(/^R\d{18}$/);
    const page = await ok(P.getPayOrder, { orderNo: step.orderNo }, demo);
    expect(page).toMatchObject({ kind: 'recharge', title: '余额充值 ¥100.00', amount: 100, status: 'waiting', orderStatus: null });
    expect(page.channels[0]).toMatchObject({ method: 'balance', enabled: false, note: '充值不能使用余额支付' });
    expect(await refused(P.doPay, { orderNo: step.orderNo, method: 'balance' }, demo)).toBe('充值不能使用余额支付，请选择其他支付方式');
    expect(balanceOf(1)).toBe(before);
    advanceMockClock(MOCK_PAYER_DELAY_MS);
    const result = await ok(P.getReturnResult, { channel: 'ali', orderNo: step.orderNo }, demo);
    expect(result).toMatchObject({ kind: 'recharge', status: 'paid', order: null, balance: (before + 10200) / 100 });
    expect((await ok(P.getReturnResult, { channel: 'ali', orderNo: step.orderNo })).balance).toBeNull();
    advanceMockClock(60 * 60_000);
    await ok(P.getPayStatus, { orderNo: step.orderNo });
    expect(balanceOf(1)).toBe(before + 10200);
    const log = await ok(api.customer.getFundLog, { type: 'recharge', pageSize: 1 }, demo);
    expect(log.list[0]).toMatchObject({ amount: 102, orderNo: step.orderNo, remark: '在线充值（支付宝，赠送¥2.00）' });
    const records = await ok(api.customer.getPayRecords, { kind: 'recharge', pageSize: 1 }, demo);
    expect(records.list[0]).toMatchObject({ orderNo: step.orderNo, status: 'paid', channel: 'alipay', amount: 100 });
    expect(await refused(P.doPay, { orderNo: step.orderNo, method: 'wxpay' })).toBe('该订单已支付，请勿重复支付');
  });

  it('refuses amounts outside the limits and the balance as a channel; cancel closes it', async () => {
    expect(await refused(P.doRecharge, { amount: '0.5', method: 'alipay' }, demo)).toBe('单笔充值金额需在¥1.00到¥50000.00之间');
    expect(await refused(P.doRecharge, { amount: '50000.01', method: 'alipay' }, demo)).toBe('单笔充值金额需在¥1.00到¥50000.00之间');
    expect(await refused(P.doRecharge, { amount: '0', method: 'alipay' }, demo)).toBe('充值金额必须大于0');
    expect(await refused(P.doRecharge, { amount: '10', method: 'balance' }, demo)).toBe('充值不能使用余额支付，请选择其他支付方式');
    const step = await ok(P.doRecharge, { amount: '10', method: 'epay' }, demo);
    expect(step.bonus).toBe(0);
    expect(step.redirectUrl).toMatch(/^\/pay\/return_epay\?orderNo=R/);
    expect(await refused(P.doCancel, { orderNo: step.orderNo }, traveler)).toBe('无权操作该订单');
    await ok(P.doCancel, { orderNo: step.orderNo }, demo);
    advanceMockClock(MOCK_PAYER_DELAY_MS);
    expect((await ok(P.getPayStatus, { orderNo: step.orderNo })).status).toBe('closed');
    expect((await ok(P.getReturnResult, { channel: 'epay', orderNo: step.orderNo }, demo)).status).toBe('failed');
  });
});

describe('the QA controls over MSW (and the HTTP server)', () => {
  const control = (path: string) => fetch(`${ORIGIN}/__mock/${path}`, { method: 'POST' });

  it('/__mock/pay pays, fails or expires the waiting payment; /__mock/payer sets or stops the mock payer', async () => {
    const { orderNo } = await visitorOrder(1);
    expect((await control(`pay?orderNo=${orderNo}`)).status).toBe(409);
    await ok(P.doPay, { orderNo, method: 'alipay' });
    expect((await control(`pay?orderNo=${orderNo}&result=maybe`)).status).toBe(400);
    const answer = await control(`pay?orderNo=${orderNo}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ orderNo, status: 'paid' });
    expect((await ok(P.getPayStatus, { orderNo })).orderStatus).toBe('delivered');
    const off = await control('payer?delay=off');
    expect(((await off.json()) as { payerDelayMs: number | null }).payerDelayMs).toBeNull();
    const next = await visitorOrder(1);
    await ok(P.doPay, { orderNo: next.orderNo, method: 'alipay' });
    advanceMockClock(PAYMENT_TTL_MS - 1);
    expect((await ok(P.getPayStatus, { orderNo: next.orderNo })).status).toBe('waiting');
    expect(((await (await control('payer?delay=2000')).json()) as { payerDelayMs: number }).payerDelayMs).toBe(2000);
    expect((await control('payer?delay=soon')).status).toBe(400);
    expect(((await (await fetch(`${ORIGIN}/__mock/state`)).json()) as { payerDelayMs: number }).payerDelayMs).toBe(2000);
  });
});

describe('the empty scenario and the pay page', () => {
  it('empties the channel lists', async () => {
    const { orderNo } = await visitorOrder(1);
    const answer = await call(P.getPayOrder, { orderNo }, { headers: { 'X-Mock-Scenario': 'empty' } });
    expect(answer.data.channels).toEqual([]);
  });
});
