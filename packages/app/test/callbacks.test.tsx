// The callback pages against the real mock back end (msw/node), in React StrictMode as main.tsx
// renders them: the state check (mismatch, expired, used), exactly one server call under double
// effects and remounts ("reloads"), the binding refreshed, a log-in stored and sent to a safe
// redirect, network and server failures, the certification result.
import 'fake-indexeddb/auto';
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_TOKENS, getDb, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { callbacks, customer } from '@shop/session/contract';
import { resetCallbackRuns } from '../src/features/callbacks/callbacks.ts';
import { request } from '../src/request/client.ts';
import { appRoutes } from '../src/routes/registry.tsx';
import { CALLBACK_STATES_KEY, storeCallbackState } from '../src/storage/callbackStates.ts';
import { logIn } from './fixtures.ts';
import { Providers, currentUrl } from './render.tsx';
import { server } from './server.ts';

/** The first paint of a lazy page (its chunk and catalogue part) can take seconds on a loaded machine. */
const SLOW = { timeout: 15_000 };

/** Paths of the API calls made during a test. */
let calls: string[] = [];
beforeEach(() => {
  server.use(...handlers);
  calls = [];
  server.events.on('request:start', ({ request: r }) => {
    calls.push(new URL(r.url).pathname.replace('/inside/inter/', ''));
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  resetDb();
  resetCallbackRuns();
  sessionStorage.clear();
});

function renderStrict(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const utils = render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return { router, ...utils };
}

/** A page load of the same address in this tab: a new module state (no calls under way), the same session storage. */
function reload(unmount: () => void, path: string) {
  unmount();
  resetCallbackRuns();
  return renderStrict(path);
}

const demo = () => getDb().customers.find((c) => c.loginName === 'demo')!;

/** What account security does before showing a QQ code: ask for it and store its state. */
async function qqBindLink(): Promise<string> {
  const qr = await request(customer.getBindQrcode, { type: 'qq' });
  storeCallbackState({ state: qr.state, purpose: 'bind:qq', expiresIn: qr.expiresIn });
  const url = new URL(qr.qrContent);
  calls = [];
  return `${url.pathname}${url.search}`;
}

describe('binding callbacks', () => {
  beforeEach(() => logIn(SEED_TOKENS.demo));

  it('binds QQ with exactly one doWeixinBind under StrictMode, and a reload sends nothing', async () => {
    const link = await qqBindLink();
    const { unmount } = renderStrict(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'QQ绑定成功' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^已绑定：QQ用户\d{4}$/)).toBeInTheDocument();
    expect(calls.filter((c) => c === 'doWeixinBind')).toHaveLength(1);
    expect(demo().bindings.qq).not.toBeNull();

    reload(unmount, link);
    expect(await screen.findByRole('heading', { level: 1, name: 'QQ绑定成功' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('此链接已处理过，以下是当时的结果。')).toBeInTheDocument();
    expect(calls.filter((c) => c === 'doWeixinBind')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '返回账户安全' })).toHaveAttribute('href', '/inside/inter/myaccount');
  });

  it('refuses a state this browser never stored, without a call', async () => {
    const link = await qqBindLink();
    sessionStorage.removeItem(CALLBACK_STATES_KEY);
    renderStrict(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'QQ绑定失败' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('此链接不是由当前浏览器发起的');
    expect(calls).not.toContain('doWeixinBind');
    expect(demo().bindings.qq).toBeNull();
  });

  it('refuses a state stored for another platform (a Weixin link on the QQ page)', async () => {
    const qr = await request(customer.getBindQrcode, { type: 'mp' });
    storeCallbackState({ state: qr.state, purpose: 'bind:mp', expiresIn: qr.expiresIn });
    calls = [];
    renderStrict(`/myQqNotify?code=mock-qq-1&state=${qr.state}`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('此链接不是由当前浏览器发起的');
    expect(calls).not.toContain('doWeixinBind');
  });

  it('refuses an expired state', async () => {
    const qr = await request(customer.getBindQrcode, { type: 'qq' });
    storeCallbackState({ state: qr.state, purpose: 'bind:qq', expiresIn: 0 });
    renderStrict(`/myQqNotify?code=mock-qq-1&state=${qr.state}`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('链接已过期');
  });

  it.each([
    ['missing values', '/myQqNotify?state=bs_1', '链接缺少必要的参数'],
    ['a tampered value', '/myQqNotify?code=%3Cb%3E&state=bs_1', '链接参数无效'],
    ['a cancelled authorisation', '/myQqNotify?error=access_denied', '你已取消授权'],
  ])('%s: says so, links back, calls nothing', async (_, path, text) => {
    renderStrict(path);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: '返回账户安全' })).toBeInTheDocument();
    expect(calls).not.toContain('doWeixinBind');
  });

  it("shows the server's message for an invalid code, and a reload shows it again without a call", async () => {
    const qr = await request(customer.getBindQrcode, { type: 'qq' });
    storeCallbackState({ state: qr.state, purpose: 'bind:qq', expiresIn: qr.expiresIn });
    const path = `/myQqNotify?code=invalid-1&state=${qr.state}`;
    calls = [];
    const { unmount } = renderStrict(path);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('QQ授权失败，请重新扫码');
    reload(unmount, path);
    expect(await screen.findByText('此链接已处理过，以下是当时的结果。', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('QQ授权失败，请重新扫码');
    expect(calls.filter((c) => c === 'doWeixinBind')).toHaveLength(1);
  });

  it('a network failure says the result is unknown; a reload does not send the state again', async () => {
    const link = await qqBindLink();
    server.use(http.post('*/inside/inter/doWeixinBind', () => HttpResponse.error()));
    const { unmount } = renderStrict(link);
    // (The request client's own toast says the network failed too; the page says what it means here.)
    expect(await screen.findByText(/^网络异常，未能确认结果/, {}, SLOW)).toBeInTheDocument();
    reload(unmount, link);
    expect(await screen.findByText(/^此链接已经使用过/, {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((c) => c === 'doWeixinBind')).toHaveLength(1);
  });

  it('logged out: asks to log in first and keeps the state for afterwards', async () => {
    const link = await qqBindLink();
    localStorage.clear();
    renderStrict(link);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('请先登录本站账号');
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(link)}`);
    expect(calls).not.toContain('doWeixinBind');
  });
});

describe('log-in callbacks', () => {
  async function weixinLink(redirect = ''): Promise<string> {
    const answer = await request(callbacks.getOauthUrl, { type: 'weixin', redirect });
    storeCallbackState({ state: answer.state, purpose: 'login:weixin', expiresIn: answer.expiresIn, redirect });
    calls = [];
    return answer.url;
  }

  it('logs in once, stores the session and goes to the safe redirect', async () => {
    const link = await weixinLink('/inside/myOrder');
    const { router } = renderStrict(link);
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/myOrder'), SLOW);
    expect(calls.filter((c) => c === 'doWeixinLogin')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('token') ?? '{}')).toHaveProperty('authCode');
  });

  it('a hostile redirect in the return address goes to /', async () => {
    const link = await weixinLink();
    const { router } = renderStrict(`${link}&redirect=${encodeURIComponent('https://evil.example/')}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/'), SLOW);
  });

  it('no redirect: the customer home', async () => {
    const { router } = renderStrict(await weixinLink());
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/index'), SLOW);
  });

  it("an account without that platform bound: the server's message, no session", async () => {
    const answer = await request(callbacks.getOauthUrl, { type: 'qq', redirect: '' });
    storeCallbackState({ state: answer.state, purpose: 'login:qq', expiresIn: answer.expiresIn });
    renderStrict(answer.url);
    expect(await screen.findByRole('heading', { level: 1, name: 'QQ登录失败' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('该QQ尚未绑定本站账号');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
  });
});

describe('certification callbacks', () => {
  beforeEach(() => logIn(SEED_TOKENS.demo));

  it('an unknown certifyId is refused on both pages without a call', async () => {
    const { unmount } = renderStrict('/certify/alipayFaceNotify?certifyId=cf_someone_else');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('此链接不是由当前浏览器发起的');
    unmount();
    renderStrict('/certify/alipayFaceResult?certifyId=cf_someone_else');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('此链接不是由当前浏览器发起的');
    expect(calls).not.toContain('doAlipayFaceNotify');
    expect(calls).not.toContain('getCertifyResult');
    expect(screen.getByRole('link', { name: '返回实名认证' })).toHaveAttribute('href', '/inside/verified');
  });

  it('a failing face check: reported once, then the result page shows the reason', async () => {
    // Sequence 000 is the mock's documented failing face check.
    const started = await request(callbacks.doCertifyStart, { realName: '李四', idCard: '110101199003070003' });
    storeCallbackState({ state: started.certifyId, purpose: 'certify', expiresIn: 600 });
    calls = [];
    const { router } = renderStrict(started.certifyUrl);
    await waitFor(() => expect(currentUrl(router)).toBe(`/certify/alipayFaceResult?certifyId=${started.certifyId}`), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: '实名认证未完成' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('人脸比对未通过');
    expect(calls.filter((c) => c === 'doAlipayFaceNotify')).toHaveLength(1);
  });
});
