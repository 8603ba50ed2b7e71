// Browser tests of the customer's money on the production build (modes.ts: nothing here differs
// on the mock build; MSW answering in the page is proven by the mock-build files, e.g. shop-buy, account):
// withdraw, transfer, upgrade a level from the balance and through a pay channel,
// open a reseller shop, a top-up and a purchase. Each starts logged in with a seed token (the log-in form
// and its notice are proven by public.test.ts). After each, the fund log has exactly one new line per balance change and its "balance
// after" is the balance shown — read on /inside/accountmoney and through getFundLog. Each refusal
// (wrong sale password, too little balance, below the minimum, unknown payee, the same level) shows
// the server's msg and keeps what was typed; a transfer from a second tab moves the money once.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { callApi, holdFirstCall, SEED_TOKENS, startAt, useHarness } from './harness.ts';
import { itOnProductionFor, MODES } from './modes.ts';

interface FundLine {
  type: string;
  amount: number;
  balanceAfter: number;
  remark: string;
  orderNo: string | null;
}
interface FundPage {
  list: FundLine[];
  total: number;
}
interface Account {
  balance: number;
  frozenBalance: number;
  level: { id: number; name: string };
  roles: string[];
}

const yuan = (value: number) => `${value < 0 ? '-' : ''}¥${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first();
const orderNoOf = (url: string) => new URL(url).searchParams.get('orderNo') ?? '';

describe.each(MODES)('$name', (mode) => {
  const h = useHarness({ baseURL: mode.baseURL, viewport: { width: 1440, height: 900 } });
  /** `itOnProduction`: a flow the production build proves, listed as skipped on the mock build (modes.ts). */
  const itOnProduction = itOnProductionFor(mode);

  /** The channel pays now (409: the mock payer was quicker, 6 s after the payment started). */
  const payNow = async (orderNo: string) => {
    const status = await h.page.evaluate((no) => fetch(`/__mock/pay?orderNo=${no}`, { method: 'POST' }).then((r) => r.status), orderNo);
    expect([200, 409]).toContain(status);
  };
  const fundLog = (token?: string) => callApi<FundPage>(h.page, '/inside/inter/getFundLog', { page: 1, pageSize: 5 }, token);
  const account = (token?: string) => callApi<Account>(h.page, '/inside/inter/getAccount', {}, token);

  /**
   * The fund log has exactly `lines` more entries than `before`, newest first as given, and the newest
   * one's balance after is the balance — through the API and on /inside/accountmoney.
   */
  async function expectNewLines(before: FundPage, lines: Array<Partial<FundLine>>, token?: string): Promise<void> {
    const after = await fundLog(token);
    expect(after.total).toBe(before.total + lines.length);
    lines.forEach((line, i) => expect(after.list[i]).toMatchObject(line));
    const { balance } = await account(token);
    expect(after.list[0]?.balanceAfter).toBe(balance);
    if (token) return;
    await h.page.goto('/inside/accountmoney');
    const shown = h.page.getByTestId('available-balance');
    await expect.poll(() => shown.textContent()).toBe(yuan(balance));
    const firstRow = h.page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1);
    await expect.poll(() => firstRow.locator('[data-field="balance-after"]').textContent()).toBe(yuan(balance));
    const newest = lines[0]?.amount;
    if (newest !== undefined)
      await expect.poll(async () => (await firstRow.textContent()) ?? '').toContain(yuan(newest).replace(/^¥/, '+¥'));
  }

  itOnProduction(
    'withdraw: below the minimum and a wrong sale password are refused and keep the form; then one line, frozen up',
    async () => {
      await startAt(h, '/inside/collectMoney', { loggedIn: true });
      const before = await fundLog();
      await field(h.page, 'amount').fill('5');
      await field(h.page, 'account').fill('13800138000');
      await field(h.page, 'accountName').fill('张三');
      await field(h.page, 'salePwd').fill('000000');
      await h.page.getByRole('button', { name: '申请提现' }).click();
      await h.page.getByText('单笔提现不得少于 ¥10.00').waitFor();
      expect(await field(h.page, 'account').inputValue()).toBe('13800138000');

      await field(h.page, 'amount').fill('300');
      await expect.poll(() => h.page.getByTestId('withdraw-quote').textContent()).toContain('实际到账 ¥298.50');
      await h.page.getByRole('button', { name: '申请提现' }).click();
      await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('交易密码错误');
      expect(await field(h.page, 'amount').inputValue()).toBe('300');
      expect(await field(h.page, 'accountName').inputValue()).toBe('张三');
      expect((await fundLog()).total).toBe(before.total);

      await field(h.page, 'salePwd').fill('123456');
      await h.page.getByRole('button', { name: '申请提现' }).click();
      await expect.poll(() => h.page.getByTestId('withdraw-actual').textContent()).toBe('¥298.50');
      await expect.poll(() => h.page.getByTestId('withdraw-available').textContent()).toBe('¥988.50');
      expect(await account()).toMatchObject({ balance: 988.5, frozenBalance: 400 });
      await expectNewLines(before, [{ type: 'withdrawal', amount: -300, balanceAfter: 988.5 }]);
      expect(h.errors).toEqual([]);
    },
  );

  itOnProduction(
    'transfer: an unknown payee is refused; the payee is confirmed before the password; one line on each side; a second tab is asked first',
    async () => {
      await startAt(h, '/inside/transMoney', { loggedIn: true });
      const before = await fundLog();
      const theirsBefore = await fundLog(SEED_TOKENS.traveler);
      await field(h.page, 'to').fill('nobody-here');
      await field(h.page, 'amount').fill('88.8');
      await h.page.getByRole('button', { name: '下一步' }).click();
      await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('收款账号不存在');
      expect(await field(h.page, 'to').inputValue()).toBe('nobody-here');
      expect(await h.page.locator('[name="salePwd"]').count()).toBe(0);

      // A second tab with the same transfer, up to the password.
      const other = await h.context.newPage();
      const fill = async (page: Page) => {
        await field(page, 'to').fill('traveler@example.com');
        await field(page, 'amount').fill('88.8');
        await page.getByRole('button', { name: '下一步' }).click();
        await expect.poll(() => page.getByTestId('payee').textContent()).toContain('旅**');
        await field(page, 'salePwd').fill('123456');
      };
      await other.goto('/inside/transMoney');
      await other.locator('[name="to"]').waitFor();
      await fill(other);
      await fill(h.page);
      expect(await h.page.getByTestId('payee').textContent()).toContain('tr***er');

      await h.page.getByRole('button', { name: '确认转账 ¥88.80' }).click();
      await expect.poll(() => h.page.getByTestId('transfer-balance-after').textContent()).toBe('¥1,199.70');
      // The other tab sends the same transfer: asked first, nothing moves.
      await other.getByRole('button', { name: '确认转账 ¥88.80' }).click();
      await other.getByText(/确定要再转一笔吗/).waitFor();
      await other.close();

      await expectNewLines(before, [{ type: 'transfer_out', amount: -88.8, balanceAfter: 1199.7, remark: '转账给 traveler' }]);
      await expectNewLines(theirsBefore, [{ type: 'transfer_in', amount: 88.8, remark: '收到 demo 的转账' }], SEED_TOKENS.traveler);
      expect(h.errors).toEqual([]);
    },
  );

  itOnProduction('level from the balance: a wrong sale password is refused in the dialog; then 钻石会员 and one line', async () => {
    await startAt(h, '/inside/selfLevel', { loggedIn: true });
    const before = await fundLog();
    await h.page.getByRole('button', { name: '立即升级 钻石会员' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.locator('[name="salePwd"]').fill('111111');
    await dialog.getByRole('button', { name: '确认升级' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('交易密码错误');
    expect(await dialog.locator('[name="salePwd"]').inputValue()).toBe('111111');
    await dialog.locator('[name="salePwd"]').fill('123456');
    await dialog.getByRole('button', { name: '确认升级' }).click();
    await h.page.getByText('已升级为 钻石会员').waitFor();
    await expect.poll(() => h.page.getByTestId('current-level').textContent()).toBe('钻石会员');
    expect((await account()).level.name).toBe('钻石会员');
    await expectNewLines(before, [{ type: 'purchase', amount: -999, balanceAfter: 289.5, remark: '升级为 钻石会员' }]);
    expect(h.errors).toEqual([]);
  });

  itOnProduction('level refusals on a page left open: the same level (bought in another tab) and too little balance', async () => {
    await startAt(h, '/inside/selfLevel', { loggedIn: true });
    await h.page.getByRole('button', { name: '立即升级 钻石会员' }).waitFor();
    // Meanwhile, elsewhere: demo spends most of the balance.
    await callApi(h.page, '/inside/inter/doTransfer', { to: 'traveler', amount: '1000', salePwd: '123456' });
    const before = await fundLog();
    await h.page.getByRole('button', { name: '立即升级 钻石会员' }).click();
    const dialog = h.page.getByRole('dialog');
    await dialog.locator('[name="salePwd"]').fill('123456');
    await dialog.getByRole('button', { name: '确认升级' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('余额不足，升级需要 ¥999.00，请先充值');
    expect(await dialog.locator('[name="salePwd"]').inputValue()).toBe('123456');
    await dialog.getByRole('button', { name: '取消' }).click();
    expect((await fundLog()).total).toBe(before.total);

    // traveler, on a page left open, buys 黄金会员 in another tab; this page still offers it.
    await startAt(h, '/inside/selfLevel', { loggedIn: SEED_TOKENS.traveler });
    await h.page.getByRole('button', { name: '立即升级 黄金会员' }).waitFor();
    await callApi(h.page, '/inside/inter/doUpgradeLevel', { levelId: 3 });
    await h.page.getByRole('button', { name: '立即升级 黄金会员' }).click();
    await h.page.getByRole('dialog').getByRole('button', { name: '确认升级' }).click();
    await expect.poll(() => h.page.getByRole('dialog').getByRole('alert').textContent()).toContain('您已是该等级会员');
    await h.page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect.poll(() => h.page.getByTestId('current-level').textContent()).toBe('黄金会员');
    expect(h.errors).toEqual([]);
  });

  itOnProduction(
    'level through a pay channel: the pay page, the channel, the return page; the level changes, the balance and fund log do not',
    async () => {
      await startAt(h, '/inside/selfLevel', { loggedIn: SEED_TOKENS.traveler });
      const before = await fundLog();
      const { balance } = await account();
      await h.page.getByRole('button', { name: '立即升级 钻石会员' }).click();
      const dialog = h.page.getByRole('dialog');
      // ¥356.20 does not cover ¥999: online is chosen.
      expect(await dialog.getByRole('radio', { name: /在线支付/ }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: '去支付' }).click();
      await h.page.waitForURL((url) => url.pathname === '/pay/payonline');
      const orderNo = orderNoOf(h.page.url());
      expect(orderNo).toMatch(/^L\d+$/);
      await expect.poll(() => h.page.getByTestId('amount-due').textContent()).toBe('¥999.00');
      await h.page.getByRole('radio', { name: '支付宝' }).check({ force: true });
      await h.page.getByRole('button', { name: '立即支付' }).click();
      await h.page.waitForURL((url) => url.pathname === '/pay/payInterface');
      await h.page.getByText('请使用支付宝扫描二维码完成支付').waitFor();
      await payNow(orderNo);
      await h.page.waitForURL((url) => url.pathname === '/pay/return_ali');
      await h.page.getByRole('heading', { name: '支付成功' }).waitFor();
      await h.page.getByRole('link', { name: '查看会员等级' }).click();
      await expect.poll(() => h.page.getByTestId('current-level').textContent()).toBe('钻石会员');
      const records = await callApi<{ list: Array<{ orderNo: string; kind: string; status: string; amount: number }> }>(
        h.page,
        '/inside/inter/getPayRecords',
        { kind: 'level', pageSize: 1 },
      );
      expect(records.list[0]).toMatchObject({ orderNo, status: 'paid', amount: 999 });
      expect(await account()).toMatchObject({ balance, level: { name: '钻石会员' } });
      await expectNewLines(before, []);
      expect(h.errors).toEqual([]);
    },
  );

  itOnProduction('open a reseller shop: the path checked, the days of the site shown, the vip menu opens; one line', async () => {
    await startAt(h, '/inside/selfCreatVip', { loggedIn: true });
    const before = await fundLog();
    await h.page.getByRole('radio', { name: /专业版/ }).check();
    await field(h.page, 'siteName').fill('云端小店');
    await field(h.page, 'sitePath').fill('xiaolu');
    await field(h.page, 'siteName').focus();
    await h.page.getByText('该站点路径已被占用').waitFor();
    await field(h.page, 'sitePath').fill('yunduan');
    await field(h.page, 'siteName').focus();
    await h.page.getByTestId('path-free').waitFor();
    expect(await h.page.getByText('分站管理').count()).toBe(0);
    await field(h.page, 'salePwd').fill('123456');
    await h.page.getByRole('button', { name: '支付并开通' }).click();
    await expect.poll(() => h.page.getByTestId('site-days').textContent()).toBe('店铺有效期 365 天');
    await expect.poll(() => h.page.getByTestId('vip-balance-after').textContent()).toBe('¥809.30');
    // R7.2: the answer's keyDay (365) set u-query-day to 1 − 365.
    const cookies = await h.context.cookies();
    expect(cookies.find((c) => c.name.endsWith('u-query-day'))?.value).toBe('-364');
    await h.page.getByText('分站管理').first().waitFor();
    expect((await account()).roles).toEqual(['vip']);
    await expectNewLines(before, [{ type: 'purchase', amount: -479.2, balanceAfter: 809.3 }]);
    expect(h.errors).toEqual([]);
  });

  itOnProduction('a top-up through a channel and a purchase from the balance each leave one line', async () => {
    await startAt(h, '/pay/recharge', { loggedIn: true });
    const before = await fundLog();
    await h.page.getByRole('button', { name: '¥100.00', exact: true }).click();
    await h.page.getByRole('radio', { name: '支付宝' }).check({ force: true });
    await h.page.getByRole('button', { name: '立即充值' }).click();
    await h.page.waitForURL((url) => url.pathname === '/pay/payInterface');
    const rechargeNo = orderNoOf(h.page.url());
    await h.page.getByText('请使用支付宝扫描二维码完成支付').waitFor();
    await payNow(rechargeNo);
    await h.page.waitForURL((url) => url.pathname === '/pay/return_ali');
    await h.page.getByRole('heading', { name: '支付成功' }).waitFor();
    // ¥100 and the ¥2 bonus arrive as one change of the balance.
    await expectNewLines(before, [{ type: 'recharge', amount: 102, balanceAfter: 1390.5, orderNo: rechargeNo }]);

    const beforeBuying = await fundLog();
    await h.page.goto('/inside/buyGoods?id=3');
    await expect.poll(() => h.page.getByTestId('balance').textContent()).toContain('¥1,390.50');
    const total = Number(((await h.page.getByTestId('total').textContent()) ?? '').replace(/[¥,]/g, ''));
    await field(h.page, 'salePwd').fill('123456');
    await h.page.getByRole('button', { name: '余额支付' }).click();
    await h.page.getByText('购买成功').waitFor();
    await expectNewLines(beforeBuying, [{ type: 'purchase', amount: -total, balanceAfter: Math.round((1390.5 - total) * 100) / 100 }]);
    expect(h.errors).toEqual([]);
  });

  itOnProduction('a transfer sent from a second tab while the first is still on its way moves the money once', async () => {
    await startAt(h, '/inside/transMoney', { loggedIn: true });
    const before = await fundLog();
    const theirsBefore = await fundLog(SEED_TOKENS.traveler);
    const other = await h.context.newPage();
    await other.goto('/inside/transMoney');
    await other.locator('[name="to"]').waitFor();
    for (const page of [h.page, other]) {
      await field(page, 'to').fill('traveler');
      await field(page, 'amount').fill('66.6');
      await page.getByRole('button', { name: '下一步' }).click();
      await expect.poll(() => page.getByTestId('payee').textContent()).toContain('tr***er');
      await field(page, 'salePwd').fill('123456');
    }
    // The first tab's request is held on its way (a slow network); the second tab sends the same transfer.
    const { sent, release, otherSeesId, stop } = await holdFirstCall(h.page, other, '/inside/inter/doTransfer');
    await h.page.getByRole('button', { name: '确认转账 ¥66.60' }).click();
    await expect.poll(() => sent.length).toBe(1);
    await otherSeesId();
    await other.getByRole('button', { name: '确认转账 ¥66.60' }).click();
    await expect.poll(() => other.getByTestId('transfer-balance-after').textContent()).toBe('¥1,221.90');
    release();
    await expect.poll(() => h.page.getByTestId('transfer-balance-after').textContent()).toBe('¥1,221.90');
    await stop();
    await other.close();
    // Both carried the same request id: the server acted once and answered the first result twice.
    const ids = sent.map((body) => new URLSearchParams(body).get('requestId'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
    await expectNewLines(before, [{ type: 'transfer_out', amount: -66.6, balanceAfter: 1221.9 }]);
    await expectNewLines(theirsBefore, [{ type: 'transfer_in', amount: 66.6 }], SEED_TOKENS.traveler);
    expect(h.errors).toEqual([]);
  });
});
