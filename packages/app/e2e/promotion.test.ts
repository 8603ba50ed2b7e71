// Browser tests of the rest of issue 13 against both builds (modes.ts): collecting commission (a double
// click and a second tab collect once; the fund log gains exactly one line whose balance after is the
// balance shown), redeeming a balance key (one fund-log line on the account credited), used / expired /
// void / wrong keys refused with their message, the key's redemptions, and the service bot (send,
// answer, history after a reload, clear).

import { describe, expect, it, vi } from 'vitest';
import { callApi, logInAt, resetSession, SEED_TOKENS, startAt, useHarness } from './harness.ts';
import { MODES } from './modes.ts';

vi.setConfig({ testTimeout: 90_000 });

interface FundLine {
  type: string;
  amount: number;
  balanceAfter: number;
  remark: string;
}
interface FundPage {
  list: FundLine[];
  total: number;
}

const yuan = (value: number) => `${value < 0 ? '-' : ''}¥${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe.each(MODES)('$name', (mode) => {
  const h = useHarness({ baseURL: mode.baseURL, viewport: { width: 1280, height: 900 } });
  const fundLog = (token?: string) => callApi<FundPage>(h.page, '/inside/inter/getFundLog', { page: 1, pageSize: 5 }, token);
  const balanceOf = async (token?: string) => (await callApi<{ balance: number }>(h.page, '/inside/inter/getAccount', {}, token)).balance;

  /** One more fund-log line, `line`, whose balance after is the balance — through the API and on /inside/accountmoney. */
  async function expectOneNewLine(before: FundPage, line: Partial<FundLine>, token?: string): Promise<number> {
    const after = await fundLog(token);
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject(line);
    const balance = await balanceOf(token);
    expect(after.list[0]?.balanceAfter).toBe(balance);
    await h.page.goto('/inside/accountmoney');
    await expect.poll(() => h.page.getByTestId('available-balance').textContent()).toBe(yuan(balance));
    const firstRow = h.page.getByRole('table', { name: '资金明细' }).getByRole('row').nth(1);
    await expect.poll(() => firstRow.locator('[data-field="balance-after"]').textContent()).toBe(yuan(balance));
    return balance;
  }

  it('promotion: a double click collects the commission once; one fund-log line, its balance after is the balance shown', async () => {
    await logInAt(h, '/inside/inter/promotion');
    const before = await fundLog();
    const { collectable } = await callApi<{ collectable: number }>(h.page, '/inside/inter/getPromotionCollect');
    expect(collectable).toBeGreaterThanOrEqual(10);
    await expect.poll(() => h.page.getByTestId('collectable').textContent()).toBe(yuan(collectable));
    const sent: string[] = [];
    h.page.on('request', (request) => {
      if (request.url().endsWith('/inside/inter/doPromotionCollect')) sent.push(request.postData() ?? '');
    });
    // Below the minimum: said at once, nothing sent.
    await h.page.locator('[name="amount"]').fill('5');
    await h.page.getByRole('button', { name: '领取到余额' }).click();
    await h.page.getByText('单次领取不得少于 ¥10.00').waitFor();
    expect(sent).toHaveLength(0);

    await h.page.getByRole('button', { name: '全部' }).click();
    await h.page.getByRole('button', { name: '领取到余额' }).dblclick();
    const balance = 1288.5 + collectable;
    await expect.poll(() => h.page.getByTestId('collect-balance-after').textContent()).toBe(yuan(balance));
    await expect.poll(() => h.page.getByTestId('collectable').textContent()).toBe('¥0.00');
    // Every request sent carried the same request id: the server collected once.
    const ids = new Set(sent.map((body) => new URLSearchParams(body).get('requestId')));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[0-9a-f]{32}$/);
    await h.page.getByRole('tab', { name: '领取记录' }).click();
    await expect.poll(() => h.page.getByRole('table', { name: '领取记录' }).getByRole('row').nth(1).textContent()).toContain(yuan(balance));
    expect(await expectOneNewLine(before, { type: 'commission', amount: collectable, remark: '推广佣金领取' })).toBe(balance);
    expect(h.errors).toEqual([]);
  });

  if (mode.production) {
    it('promotion: the same collection from a second tab while the first is on its way collects once', async () => {
      await logInAt(h, '/inside/inter/promotion');
      const before = await fundLog();
      const other = await h.context.newPage();
      await other.goto('/inside/inter/promotion');
      for (const page of [h.page, other]) await page.getByRole('button', { name: '领取到余额' }).waitFor();
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sent: string[] = [];
      await h.page.route('**/inside/inter/doPromotionCollect', async (route) => {
        sent.push(route.request().postData() ?? '');
        await held;
        await route.continue();
      });
      other.on('request', (request) => {
        if (request.url().endsWith('/inside/inter/doPromotionCollect')) sent.push(request.postData() ?? '');
      });
      await h.page.getByRole('button', { name: '领取到余额' }).click();
      await expect.poll(() => sent.length).toBe(1);
      await other.getByRole('button', { name: '领取到余额' }).click();
      const shown = other.getByTestId('collect-balance-after');
      await shown.waitFor();
      release();
      await expect.poll(() => h.page.getByTestId('collect-balance-after').textContent()).toBe(await shown.textContent());
      await h.page.unroute('**/inside/inter/doPromotionCollect');
      await other.close();
      const ids = sent.map((body) => new URLSearchParams(body).get('requestId'));
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
      await expectOneNewLine(before, { type: 'commission' });
      expect(h.errors).toEqual([]);
    });
  }

  it('invite friends: the link, its QR code and the poster; the invitees', async () => {
    await logInAt(h, '/inside/inter/inviteFriends');
    const link = await h.page.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/register\?invite=YQ\w+$/);
    expect(await h.page.getByRole('img', { name: '邀请注册二维码' }).first().getAttribute('data-value')).toBe(link);
    await expect.poll(() => h.page.getByRole('table', { name: '我邀请的好友' }).getByRole('row').count()).toBe(11);
    const download = h.page.waitForEvent('download');
    await h.page.getByRole('button', { name: '下载海报' }).click();
    expect((await download).suggestedFilename()).toMatch(/^invite-poster-YQ\w+\.png$/);
    expect(h.errors).toEqual([]);
  });

  it('cdk: a balance key redeemed into an account from its short link; one fund-log line on that account', async () => {
    await startAt(h, '/cdk/short/demo10');
    const before = await fundLog(SEED_TOKENS.demo);
    await expect.poll(() => h.page.getByTestId('cdk-value').textContent()).toBe('¥10.00');
    await h.page.locator('[name="account"]').fill('nobody-here');
    await h.page.getByRole('button', { name: '立即兑换' }).click();
    await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('充值账号不存在');
    expect(await h.page.locator('[name="account"]').inputValue()).toBe('nobody-here');
    expect((await fundLog(SEED_TOKENS.demo)).total).toBe(before.total);

    await h.page.locator('[name="account"]').fill('13800138000');
    await h.page.getByRole('button', { name: '立即兑换' }).dblclick();
    await expect.poll(() => h.page.getByTestId('cdk-done-message').textContent()).toBe('已充值 ¥10.00 到账户余额');
    await resetSession(h.page, h.baseURL, { loggedIn: SEED_TOKENS.demo });
    expect(await expectOneNewLine(before, { type: 'recharge', amount: 10 })).toBe(1298.5);
    // The key now says it is used.
    await h.page.goto('/cdk/short/demo10');
    await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('该卡密已被使用');
    expect(await h.page.getByRole('button', { name: '立即兑换' }).count()).toBe(0);
    expect(h.errors).toEqual([]);
  });

  it('cdk: used, expired and void keys say so; a wrong key says it does not exist; a key used meanwhile is refused', async () => {
    await startAt(h, '/cdk/recharge');
    const check = async (code: string) => {
      await h.page.locator('[name="code"]').fill(code);
      await h.page.getByRole('button', { name: '查询卡密' }).click();
    };
    await check('cdk8-used-2026-0029');
    await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('该卡密已被使用');
    expect(await h.page.getByRole('button', { name: '立即兑换' }).count()).toBe(0);
    await check('CDK8 EXPD 2026 0037');
    await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('该卡密已过期');
    await check('CDK8-VOID-2026-0039');
    await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('该卡密已作废');
    await check('CDK8-TEST-2026-9999');
    await h.page.getByText('卡密不存在，请检查后重新输入').waitFor();
    expect(await h.page.getByTestId('cdk-summary').count()).toBe(0);
    await check('CDK8-TEST');
    await h.page.getByText('卡密格式不正确，应为XXXX-XXXX-XXXX-XXXX').waitFor();

    // A goods key: its recharge inputs; meanwhile the key is redeemed elsewhere, so this one is refused.
    await check('CDK8-GAME-2026-0005');
    await h.page.locator('[name="account"]').fill('123456');
    await h.page.locator('[name="inputs.zone"]').selectOption('安卓QQ区');
    await h.page.locator('[name="contact"]').fill('13800138000');
    await callApi(h.page, '/cdk/inter/doRecharge', {
      code: 'CDK8-GAME-2026-0005',
      account: '654321',
      contact: '13900139000',
      'inputs[zone]': '安卓QQ区',
    });
    await h.page.getByRole('button', { name: '立即兑换' }).click();
    await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('该卡密已被使用，不能重复兑换');
    expect(await h.page.locator('[name="account"]').inputValue()).toBe('123456');

    // Its redemptions: one, the account masked.
    await h.page.goto('/cdk/order?code=CDK8-USED-2026-0029');
    await expect.poll(() => h.page.getByRole('table', { name: '兑换记录' }).getByRole('row').count()).toBe(2);
    expect(await h.page.getByRole('table', { name: '兑换记录' }).textContent()).toContain('99***04');
    expect(h.errors).toEqual([]);
  });

  it('aibot: a suggestion and a typed question are answered; the history survives a reload; clear forgets it', async () => {
    await startAt(h, '/aibot');
    const log = h.page.getByRole('log');
    await log.getByText('您好，我是云卡智能客服小云').waitFor();
    await h.page.getByRole('button', { name: '付款后多久发货？' }).click();
    await expect.poll(() => log.locator('[data-testid="message-bot"]').count()).toBe(1);
    expect(await log.locator('[data-testid="message-bot"]').first().textContent()).toContain('10秒');
    const box = h.page.getByRole('textbox', { name: '您的问题' });
    await box.fill('卡密提示无效怎么办？');
    await box.press('Enter');
    await expect.poll(() => log.locator('[data-testid="message-bot"]').count()).toBe(2);
    await expect.poll(() => box.inputValue()).toBe('');

    await h.page.reload();
    await log.getByText('您好，我是云卡智能客服小云').waitFor();
    await expect.poll(() => log.locator('[data-testid^="message-"]').count()).toBe(4);
    expect(await log.locator('[data-testid="message-user"]').nth(1).textContent()).toContain('卡密提示无效怎么办？');

    await h.page.getByRole('button', { name: '清空记录' }).click();
    await h.page.getByRole('dialog').getByRole('button', { name: '清空' }).click();
    await expect.poll(() => log.locator('[data-testid^="message-"]').count()).toBe(0);
    await h.page.reload();
    await log.getByText('您好，我是云卡智能客服小云').waitFor();
    expect(await log.locator('[data-testid^="message-"]').count()).toBe(0);
    await expect(h.page.getByRole('link', { name: '转人工客服' }).getAttribute('href')).resolves.toBe('/service');
    expect(h.errors).toEqual([]);
  });
});
