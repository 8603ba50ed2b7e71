// Browser tests of the customer pages on the mock build: every binding bound and unbound
// through the account-security page (R4.13; mock codes are always 123456, a QR code's content is the
// app's own callback URL, which "the phone" opens), and the sale password set and changed (the new one is
// the one that works). The open API (enable, regenerate) and reading messages dropping the title's `(n) `
// prefix (R2.3) are test/accountPages.test.tsx's (jsdom, the same handlers and page; the key's reveal the
// OpenApiPanel stories'); the prefix in a real browser session.test.ts's.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { startAt, useHarness } from './harness.ts';

const baseURL = inject('baseURL');
const CODE = '123456';
const DEMO = { token: 'seed-token-demo', salePwd: '123456' };
const TRAVELER = { token: 'seed-token-traveler', password: 'travel123456' };
const h = useHarness({ baseURL });
let page: Page;
let errors: string[];

beforeAll(() => {
  ({ page, errors } = h);
});

/** The mock world back to its seed, then `path` as the customer holding `token`. */
async function start(path: string, token: string): Promise<void> {
  await startAt({ page, baseURL }, path, { loggedIn: token });
}

/** One row of the account page (a section named by its heading). */
const row = (name: string): Locator => page.getByRole('region', { name, exact: true });
const dialog = (): Locator => page.getByRole('dialog');
const toast = (text: string): Locator => page.getByText(text, { exact: true }).first();

/**
 * The phone's part of a QR binding: the code encodes the callback URL with the mock code and the
 * state; the platform's callback finishes it on the server (doWeixinBind, as the callback page does).
 */
async function scanWithPhone(qr: Locator): Promise<void> {
  const content = await qr.getAttribute('data-value');
  expect(content).toBeTruthy();
  const url = new URL(content as string);
  const type =
    url.searchParams.get('type') ?? { '/myWeixinNotify': 'weixin', '/myQqNotify': 'qq', '/myMpNotify': 'mp' }[url.pathname] ?? 'weixin';
  const code = await page.evaluate(
    async ({ type, code, state }) => {
      const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { authCode?: string }).authCode ?? '';
      const answer = await fetch('/inside/inter/doWeixinBind', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
        body: new URLSearchParams({ type, code, state }),
      });
      return ((await answer.json()) as { code: number }).code;
    },
    { type, code: url.searchParams.get('code') ?? '', state: url.searchParams.get('state') ?? '' },
  );
  expect(code).toBe(1000);
}

async function bindByQr(name: string): Promise<void> {
  const item = row(name);
  await item.getByRole('button', { name: '绑定', exact: true }).click();
  const qr = item.locator('[data-value]');
  await qr.waitFor();
  await scanWithPhone(qr);
  // The page polls the account while the code waits.
  await item.getByText('已绑定', { exact: true }).waitFor();
  await expect.poll(() => qr.count()).toBe(0);
}

async function unbindWithSalePassword(name: string): Promise<void> {
  const item = row(name);
  await item.getByRole('button', { name: '解绑', exact: true }).click();
  await dialog().locator('input[type="password"]').fill(DEMO.salePwd);
  await dialog().locator('button[type="submit"]').click();
  await item.getByText('未绑定', { exact: true }).waitFor();
  await dialog().waitFor({ state: 'detached' });
}

async function codeStep(item: Locator, value: string | null, submit: string): Promise<void> {
  if (value !== null) await item.locator('input[type="tel"], input[type="email"]').fill(value);
  await item.getByRole('button', { name: '获取验证码' }).click();
  await item.getByText(/秒后重新获取/).waitFor();
  await item.locator('input[autocomplete="one-time-code"]').fill(CODE);
  await item.getByRole('button', { name: submit, exact: true }).click();
}

describe('bindings through the account page (R4.13)', () => {
  it('Weixin, QQ, mini-program and public account: each unbound and bound by QR', async () => {
    await start('/inside/inter/myaccount', DEMO.token);
    // demo has Weixin and the public account bound, QQ and the mini-program not.
    for (const name of ['微信', '微信公众号']) {
      await unbindWithSalePassword(name);
      await bindByQr(name);
    }
    for (const name of ['QQ', '微信小程序']) {
      await bindByQr(name);
      await unbindWithSalePassword(name);
    }
    // The state is the server's: a reload shows the same.
    await page.reload();
    await row('微信').getByText('已绑定', { exact: true }).waitFor();
    await row('QQ').getByText('未绑定', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  }, 90_000);

  it('a QR code can be cancelled: the row offers binding again', async () => {
    await start('/inside/inter/myaccount', DEMO.token);
    const qq = row('QQ');
    await qq.getByRole('button', { name: '绑定', exact: true }).click();
    await qq.locator('[data-value]').waitFor();
    await qq.getByRole('button', { name: '取消绑定' }).click();
    await qq.getByRole('button', { name: '绑定', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('mobile and e-mail: unbind and bind with the code sent', async () => {
    await start('/inside/inter/myaccount', DEMO.token);
    const mobile = row('手机号');
    await mobile.getByRole('button', { name: '解绑', exact: true }).click();
    await codeStep(mobile, null, '确认解绑');
    await mobile.getByText('未绑定', { exact: true }).waitFor();
    await mobile.getByRole('button', { name: '绑定', exact: true }).click();
    await codeStep(mobile, '13912345678', '绑定');
    await mobile.getByText('已绑定', { exact: true }).waitFor();
    await mobile.getByText('139****5678', { exact: true }).waitFor();

    const email = row('邮箱');
    await email.getByRole('button', { name: '绑定', exact: true }).click();
    await codeStep(email, 'demo.e2e@example.com', '绑定');
    await email.getByText('已绑定', { exact: true }).waitFor();
    await email.getByRole('button', { name: '解绑', exact: true }).click();
    await codeStep(email, null, '确认解绑');
    await email.getByText('未绑定', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('sale password', () => {
  it('sets the sale password (traveler has none), then changes it', async () => {
    await start('/inside/inter/myaccount', TRAVELER.token);
    const sale = row('交易密码');
    await sale.getByRole('button', { name: '设置交易密码' }).click();
    const inputs = sale.locator('input[type="password"]');
    await inputs.nth(0).fill('258025');
    await inputs.nth(1).fill('258025');
    await inputs.nth(2).fill(TRAVELER.password);
    await sale.getByRole('button', { name: '设置', exact: true }).click();
    await toast('交易密码已设置').waitFor();
    await sale.getByText('已开启', { exact: true }).waitFor();

    await sale.getByRole('button', { name: '修改', exact: true }).click();
    const change = sale.locator('input[type="password"]');
    await change.nth(0).fill('258025');
    await change.nth(1).fill('470147');
    await change.nth(2).fill('470147');
    await sale.getByRole('button', { name: '保存修改' }).click();
    await toast('交易密码已修改').waitFor();

    // The new one is the one that works now: turning the check off asks for it.
    await sale.getByRole('switch').click();
    await dialog().locator('input[type="password"]').fill('258025');
    await dialog().getByRole('button', { name: '确认关闭' }).click();
    await dialog().getByRole('alert').waitFor();
    await dialog().locator('input[type="password"]').fill('470147');
    await dialog().getByRole('button', { name: '确认关闭' }).click();
    await sale.getByText('已关闭', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
