// After a write, every read it changes shows the new state on its next view, mounted or not (api/
// freshness.ts; the table in docs/data.md). Each test opens its first page as a document's first load does
// (its reads started before React, routes/preload.ts), does the write, then goes in-app (a link, not a
// reload) to each read the write changes, within the window in which a preloaded answer counts as fresh
// (the clock stands still: api/preloads.ts FRESH_MS), and asserts the new state. A read the write's page
// did not show is asserted as the page first draws it (`firstShown`): the answer it had before the write
// must not be drawn, even for a moment.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_LOGINS, SEED_TOKENS, getDb, ordersOfCustomer } from '@shop/mocks/db';
import { customer } from '@shop/session/contract/customer';
import { MONEY_READS, ORDER_READS, customerMoneyReads } from '../src/features/orders/customerReads.ts';
import { moneyKeys } from '../src/features/money/funds.ts';
import { apiKey } from '../src/data/swr.ts';
import { currentUrl, renderFirstLoad } from './render.tsx';
import { type User, firstRowOf, firstShown, openMenu, textOf, user, setUpFreshness } from './freshness.ts';

setUpFreshness(SEED_TOKENS.demo);

const demoId = SEED_LOGINS.demo.id;
/** ¥1,288.50 as the pages write cents. */
const yuan = (cents: number) => `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const balanceOf = () => getDb().customers.find((c) => c.id === demoId)!.balanceCents;

/** The fund log's rows, newest first, as the table shows them. */
const fundRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** A table's rows below its header, found by its caption. */
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1);

/** The dashboard's balance, frozen amount and level (getIndexData). */
const dashboardFigures = textOf('section[aria-label="余额与等级"]');

/** On the transfer page: ¥1.23 to traveler, until the receipt shows the balance after it. */
async function transferToTraveler(u: User): Promise<void> {
  await u.type(await screen.findByRole('textbox', { name: /收款账号/ }), 'traveler');
  await u.type(screen.getByRole('textbox', { name: /转账金额/ }), '1.23');
  await u.click(screen.getByRole('button', { name: '下一步' }));
  await u.type(await screen.findByLabelText(/交易密码/, { selector: 'input' }), '123456');
  await u.click(screen.getByRole('button', { name: '确认转账 ¥1.23' }));
  expect(await screen.findByTestId('transfer-balance-after')).toHaveTextContent('¥1,287.27');
}

describe('the customer reads named for writes of pages without the customer contract (features/orders/customerReads.ts)', () => {
  it('are the contract’s paths, and the money ones are what moneyKeys refreshes', () => {
    const endpoints = customer as unknown as Record<string, { path: string }>;
    for (const name of [...MONEY_READS, ...ORDER_READS]) expect(endpoints[name]?.path).toBe(`/inside/inter/${name}`);
    for (const endpoint of Object.values(customer)) {
      const key = apiKey(endpoint, null);
      expect(customerMoneyReads(key), endpoint.path).toBe(moneyKeys.some((refresh) => refresh(key)));
    }
  });
});

describe('a transfer (R: transfer → balance, fund log, transfers)', () => {
  it('the fund log shows the transfer and its balance when opened from the receipt, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/inside/accountmoney');
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('¥1,288.50');
    await waitFor(() => expect(fundRows()[0]).toHaveTextContent('¥1,288.50'));

    await u.click(within(screen.getByRole('navigation', { name: '资金操作' })).getByRole('link', { name: '转账' }));
    await transferToTraveler(u);
    await waitFor(() => expect(rowsOf('转账记录')[0]).toHaveTextContent('-¥1.23'));

    await u.click(screen.getByRole('link', { name: '查看资金明细' }));
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('¥1,287.27');
    await waitFor(() => expect(fundRows()[0]).toHaveTextContent('-¥1.23'));
    expect(fundRows()[0]).toHaveTextContent('¥1,287.27');

    // Back on the transfer page, its records start with this transfer.
    expect(await firstShown(() => openMenu(u, '转账'), firstRowOf('转账记录'), '-¥1.23')).toContain('-¥1.23');
  });

  it('the dashboard the session opened with shows the new balance when gone back to, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/inside/index');
    expect(await screen.findByRole('region', { name: '余额与等级' })).toHaveTextContent('¥1,288.50');

    await openMenu(u, '转账');
    await transferToTraveler(u);

    expect(await firstShown(() => openMenu(u, '用户中心'), dashboardFigures, '¥1,287.27')).toContain('¥1,287.27');
  });
});

describe('a withdrawal (R: withdrawal → balance, frozen, fund log, withdrawals)', () => {
  it('the dashboard, the fund log seen before and the withdrawals show it, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/inside/index');
    const before = await screen.findByRole('region', { name: '余额与等级' });
    expect(before).toHaveTextContent('¥1,288.50');
    expect(before).toHaveTextContent('冻结中 ¥100.00');
    await openMenu(u, '账户余额');
    await waitFor(() => expect(rowsOf('资金明细')[0]).toHaveTextContent('¥1,288.50'));

    await openMenu(u, '提现');
    await u.type(await screen.findByRole('textbox', { name: /提现金额/ }), '300');
    await u.type(screen.getByRole('textbox', { name: /支付宝账号/ }), '13800138000');
    await u.type(screen.getByRole('textbox', { name: /收款人姓名/ }), '张三');
    await u.type(screen.getByLabelText(/交易密码/, { selector: 'input' }), '123456');
    await u.click(screen.getByRole('button', { name: '申请提现' }));
    expect(await screen.findByTestId('withdraw-actual')).toHaveTextContent('¥298.50');
    await waitFor(() => expect(rowsOf('提现记录')[0]).toHaveTextContent('¥300.00'));
    expect(rowsOf('提现记录')[0]!.querySelector('[data-status]')).toHaveAttribute('data-status', 'processing');

    const line = await firstShown(() => u.click(screen.getByRole('link', { name: '查看资金明细' })), firstRowOf('资金明细'), '-¥300.00');
    expect(line).toContain('-¥300.00');
    expect(line).toContain('¥988.50');
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('¥988.50'));

    const after = await firstShown(() => openMenu(u, '用户中心'), dashboardFigures, '¥988.50');
    expect(after).toContain('¥988.50');
    expect(after).toContain('冻结中 ¥400.00');

    await openMenu(u, '提现');
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('¥988.50');
    await waitFor(() => expect(rowsOf('提现记录')[0]).toHaveTextContent('¥300.00'));
  });
});

describe('collecting commission (R: collect → collectable, figures, collections, balance, fund log)', () => {
  it('the promotion figures, the collections, the fund log seen before and the dashboard show it, with no reload', async () => {
    const mine = getDb().commissions.filter((c) => c.customerId === demoId);
    const sum = (status: string) => mine.filter((c) => c.status === status).reduce((s, c) => s + c.commissionCents, 0);
    const collectable = sum('collectable');
    const collected = sum('collected');
    const balance = balanceOf() + collectable;
    expect(collectable).toBeGreaterThanOrEqual(1000);

    const u = user();
    await renderFirstLoad('/inside/index');
    expect(await screen.findByRole('region', { name: '余额与等级' })).toHaveTextContent('¥1,288.50');
    await openMenu(u, '账户余额');
    await waitFor(() => expect(rowsOf('资金明细')[0]).toHaveTextContent('¥1,288.50'));

    await openMenu(u, '推广中心');
    expect(await screen.findByTestId('collectable')).toHaveTextContent(yuan(collectable));
    expect(await screen.findByTestId('total-collected')).toHaveTextContent(yuan(collected));
    // The amount starts as everything collectable.
    await u.click(screen.getByRole('button', { name: '领取到余额' }));
    expect(await screen.findByTestId('collect-balance-after')).toHaveTextContent(yuan(balance));
    await waitFor(() => expect(screen.getByTestId('collectable')).toHaveTextContent('¥0.00'));
    await waitFor(() => expect(screen.getByTestId('total-collected')).toHaveTextContent(yuan(collected + collectable)));
    await u.click(screen.getByRole('tab', { name: '领取记录' }));
    await waitFor(() => expect(rowsOf('领取记录')[0]).toHaveTextContent(yuan(balance)));

    const fundLog = () => u.click(within(screen.getByTestId('collect-done').parentElement!).getByRole('link', { name: '查看资金明细' }));
    const line = await firstShown(fundLog, firstRowOf('资金明细'), `+${yuan(collectable)}`);
    expect(line).toContain(`+${yuan(collectable)}`);
    expect(line).toContain(yuan(balance));

    expect(await firstShown(() => openMenu(u, '用户中心'), dashboardFigures, yuan(balance))).toContain(yuan(balance));

    await openMenu(u, '推广中心');
    expect(await screen.findByTestId('collectable')).toHaveTextContent('¥0.00');
    expect(screen.getByTestId('total-collected')).toHaveTextContent(yuan(collected + collectable));
  });
});

describe('a recharge, paid (R: recharge paid → balance, fund log, payments)', () => {
  it('the fund log the session opened with, the payments, the dashboard and the recharge page seen before show it, with no reload', async () => {
    const u = user();
    const { router } = await renderFirstLoad('/inside/accountmoney');
    expect(await screen.findByTestId('available-balance')).toHaveTextContent('¥1,288.50');
    await waitFor(() => expect(rowsOf('资金明细')[0]).toHaveTextContent('¥1,288.50'));
    await openMenu(u, '用户中心');
    expect(await screen.findByRole('region', { name: '余额与等级' })).toHaveTextContent('¥1,288.50');
    await openMenu(u, '支付记录');
    await waitFor(() => expect(rowsOf('支付记录')[0]).toHaveTextContent(/\S/));

    await openMenu(u, '账户余额');
    await u.click(within(await screen.findByRole('navigation', { name: '资金操作' })).getByRole('link', { name: '充值' }));
    expect(await screen.findByTestId('recharge-balance')).toHaveTextContent('¥1,288.50');
    await u.click(screen.getByRole('button', { name: '¥100.00' }));
    await u.click(screen.getByRole('radio', { name: /微信支付/ }));
    await u.click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/pay\/payInterface\?orderNo=R/));
    const orderNo = new URLSearchParams(router.state.location.search).get('orderNo') ?? '';
    expect(await screen.findByText('请使用微信支付扫描二维码完成支付')).toBeInTheDocument();
    // The channel pays (the mock's /__mock/pay); the page sees it by polling and goes on to the fund log (a
    // recharge's "order").
    const pay = async () =>
      expect((await fetch(new URL(`/__mock/pay?orderNo=${orderNo}`, location.href), { method: 'POST' })).status).toBe(200);
    const line = await firstShown(pay, firstRowOf('资金明细'), '+¥102.00'); // ¥100 and the ¥2 bonus
    expect(currentUrl(router)).toBe('/inside/accountmoney');
    expect(line).toContain('+¥102.00');
    expect(line).toContain('¥1,390.50');
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('¥1,390.50'));

    const record = await firstShown(() => openMenu(u, '支付记录'), firstRowOf('支付记录'), orderNo);
    expect(record).toContain(orderNo);
    expect(rowsOf('支付记录')[0]!.querySelector('[data-status]')).toHaveAttribute('data-status', 'paid');

    expect(await firstShown(() => openMenu(u, '用户中心'), dashboardFigures, '¥1,390.50')).toContain('¥1,390.50');
    const recharge = () => u.click(within(screen.getByRole('region', { name: '余额与等级' })).getByRole('link', { name: '充值' }));
    expect(await firstShown(recharge, textOf('[data-testid="recharge-balance"]'), '¥1,390.50')).toContain('¥1,390.50');
  });
});

describe('a balance purchase (R: createOrder with the balance → balance, fund log, my orders, stock and sales)', () => {
  /** 优酷VIP会员月卡: card keys, ¥14.01 for demo (黄金会员). */
  const GOODS = { id: 3, name: '优酷VIP会员月卡', cents: 1401 };
  const after = yuan(128850 - GOODS.cents);
  /** Its card in the goods list. */
  const goodsCard = () => screen.findByRole('link', { name: new RegExp(`${GOODS.name}.*库存`) });
  const cardText = textOf(`section[aria-label="商品"] a[href="/inside/buyGoods?id=${GOODS.id}"]`);
  /** The stock and sales a goods card shows. */
  const figuresOf = (text: string | null) => ({
    stock: Number(/库存 (\d+)/.exec(text ?? '')?.[1]),
    sales: Number(/已售 (\d+)/.exec(text ?? '')?.[1]),
  });

  /** Buys one from the goods page with the balance; the new order's number. */
  async function buy(u: User): Promise<string> {
    expect(await screen.findByRole('heading', { name: GOODS.name })).toBeInTheDocument();
    await u.type(await screen.findByLabelText(/交易密码/), '123456');
    await u.click(screen.getByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('购买成功')).toBeInTheDocument();
    expect(screen.getByTestId('balance-after')).toHaveTextContent(`当前余额 ${after}`);
    return ordersOfCustomer(getDb(), demoId)[0]!.orderNo;
  }
  /** From the purchase's receipt: the order, my orders, the fund log and the dashboard, each as first drawn. */
  async function checkCustomerArea(u: User, orderNo: string) {
    await u.click(screen.getByRole('link', { name: '查看订单和卡密' }));
    expect(await screen.findByText(`订单号 ${orderNo}`)).toBeInTheDocument();
    expect(await firstShown(() => openMenu(u, '我的订单'), firstRowOf('我的订单'), orderNo)).toContain(orderNo);
    const line = await firstShown(() => openMenu(u, '账户余额'), firstRowOf('资金明细'), `-${yuan(GOODS.cents)}`);
    expect(line).toContain(`-${yuan(GOODS.cents)}`);
    expect(line).toContain(after);
    expect(await firstShown(() => openMenu(u, '用户中心'), dashboardFigures, after)).toContain(after);
    expect(screen.getByRole('link', { name: new RegExp(orderNo) })).toBeInTheDocument();
  }

  it('the goods list the session opened with shows the new stock and sales; the order, my orders, the fund log and the dashboard show it', async () => {
    const u = user();
    await renderFirstLoad('/inside/goodsList');
    const card = await goodsCard();
    const { stock, sales } = figuresOf(card.textContent);
    expect(stock).toBeGreaterThan(0);

    await u.click(card);
    const orderNo = await buy(u);
    await waitFor(() => expect(screen.getByTestId('stock')).toHaveTextContent(`库存 ${stock - 1} · 已售 ${sales + 1}`));
    await checkCustomerArea(u, orderNo);

    const shop = () => u.click(screen.getByRole('link', { name: '去购物' }));
    expect(figuresOf(await firstShown(shop, cardText, `库存 ${stock - 1}`))).toEqual({ stock: stock - 1, sales: sales + 1 });
  });

  it('my orders the session opened with, and the fund log, the dashboard and the goods list seen before, show it', async () => {
    const u = user();
    await renderFirstLoad('/inside/myOrder');
    await waitFor(() => expect(rowsOf('我的订单')[0]).toHaveTextContent(/\S/));
    await openMenu(u, '账户余额');
    await waitFor(() => expect(rowsOf('资金明细')[0]).toHaveTextContent('¥1,288.50'));
    await openMenu(u, '用户中心');
    expect(await screen.findByRole('region', { name: '余额与等级' })).toHaveTextContent('¥1,288.50');
    await u.click(screen.getByRole('link', { name: '去购物' }));
    const { stock, sales } = figuresOf((await goodsCard()).textContent);

    await u.click(await goodsCard());
    const orderNo = await buy(u);
    await checkCustomerArea(u, orderNo);
    const shop = () => u.click(screen.getByRole('link', { name: '去购物' }));
    expect(figuresOf(await firstShown(shop, cardText, `库存 ${stock - 1}`))).toEqual({ stock: stock - 1, sales: sales + 1 });
  });
});
