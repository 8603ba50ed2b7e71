// What the chaos walk (`npm run chaos`) found in the app, each against the real mock back end
// (msw/node) with the failure forced where the walk met it: a purchase and a renewal paid twice after a
// lost answer; a page stuck loading or silent when a read beside its main one failed; an error state
// whose retry could never help.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_TOKENS, getDb, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { clearScenario, drawChaos, resetChaos, setScenario } from '@shop/mocks/scenarios';
import { renderApp } from './render.tsx';
import { server } from './server.ts';
import { resetUser, setUser } from '../src/storage/user.ts';

beforeEach(() => {
  server.use(...handlers);
});
afterEach(() => {
  clearScenario();
  resetChaos();
  resetDb();
  resetUser();
});

const logInAs = (token: string) => localStorage.setItem('token', JSON.stringify({ authCode: token }));

/** A chaos seed whose first call of `endpointId` fails after the handler ran (the write stays, its answer is lost) and whose next is fine. */
function seedLosingFirstAnswer(endpointId: string): number {
  for (let seed = 1; seed < 100_000; seed += 1) {
    const first = drawChaos({ rate: 0.2, seed }, endpointId, 0, true);
    if (first?.after && first.kind !== 'network-error' && drawChaos({ rate: 0.2, seed }, endpointId, 1, true) === null) return seed;
  }
  throw new Error(`no seed for ${endpointId}`);
}

/** How many times `path` was asked (every try, SWR's own retries included). */
function countCalls(path: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  });
  return () => count;
}

describe('money moves once when an answer is lost and the user tries again', () => {
  it('a purchase from the balance: the retry carries the same request id, one order, one fund-log line', async () => {
    logInAs(SEED_TOKENS.demo);
    setScenario({ name: 'chaos', rate: 0.2, seed: seedLosingFirstAnswer('shop.createOrder'), path: '/inside/inter/createOrder' });
    const orders = getDb().orders.length;
    const purchases = () => getDb().fundLogs.filter((f) => f.customerId === 1 && f.type === 'purchase').length;
    const before = purchases();
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/buyGoods?id=3');
    await screen.findByTestId('balance');
    await user.type(screen.getByLabelText(/交易密码/), '123456');
    await user.click(screen.getByRole('button', { name: '余额支付' }));
    // The order was placed, its answer lost: the form stays with what was typed.
    await waitFor(() => expect(getDb().orders.length).toBe(orders + 1));
    await waitFor(() => expect(screen.getByRole('button', { name: '余额支付' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByText('购买成功')).toBeNull();
    expect(screen.getByLabelText(/交易密码/)).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('购买成功')).toBeInTheDocument();
    expect(getDb().orders.length).toBe(orders + 1);
    expect(purchases()).toBe(before + 1);
  });

  it('a site renewal: the retry renews once', async () => {
    logInAs(SEED_TOKENS.vipshop);
    setScenario({ name: 'chaos', rate: 0.2, seed: seedLosingFirstAnswer('vip.doVersionRenew'), path: '/vip/inter/doVersionRenew' });
    const renewals = () => getDb().fundLogs.filter((f) => f.customerId === 4 && f.remark.startsWith('分站续费')).length;
    const asked = countCalls('/vip/inter/doVersionRenew');
    const user = userEvent.setup({ delay: null });
    renderApp('/vip/vipVersionMoney');
    await user.click(await screen.findByRole('button', { name: '续费 专业版' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/交易密码/), '654321');
    await user.click(within(dialog).getByRole('button', { name: /^支付 / }));
    await waitFor(() => expect(renewals()).toBe(1));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('alert')).toBeInTheDocument());
    // The answer was lost: the dialog says so and keeps what was typed.
    expect(within(screen.getByRole('dialog')).getByLabelText(/交易密码/)).toHaveValue('654321');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^支付 / }));
    expect(await screen.findByTestId('version-result')).toBeInTheDocument();
    expect(asked()).toBe(2);
    expect(renewals()).toBe(1);
  });
});

