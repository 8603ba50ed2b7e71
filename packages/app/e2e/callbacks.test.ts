// Browser tests of the platform callbacks on the mock build (spec §2 "Binding callbacks",
// "Certification callbacks"): demo binds QQ from account security through /myQqNotify (the QR panel's
// development-only "simulate scan" link opens the code's callback here) and sees it bound; a log-in with
// Weixin from /login through /weixinReturn; a state replayed in another tab (its own session storage) is
// refused; the face check of /inside/verified finishes via /certify/alipayFaceResult. A state this browser
// never stored, one stored for another platform, and a QQ log-in of an account without QQ are
// test/callbacks.test.tsx's (jsdom, the same pages and handlers).
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startAt, useHarness } from './harness.ts';

const baseURL = inject('baseURL');
const h = useHarness({ baseURL });
let page: Page;
let errors: string[];
/** Paths of the API calls the page made (to prove a refused state is never sent). */
let calls: string[];

beforeAll(() => {
  ({ page, errors } = h);
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/inside/inter/')) calls.push(path.slice('/inside/inter/'.length));
  });
});

beforeEach(() => {
  calls = [];
});

/** The mock world back to its seed, then `path` (as demo when `loggedIn`). */
async function start(path: string, loggedIn: boolean): Promise<void> {
  await startAt({ page, baseURL }, path, { loggedIn });
  calls = [];
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** A mainland ID number with a valid check character (GB 11643), born 1990-03-07. */
function idCard(sequence: string): string {
  const first17 = `11010119900307${sequence}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(first17[i]), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

describe('binding callbacks', () => {
  it('demo binds QQ from account security through /myQqNotify and sees it bound; the link does not work twice', async () => {
    await start('/inside/inter/myaccount', true);
    const qq = page.getByRole('region', { name: 'QQ', exact: true });
    await qq.getByText('未绑定', { exact: true }).waitFor();
    await qq.getByRole('button', { name: '绑定', exact: true }).click();
    const simulate = qq.getByRole('link', { name: /模拟扫码/ });
    const href = await simulate.getAttribute('href');
    expect(href).toMatch(/^\/myQqNotify\?code=mock-qq-\d+&state=bs_\w+$/);
    await simulate.click();

    await heading('QQ绑定成功').waitFor();
    await expect(page.getByText(/^已绑定：QQ用户\d{4}$/).isVisible()).resolves.toBe(true);
    expect(calls.filter((c) => c === 'doWeixinBind')).toHaveLength(1);

    // A reload shows the same result from this browser's record: the state is not sent again.
    await page.reload();
    await heading('QQ绑定成功').waitFor();
    await page.getByText('此链接已处理过，以下是当时的结果。').waitFor();
    expect(calls.filter((c) => c === 'doWeixinBind')).toHaveLength(1);

    await page.getByRole('link', { name: '返回账户安全' }).click();
    await page.getByRole('region', { name: 'QQ', exact: true }).getByText('已绑定', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a valid state replayed in another tab of the same link (no stored state there) is refused', async () => {
    await start('/inside/inter/myaccount', true);
    const qq = page.getByRole('region', { name: 'QQ', exact: true });
    await qq.getByRole('button', { name: '绑定', exact: true }).click();
    const href = (await qq.getByRole('link', { name: /模拟扫码/ }).getAttribute('href')) as string;
    // Another tab has its own session storage: the state was not stored there.
    const other = await h.context.newPage();
    const otherCalls: string[] = [];
    other.on('request', (r) => otherCalls.push(new URL(r.url()).pathname));
    await other.goto(href);
    await other.getByRole('heading', { level: 1, name: 'QQ绑定失败' }).waitFor();
    expect(otherCalls.some((p) => p.endsWith('/doWeixinBind'))).toBe(false);
    await other.close();
  });
});

describe('log-in callbacks', () => {
  it('logs in with Weixin from /login via /weixinReturn, with the login notice, and refuses the link a second time', async () => {
    await start('/login', false);
    await page.getByRole('button', { name: '微信登录' }).click();
    await page.waitForURL(/\/inside\/index$/);
    await page.getByText('登录成功').first().waitFor();
    expect(calls.filter((c) => c === 'doWeixinLogin')).toHaveLength(1);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toContain('authCode');

    // The same return address again (a replay): answered from this tab's record, not sent.
    const state = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('callback_states') ?? '[]') as { state: string; purpose: string }[]).find(
          (e) => e.purpose === 'login:weixin',
        )?.state,
    );
    expect(state).toMatch(/^ls_/);
    await page.goto(`/weixinReturn?code=mock-weixin-demo&state=${state}`);
    await heading('微信登录成功').waitFor();
    expect(calls.filter((c) => c === 'doWeixinLogin')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('certification callbacks', () => {
  it('the face check started on /inside/verified finishes via /certify/alipayFaceResult', async () => {
    await start('/inside/verified', true);
    await page.getByLabel('真实姓名').fill('张三');
    await page.getByLabel('身份证号').fill(idCard('123'));
    await page.getByRole('button', { name: '开始认证' }).click();
    await page.getByRole('link', { name: '去支付宝认证' }).click();

    await page.waitForURL(/\/certify\/alipayFaceResult\?certifyId=cf\w+$/);
    await heading('实名认证成功').waitFor();
    await page.getByText('认证姓名：*三').waitFor();
    expect(calls.filter((c) => c === 'doAlipayFaceNotify')).toHaveLength(1);

    await page.getByRole('link', { name: '返回实名认证' }).click();
    await page.getByText('实名认证已通过').first().waitFor();
    expect(errors).toEqual([]);
  });
});
