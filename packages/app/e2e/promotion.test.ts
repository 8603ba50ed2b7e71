// Browser tests of the promotion centre, the card-key area and the service bot on the production build (modes.ts: nothing here differs on the
// mock build, whose MSW in the page the mock-build files prove), logged in with a seed token (the log-in
// form is public.test.ts's): collecting commission (a double click and a second tab collect once; the fund log gains exactly one line whose balance after is the
// balance shown), redeeming a balance key (one fund-log line on the account credited), used / expired /
// void / wrong keys refused with their message, a redemption whose answer was lost answered again on the
// retry (one request id, one fund-log line), the same redemption from a second tab redeemed once, goods keys (a card goods' key delivered at once; a recharge
// goods' inputs and contact, refused when missing, then the order placed), the key's redemptions, and
// the service bot (send, answer, history after a reload, clear).

import { api } from '@shop/session/contract';
import { describe, expect, it } from 'vitest';
import { callApi, holdFirstCall, resetSession, SEED_TOKENS, startAt, useHarness } from './harness.ts';
import { itOnProductionFor, MODES } from './modes.ts';

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
  /** `itOnProduction`: a flow the production build proves, listed as skipped on the mock build (modes.ts). */
  const itOnProduction = itOnProductionFor(mode);
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

  itOnProduction(
    'promotion: a double click collects the commission once; one fund-log line, its balance after is the balance shown',
    async () => {
      await startAt(h, '/inside/inter/promotion', { loggedIn: true });
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
      await expect
        .poll(() => h.page.getByRole('table', { name: '领取记录' }).getByRole('row').nth(1).textContent())
        .toContain(yuan(balance));
      expect(await expectOneNewLine(before, { type: 'commission', amount: collectable, remark: '推广佣金领取' })).toBe(balance);
      expect(h.errors).toEqual([]);
    },
  );

  if (mode.production) {
    it('promotion: the same collection from a second tab while the first is on its way collects once', async () => {
      await startAt(h, '/inside/inter/promotion', { loggedIn: true });
      const before = await fundLog();
      const other = await h.context.newPage();
      await other.goto('/inside/inter/promotion');
      for (const page of [h.page, other]) await page.getByRole('button', { name: '领取到余额' }).waitFor();
      const { sent, release, otherSeesId, stop } = await holdFirstCall(h.page, other, '/inside/inter/doPromotionCollect');
      await h.page.getByRole('button', { name: '领取到余额' }).click();
      await expect.poll(() => sent.length).toBe(1);
      await otherSeesId();
      await other.getByRole('button', { name: '领取到余额' }).click();
      const shown = other.getByTestId('collect-balance-after');
      await shown.waitFor();
      release();
      await expect.poll(() => h.page.getByTestId('collect-balance-after').textContent()).toBe(await shown.textContent());
      await stop();
      await other.close();
      const ids = sent.map((body) => new URLSearchParams(body).get('requestId'));
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
      await expectOneNewLine(before, { type: 'commission' });
      expect(h.errors).toEqual([]);
    });
  }

  itOnProduction('invite friends: the link, its QR code and the poster; the invitees', async () => {
    await startAt(h, '/inside/inter/inviteFriends', { loggedIn: true });
    const link = await h.page.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/register\?invite=YQ\w+$/);
    expect(await h.page.getByRole('img', { name: '邀请注册二维码' }).first().getAttribute('data-value')).toBe(link);
    await expect.poll(() => h.page.getByRole('table', { name: '我邀请的好友' }).getByRole('row').count()).toBe(11);
    // The poster is composed on the click. Without a download, say what the page showed (its alert if any).
    const download = h.page.waitForEvent('download', { timeout: 60_000 });
    await h.page.getByRole('button', { name: '下载海报' }).click();
    const saved = await download.then(
      (file) => file.suggestedFilename(),
      async (error: Error) => {
        const alerts = await h.page.getByRole('alert').allTextContents();
        // Busy: still composing; not: composed and saved, but the browser reported no download.
        const busy = await h.page.getByRole('button', { name: '下载海报' }).getAttribute('aria-busy');
        return `no download (${error.message}); button busy: ${busy}; alerts: ${JSON.stringify(alerts)}`;
      },
    );
    expect(saved).toMatch(/^invite-poster-YQ\w+\.png$/);
    expect(h.errors).toEqual([]);
  });

  itOnProduction('cdk: a balance key redeemed into an account from its short link; one fund-log line on that account', async () => {
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

  itOnProduction(
    'cdk: used, expired and void keys say so; a wrong key says it does not exist; a key used meanwhile is refused',
    async () => {
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
    },
  );

  if (mode.production) {
    it('cdk: the answer of a redemption is lost; clicking again shows the redemption, not "used"; one fund-log line', async () => {
      await startAt(h, '/cdk/recharge?code=CDK8-TEST-2026-0001');
      const before = await fundLog(SEED_TOKENS.demo);
      await expect.poll(() => h.page.getByTestId('cdk-value').textContent()).toBe('¥10.00');
      const sent: string[] = [];
      let loseNext = false;
      let handled = 0;
      await h.page.route('**/cdk/inter/doRecharge', async (route) => {
        sent.push(route.request().postData() ?? '');
        if (!loseNext) return route.continue();
        loseNext = false;
        // The server redeems the key; its answer never reaches the page.
        const response = await route.fetch();
        handled = ((await response.json()) as { code: number }).code;
        await route.abort('timedout');
      });
      // Refused first (no such account): nothing stored; the corrected account is a new attempt.
      await h.page.locator('[name="account"]').fill('nobody-here');
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('充值账号不存在');
      loseNext = true;
      await h.page.locator('[name="account"]').fill('demo');
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await expect.poll(() => handled).toBe(1000);
      await expect.poll(() => h.page.getByRole('form', { name: '兑换卡密' }).getByRole('alert').textContent()).toContain('网络连接异常');
      expect(await h.page.getByTestId('cdk-done').count()).toBe(0);
      // The user tries again: the server answers the redemption it made, not "已被使用".
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await expect.poll(() => h.page.getByTestId('cdk-done-message').textContent()).toBe('已充值 ¥10.00 到账户余额');
      expect(await h.page.getByText('该卡密已被使用').count()).toBe(0);
      await h.page.unroute('**/cdk/inter/doRecharge');
      const ids = sent.map((body) => new URLSearchParams(body).get('requestId'));
      expect(ids).toHaveLength(3);
      expect(ids[1]).toMatch(/^[0-9a-f]{32}$/);
      expect(ids[1]).not.toBe(ids[0]);
      expect(ids[2]).toBe(ids[1]);
      await resetSession(h.page, h.baseURL, { loggedIn: SEED_TOKENS.demo });
      expect(await expectOneNewLine(before, { type: 'recharge', amount: 10 })).toBe(1298.5);
      // The lost answer is the only failed load.
      expect(h.errors.filter((e) => !e.includes('/cdk/inter/doRecharge'))).toEqual([]);
    });
  }

  if (mode.production) {
    it('cdk: an answer lost, then the key re-checked reads used: the page asks again with its id and shows the key delivered', async () => {
      await startAt(h, '/cdk/recharge?code=CDK8-GOOD-2026-0004');
      await expect.poll(() => h.page.getByTestId('cdk-value').textContent()).toBe('腾讯视频VIP月卡（¥15.80）');
      const sent: string[] = [];
      let handled = 0;
      await h.page.route('**/cdk/inter/doRecharge', async (route) => {
        sent.push(route.request().postData() ?? '');
        if (sent.length > 1) return route.continue();
        const response = await route.fetch();
        handled = ((await response.json()) as { code: number }).code;
        await route.abort('timedout');
      });
      await h.page.locator('[name="account"]').fill('13900001111');
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await expect.poll(() => handled).toBe(1000);
      await expect.poll(() => h.page.getByRole('form', { name: '兑换卡密' }).getByRole('alert').textContent()).toContain('网络连接异常');
      // The user checks the key again: it reads used — by this very attempt, which is asked again.
      await h.page.getByRole('button', { name: '查询卡密' }).click();
      await expect.poll(() => h.page.getByTestId('cdk-done-message').textContent()).toMatch(/^已发放1张卡密（订单号 \d+）$/);
      expect(await h.page.getByTestId('cdk-done').locator('[data-card-key]').count()).toBe(1);
      await h.page.unroute('**/cdk/inter/doRecharge');
      const ids = sent.map((body) => new URLSearchParams(body).get('requestId'));
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
      const history = await callApi<{ list: unknown[] }>(h.page, '/cdk/inter/getOrderList', { code: 'CDK8-GOOD-2026-0004' });
      expect(history.list).toHaveLength(1);
      expect(h.errors.filter((e) => !e.includes('/cdk/inter/doRecharge'))).toEqual([]);
    });
  }

  if (mode.production) {
    it('cdk: the same redemption typed in a second tab while the first is on its way redeems once; both show it', async () => {
      await startAt(h, '/cdk/recharge?code=CDK8-TEST-2026-0001');
      const before = await fundLog(SEED_TOKENS.demo);
      const other = await h.context.newPage();
      await other.goto('/cdk/recharge?code=CDK8-TEST-2026-0001');
      for (const page of [h.page, other]) {
        await page.getByRole('button', { name: '立即兑换' }).waitFor();
        await page.locator('[name="account"]').fill('demo');
      }
      const { sent, release, otherSeesId, stop } = await holdFirstCall(h.page, other, '/cdk/inter/doRecharge');
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await expect.poll(() => sent.length).toBe(1);
      await otherSeesId();
      await other.getByRole('button', { name: '立即兑换' }).click();
      await expect.poll(() => other.getByTestId('cdk-done-message').textContent()).toBe('已充值 ¥10.00 到账户余额');
      release();
      await expect.poll(() => h.page.getByTestId('cdk-done-message').textContent()).toBe('已充值 ¥10.00 到账户余额');
      await stop();
      await other.close();
      const ids = sent.map((body) => new URLSearchParams(body).get('requestId'));
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
      await resetSession(h.page, h.baseURL, { loggedIn: SEED_TOKENS.demo });
      expect(await expectOneNewLine(before, { type: 'recharge', amount: 10 })).toBe(1298.5);
      expect(h.errors).toEqual([]);
    });
  }

  itOnProduction(
    'cdk: a goods key of a card-key goods delivers its key at once (masked, revealed, copyable); the key lists the redemption',
    async () => {
      await startAt(h, '/cdk/recharge');
      await h.page.locator('[name="code"]').fill('cdk8-good-2026-0004');
      await h.page.getByRole('button', { name: '查询卡密' }).click();
      await expect.poll(() => h.page.getByTestId('cdk-value').textContent()).toBe('腾讯视频VIP月卡（¥15.80）');
      // Only where the key goes is asked; empty is refused at once, nothing sent.
      expect(await h.page.locator('[name^="inputs."]').count()).toBe(0);
      expect(await h.page.locator('[name="contact"]').count()).toBe(0);
      const sent: string[] = [];
      h.page.on('request', (request) => {
        if (request.url().endsWith('/cdk/inter/doRecharge')) sent.push(request.postData() ?? '');
      });
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await h.page.getByText('请填写接收账号').waitFor();
      expect(sent).toHaveLength(0);
      await h.page.locator('[name="account"]').fill('13900001111');
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      const done = h.page.getByTestId('cdk-done');
      await expect.poll(() => h.page.getByTestId('cdk-done-message').textContent()).toMatch(/^已发放1张卡密（订单号 \d+）$/);
      const orderNo = /订单号 (\d+)/.exec((await h.page.getByTestId('cdk-done-message').textContent()) ?? '')?.[1] ?? '';
      expect(new URLSearchParams(sent[0]).get('requestId')).toMatch(/^[0-9a-f]{32}$/);
      // The key delivered: masked until revealed; the same key the order holds.
      const order = await callApi<{ cards: Array<{ cardNo: string; password: string }> }>(h.page, api.shop.getVisitorOrderInfo.path, {
        orderNo,
      });
      expect(order.cards).toHaveLength(1);
      const card = order.cards[0] ?? { cardNo: '', password: '' };
      const key = done.locator('[data-card-key]');
      expect(await key.getAttribute('data-card-key')).toBe('masked');
      expect(await key.textContent()).not.toContain(card.cardNo);
      await done.getByRole('button', { name: '显示全部' }).click();
      await expect.poll(() => key.getAttribute('data-card-key')).toBe('shown');
      expect(await key.textContent()).toContain(card.cardNo);
      expect(await key.textContent()).toContain(card.password);
      expect(await done.getByRole('button', { name: '复制全部' }).count()).toBe(1);
      expect(await h.page.getByTestId('cdk-status').textContent()).toBe('已使用');

      // The key's redemptions: this one, the receiver masked, its order.
      await done.getByRole('link', { name: '查看兑换记录' }).click();
      await h.page.waitForURL('**/cdk/order?code=CDK8-GOOD-2026-0004');
      const table = h.page.getByRole('table', { name: '兑换记录' });
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      const row = await table.getByRole('row').nth(1).textContent();
      expect(row).toContain('139****1111');
      expect(row).toContain('¥15.80');
      expect(row).toContain('成功');
      expect(row).toContain(orderNo);
      expect(h.errors).toEqual([]);
    },
  );

  itOnProduction(
    'cdk: a goods key of a recharge goods asks for its inputs and a contact, refuses what is missing, then places the order',
    async () => {
      await startAt(h, '/cdk/recharge?code=CDK8-GAME-2026-0005');
      await expect.poll(() => h.page.getByTestId('cdk-value').textContent()).toBe('王者荣耀 60点券（¥5.80）');
      const sent: string[] = [];
      h.page.on('request', (request) => {
        if (request.url().endsWith('/cdk/inter/doRecharge')) sent.push(request.postData() ?? '');
      });
      // Empty required inputs: each says so, nothing sent; the optional one is not asked for.
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await h.page.getByText('请填写QQ号').waitFor();
      await h.page.getByText('请填写大区').waitFor();
      await h.page.getByText('请填写联系方式').waitFor();
      expect(await h.page.getByText('请填写角色名').count()).toBe(0);
      expect(sent).toHaveLength(0);
      // A contact the server refuses: its message, and what was typed stays.
      await h.page.locator('[name="account"]').fill('80012345');
      await h.page.locator('[name="inputs.zone"]').selectOption('安卓QQ区');
      await h.page.locator('[name="inputs.role"]').fill('孤影');
      await h.page.locator('[name="contact"]').fill('not-a-phone');
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await expect.poll(() => h.page.getByRole('alert').first().textContent()).toContain('请输入正确的手机号');
      expect(sent).toHaveLength(1);
      expect(await h.page.locator('[name="account"]').inputValue()).toBe('80012345');
      expect(await h.page.locator('[name="inputs.role"]').inputValue()).toBe('孤影');
      expect(await h.page.getByTestId('cdk-status').textContent()).toBe('未使用');

      await h.page.locator('[name="contact"]').fill('13900001111');
      await h.page.getByRole('button', { name: '立即兑换' }).click();
      await expect.poll(() => h.page.getByTestId('cdk-done-message').textContent()).toMatch(/^已提交充值，等待到账（订单号 \d+）$/);
      const orderNo = /订单号 (\d+)/.exec((await h.page.getByTestId('cdk-done-message').textContent()) ?? '')?.[1] ?? '';
      const body = new URLSearchParams(sent[1]);
      expect(body.get('inputs[zone]')).toBe('安卓QQ区');
      expect(body.get('inputs[role]')).toBe('孤影');
      // A new id once what was typed changed.
      expect(body.get('requestId')).not.toBe(new URLSearchParams(sent[0]).get('requestId'));
      expect(await h.page.getByTestId('cdk-done').textContent()).toContain('80***45');
      await h.page.getByTestId('cdk-done').getByRole('link', { name: '查看兑换记录' }).click();
      const table = h.page.getByRole('table', { name: '兑换记录' });
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      const row = await table.getByRole('row').nth(1).textContent();
      expect(row).toContain('80***45');
      expect(row).toContain(orderNo);
      expect(h.errors).toEqual([]);
    },
  );

  itOnProduction('aibot: a suggestion and a typed question are answered; the history survives a reload; clear forgets it', async () => {
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