describe('a write whose answer was lost can be finished', () => {
  it('a hand delivery: the retry answers the delivery, not 该订单已发货 with the order still shown waiting', async () => {
    logInAs(SEED_TOKENS.supplier);
    setScenario({ name: 'chaos', rate: 0.2, seed: seedLosingFirstAnswer('supply.doHandDeliver'), path: '/supply/inter/doHandDeliver' });
    const settlements = getDb().settlements.length;
    const user = userEvent.setup({ delay: null });
    renderApp('/supply/handOrder');
    const deliver = (await screen.findAllByRole('button', { name: /^为订单 \d+ 发货/ }))[0] as HTMLElement;
    await user.click(deliver);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /发货内容/ }), '账号：a 密码：b');
    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(getDb().settlements.length).toBe(settlements + 1));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('button', { name: '确认发货' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /发货内容/ })).toHaveValue('账号：a 密码：b');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('该订单已发货，不能重复发货')).toBeNull();
    expect(getDb().settlements.length).toBe(settlements + 1);
  });

  it('a favourite removed with its answer lost: the list is read again and drops it, the dialog with it', async () => {
    logInAs(SEED_TOKENS.demo);
    setScenario({
      name: 'chaos',
      rate: 0.2,
      seed: seedLosingFirstAnswer('customer.doFavoriteDelete'),
      path: '/inside/inter/doFavoriteDelete',
    });
    const favorites = () => getDb().favorites.filter((f) => f.customerId === 1).length;
    const before = favorites();
    const lists = countCalls('/inside/inter/getFavoriteList');
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/myFavorites');
    const remove = (await screen.findAllByRole('button', { name: /^取消收藏 / }))[0] as HTMLElement;
    const label = remove.getAttribute('aria-label') ?? '';
    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消收藏' }));
    // Removed on the server, the answer lost on the way: the write may have happened, so the list is asked again.
    await waitFor(() => expect(lists()).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: label })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(favorites()).toBe(before - 1);
  });
});

describe('a read beside the page’s own failed: the page says so, with a retry that brings it back', () => {
  it('the goods list: the directories (its filter) failed; the goods stay, an alert with a retry; the retry fills the filter', async () => {
    setScenario({ name: 'http-502', path: '/inside/inter/getGoodsDirList' });
    const asked = countCalls('/inside/inter/getGoodsDirList');
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/goodsList');
    await screen.findAllByRole('link', { name: /爱奇艺黄金VIP月卡/ });
    // SWR's own retries (three) fail too; then the page keeps saying so.
    await waitFor(() => expect(asked()).toBeGreaterThanOrEqual(4));
    const alert = (await screen.findByText('商品加载失败')).closest('[role="alert"]') as HTMLElement;
    clearScenario();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: '商品分类' })).getAllByRole('option').length).toBeGreaterThan(1),
    );
    expect(screen.queryByText('商品加载失败')).toBeNull();
  });

  it('my level: the account (my balance) failed; an error state with a retry, not a skeleton for ever', async () => {
    logInAs(SEED_TOKENS.traveler);
    setScenario({ name: 'http-500', path: '/inside/inter/getAccount' });
    const asked = countCalls('/inside/inter/getAccount');
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/selfLevel');
    await waitFor(() => expect(asked()).toBeGreaterThanOrEqual(4));
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.queryByRole('button', { name: /立即升级/ })).toBeNull();
    clearScenario();
    await user.click(retry);
    expect(await screen.findByRole('button', { name: '立即升级 黄金会员' })).toBeInTheDocument();
  });

  it.each([
    ['the customer centre: the account (the greeting) failed', SEED_TOKENS.demo, '/inside/index', '/inside/inter/getAccount'],
    ['the custom pages: the site (their address) failed', SEED_TOKENS.vipshop, '/vip/pagePath', '/vip/inter/getSite'],
  ])('%s; the page stays, an alert with a retry that reads it again', async (_name, token, path, failing) => {
    logInAs(token);
    setScenario({ name: 'http-502', path: failing });
    const asked = countCalls(failing);
    const user = userEvent.setup({ delay: null });
    renderApp(path);
    await waitFor(() => expect(asked()).toBeGreaterThanOrEqual(4));
    const retry = await screen.findByRole('button', { name: '重试' });
    clearScenario();
    const before = asked();
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: '重试' })).toBeNull());
    expect(asked()).toBeGreaterThan(before);
  });

  it('the supply orders: the goods (the filter) failed; the orders stay, an alert with a retry', async () => {
    logInAs(SEED_TOKENS.supplier);
    setScenario({ name: 'http-504', path: '/supply/inter/getGoodsList' });
    const asked = countCalls('/supply/inter/getGoodsList');
    const user = userEvent.setup({ delay: null });
    renderApp('/supply/order');
    await screen.findByRole('table', { name: '供货订单' });
    await waitFor(() => expect(asked()).toBeGreaterThanOrEqual(4));
    const retry = await screen.findByRole('button', { name: '重试' });
    clearScenario();
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: '重试' })).toBeNull());
  });
});

describe('a look-up or a tab’s records: a failure the user can see and try again', () => {
  it('the transfer’s payee look-up got no answer: its alert has a retry (not 找不到收款人), which finds the payee', async () => {
    logInAs(SEED_TOKENS.demo);
    setScenario({ name: 'http-502', path: '/inside/inter/getTransferPayee' });
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/transMoney');
    await screen.findByTestId('transfer-balance');
    await user.type(screen.getByRole('textbox', { name: /收款账号/ }), 'traveler');
    await user.type(screen.getByRole('textbox', { name: /转账金额/ }), '1.23');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const form = screen.getByRole('form', { name: '转账信息' });
    const retry = await within(form).findByRole('button', { name: '重试' });
    expect(within(form).queryByText('找不到收款人')).toBeNull();
    clearScenario();
    await user.click(retry);
    expect(await screen.findByTestId('payee')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('the pay page: the order read again after a failed payment failed too; the order stays, an alert with a retry that reads it', async () => {
    logInAs(SEED_TOKENS.demo);
    const order = getDb().orders.find((o) => o.customerId === 1 && o.status === 'unpaid' && o.payMethod === 'balance');
    if (!order) throw new Error('no unpaid balance order of demo in the seed');
    let failing = false;
    const fail = () => (failing ? new HttpResponse(null, { status: 502 }) : undefined);
    server.use(http.post('*/pay/inter/getPayOrder', fail), http.post('*/pay/inter/doPay', fail));
    const reads = countCalls('/pay/inter/getPayOrder');
    const user = userEvent.setup({ delay: null });
    renderApp(`/pay/payonline?orderNo=${order.orderNo}`);
    await user.type(await screen.findByLabelText(/交易密码/, { selector: 'input' }), '123456');
    failing = true;
    const before = reads();
    await user.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByTestId('amount-due')).toBeInTheDocument();
    failing = false;
    const again = reads();
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: '重试' })).toBeNull());
    expect(reads()).toBeGreaterThan(again);
  });

  it('the commission records are read while their tab is shown, not behind another tab where their failure shows nowhere', async () => {
    logInAs(SEED_TOKENS.demo);
    const details = countCalls('/inside/inter/getAllPromotionDetails');
    const user = userEvent.setup({ delay: null });
    renderApp('/inside/inter/promotion?tab=collects');
    await screen.findByRole('table', { name: '领取记录' });
    expect(details()).toBe(0);
    await user.click(screen.getByRole('tab', { name: '佣金明细' }));
    await waitFor(() => expect(details()).toBe(1));
  });
});

describe('the decoration editor reads who is logged in for its publish right (R6.2)', () => {
  it('that read failed: an alert with a retry, not a 发布 button silently missing; the retry brings it', async () => {
    localStorage.setItem('admin_token', SEED_TOKENS.designer);
    localStorage.setItem('admin_path', 'shopadmin');
    document.cookie = 'admincardshop-verifyRole=0; path=/';
    setScenario({ name: 'http-502', path: '/shopadmin/inter/getAdminInfo' });
    const asked = countCalls('/shopadmin/inter/getAdminInfo');
    const user = userEvent.setup({ delay: null });
    renderApp('/shopadmin/decorate/desktop');
    await waitFor(() => expect(asked()).toBeGreaterThanOrEqual(4));
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    clearScenario();
    await user.click(retry);
    expect(await screen.findByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    document.cookie = 'admincardshop-verifyRole=; path=/; max-age=0';
  });
});

describe('the back office frame asks for the account only when the browser database has none', () => {
  it('not while the database is still being read at start-up (every page load asked, and its failure showed on pages that never use it)', async () => {
    logInAs(SEED_TOKENS.demo);
    const asked = countCalls('/inside/inter/getAccount');
    setUser({ restoring: true });
    renderApp('/inside/inter/inviteFriends');
    await screen.findByRole('heading', { name: '邀请好友', level: 1 });
    await screen.findByRole('table', { name: '我邀请的好友' });
    expect(asked()).toBe(0);
    // Read, and it held no user: now the frame asks.
    act(() => setUser({ restoring: false }));
    await waitFor(() => expect(asked()).toBe(1));
  });
});

describe('no retry where trying again cannot help', () => {
  it.each([
    ['/pay/payonline', '缺少订单号，请从订单中进入支付'],
    ['/pay/payInterface', '缺少订单号，请从订单中进入支付'],
  ])('%s without a number says so, without a retry', async (path, text) => {
    renderApp(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
