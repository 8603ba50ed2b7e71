import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@shop/session';
import { customer, endpoint, noBody, ok, other } from '@shop/session/contract';
import { getEffects } from '../src/effects/store.ts';
import { getLogs } from '../src/logs/logStore.ts';
import { createRequestClient, request } from '../src/request/client.ts';
import { RequestError, isBusinessError } from '../src/request/errors.ts';
import { saveUserInfo } from '../src/storage/browserDb.ts';
import { rememberOtherLogin } from '../src/storage/login.ts';
import { account, envelope, logIn, readCookie, setCookie } from './fixtures.ts';
import { hangingAccountRead, server } from './server.ts';

const ACCOUNT = '*/inside/inter/getAccount';

/** Endpoints in the other token scopes (R6.1), defined the way every contract area is. */
const adminCall = endpoint({
  id: 'test.admin',
  area: 'vip',
  path: '/shopadmin/decorate/save',
  auth: 'admin',
  source: 'ours',
  summary: 'test',
  request: noBody,
  response: ok,
});
const otherCall = endpoint({ ...adminCall, id: 'test.other', path: '/other/service/list', auth: 'other' });

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

function toastTexts(): string[] {
  return getEffects().toasts.map((t) => ('text' in t.message ? t.message.text : t.message.key));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a reseller site names itself on every call', () => {
  it('X-Site carries the page’s site beside the customer token of R6.1; the main site sends none; a call may name another', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(ACCOUNT, ({ request: req }) => {
        seen.push(req.headers.get('x-site'));
        return HttpResponse.json(envelope(1000, account));
      }),
    );
    logIn();
    const onSite = createRequestClient({ site: () => 'xiaolu' });
    await onSite(customer.getAccount);
    await onSite(customer.getAccount, undefined, { site: 'mengmeng' });
    await onSite(customer.getAccount, undefined, { site: null });
    await request(customer.getAccount);
    expect(seen).toEqual(['xiaolu', 'mengmeng', null, null]);
  });
});

describe('success and the wire (R7.1, R7.3, R6.1)', () => {
  it('answers the typed data of a 1000 envelope; POST, cookies included, no body for `none`', async () => {
    let seen: Request | undefined;
    server.use(
      http.post(ACCOUNT, ({ request }) => {
        seen = request.clone();
        return HttpResponse.json(envelope(1000, account));
      }),
    );
    logIn();
    await expect(request(customer.getAccount)).resolves.toEqual(account);
    expect(seen?.method).toBe('POST');
    expect(seen?.credentials).toBe('include');
    expect(seen?.headers.get('content-type')).toBeNull();
    expect(await seen?.text()).toBe('');
    expect(getEffects().toasts).toEqual([]);
  });

  it('sends Authorization by token scope: customer token, other_token, admin token, none', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.post('*/inside/inter/getAccount', ({ request }) => {
        seen.user = request.headers.get('authorization');
        return HttpResponse.json(envelope(1000, account));
      }),
      http.post('*/other/service/list', ({ request }) => {
        seen.other = request.headers.get('authorization');
        return HttpResponse.json(envelope(1000));
      }),
      http.post('*/shopadmin/decorate/save', ({ request }) => {
        seen.admin = request.headers.get('authorization');
        return HttpResponse.json(envelope(1000));
      }),
    );
    await request(customer.getAccount);
    expect(seen.user).toBeNull();

    logIn('user-code');
    localStorage.setItem('other_token', JSON.stringify({ authCode: 'other-code' }));
    localStorage.setItem('admin_token', 'admin-code');
    localStorage.setItem('admin_path', '/shopadmin/');
    await request(customer.getAccount);
    await request(otherCall);
    await request(adminCall);
    expect(seen).toEqual({ user: 'user-code', other: 'other-code', admin: 'admin-code' });
  });

  it("R3.3: the other area's log-in is stored as other_token {authCode}, and calls under /other/ send it (R6.1)", async () => {
    const partner = { id: 1, loginName: 'service', name: '开放平台对接', kind: 'partner', lastLoginAt: '2026-11-20 09:12:30' };
    const seen: Array<string | null> = [];
    server.use(
      http.post('*/other/inter/login', () =>
        HttpResponse.json(envelope(1000, { authCode: 'other-session-1', expiresAt: '2026-11-27 09:12:30', account: partner })),
      ),
      http.post('*/other/inter/getAccount', ({ request: sent }) => {
        seen.push(sent.headers.get('authorization'));
        return HttpResponse.json(envelope(1000, partner));
      }),
      http.post('*/inside/inter/getAccount', ({ request: sent }) => {
        seen.push(sent.headers.get('authorization'));
        return HttpResponse.json(envelope(1000, account));
      }),
    );
    logIn('customer-code');
    rememberOtherLogin(await request(other.login, { loginName: 'service', password: 'service123456' }));
    expect(JSON.parse(localStorage.getItem('other_token') ?? 'null')).toEqual({
      authCode: 'other-session-1',
      expiresAt: '2026-11-27 09:12:30',
    });
    await expect(request(other.getAccount)).resolves.toEqual(partner);
    await request(customer.getAccount);
    // The other area's call carries its own code; the customer's keeps the customer's.
    expect(seen).toEqual(['other-session-1', 'customer-code']);
  });

  it('form-encodes bodies', async () => {
    let body = '';
    let type: string | null = null;
    server.use(
      http.post('*/inside/inter/updateFrontCustomer', async ({ request }) => {
        type = request.headers.get('content-type');
        body = await request.text();
        return HttpResponse.json(envelope(1000));
      }),
    );
    await request(customer.updateFrontCustomer, { nickname: '李 四', qq: '123' });
    expect(type).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(body).toBe('nickname=%E6%9D%8E+%E5%9B%9B&qq=123');
  });

  it('sends setSalePwd in the array repeat format (R7.3)', async () => {
    let body = '';
    server.use(
      http.post('*/inside/inter/setSalePwd', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json(envelope(1000));
      }),
    );
    await request(customer.setSalePwd, { salePwd: ['135790', '135790'], loginPwd: 'pw' });
    expect(body).toBe('salePwd=135790&salePwd=135790&loginPwd=pw');
  });

  it('uploads multipart with the file and its name (R7.3)', async () => {
    let received: { name: string; text: string; type: string | null } | undefined;
    server.use(
      http.post('*/inside/uploadFile', async ({ request }) => {
        const type = request.headers.get('content-type');
        const file = (await request.formData()).get('file');
        if (file instanceof File) received = { name: file.name, text: await file.text(), type };
        return HttpResponse.json(envelope(1000, { url: '/upload/a.png', name: 'a.png', size: 4 }));
      }),
    );
    const data = await request(customer.uploadFile, { file: new File(['PNG!'], 'a.png', { type: 'image/png' }) });
    expect(data.url).toBe('/upload/a.png');
    expect(received?.name).toBe('a.png');
    expect(received?.text).toBe('PNG!');
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('merges per-request configuration: extra headers (R7.1)', async () => {
    let header: string | null = null;
    server.use(
      http.post(ACCOUNT, ({ request }) => {
        header = request.headers.get('x-trace');
        return HttpResponse.json(envelope(1000, account));
      }),
    );
    await request(customer.getAccount, {}, { overrides: { headers: { 'x-trace': 't1' } } });
    expect(header).toBe('t1');
  });
});

describe('envelope decisions (R7.2, R4.8–R4.12, R2.6–R2.9)', () => {
  it('sets u-query-day to 1 − keyDay', async () => {
    server.use(http.post(ACCOUNT, () => HttpResponse.json(envelope(1000, account, { keyDay: 3 }))));
    await request(customer.getAccount);
    expect(readCookie('u-query-day')).toBe('-2');
  });

  it('leaves u-query-day alone when keyDay is empty', async () => {
    server.use(http.post(ACCOUNT, () => HttpResponse.json(envelope(1000, account, { keyDay: '' }))));
    await request(customer.getAccount);
    expect(readCookie('u-query-day')).toBeUndefined();
  });

  it('-1: message in the token-admin cookie, admin token removed, "Go to login" dialog to /{admin path}/index', async () => {
    localStorage.setItem('admin_token', 'admin-code');
    localStorage.setItem('admin_path', 'shopadmin');
    server.use(http.post('*/shopadmin/decorate/save', () => HttpResponse.json({ code: -1, msg: '管理员登录已过期' })));
    const error = await failure(request(adminCall));
    expect(error.kind).toBe('session');
    expect(error.code).toBe(-1);
    expect(error.message).toBe('管理员登录已过期');
    expect(readCookie('token-admin')).toBe('管理员登录已过期');
    expect(localStorage.getItem('admin_token')).toBeNull();
    const dialog = getEffects().logoutDialog;
    expect(dialog?.button.key).toBe('logout.button.admin');
    expect(dialog?.title.key).toBe('logout.title');
    expect(dialog?.target).toBe('/shopadmin/index');
  });

  it('-2: customer token removed, "Re-login" dialog to /login', async () => {
    logIn();
    server.use(http.post(ACCOUNT, () => HttpResponse.json({ code: -2, msg: '登录已失效，请重新登录' })));
    const error = await failure(request(customer.getAccount));
    expect(error.kind).toBe('session');
    expect(localStorage.getItem('token')).toBeNull();
    expect(getEffects().logoutDialog).toMatchObject({ kind: -2, target: '/login', message: '登录已失效，请重新登录' });
    expect(getEffects().logoutDialog?.button.key).toBe('logout.button.user');
    expect(getEffects().toasts).toEqual([]);
  });

  it('-3 (code as a string): other_token removed, "Confirm" dialog to /other/service', async () => {
    localStorage.setItem('other_token', JSON.stringify({ authCode: 'o' }));
    server.use(http.post('*/other/service/list', () => HttpResponse.json({ code: '-3', msg: '会话结束' })));
    const error = await failure(request(otherCall));
    expect(error.kind).toBe('session');
    expect(localStorage.getItem('other_token')).toBeNull();
    expect(getEffects().logoutDialog).toMatchObject({ kind: -3, target: '/other/service' });
    expect(getEffects().logoutDialog?.button.key).toBe('logout.button.other');
  });

  it('403: message stored under "403", navigation to /403 replacing the route, no toast', async () => {
    server.use(http.post(ACCOUNT, () => HttpResponse.json({ code: 403, msg: '没有权限访问该功能' })));
    const error = await failure(request(customer.getAccount));
    expect(error.kind).toBe('forbidden');
    expect(localStorage.getItem('403')).toBe('没有权限访问该功能');
    expect(getEffects().navigation).toMatchObject({ to: '/403', replace: true });
    expect(getEffects().toasts).toEqual([]);
    expect(getEffects().logoutDialog).toBeNull();
  });

  it('other codes: a business error carrying the server msg, nothing shown, nothing logged (R4.12)', async () => {
    server.use(
      http.post('*/inside/inter/updateFrontLoginPwd', () =>
        HttpResponse.json({ code: 2001, msg: '原密码错误', data: { field: 'oldPwd' } }),
      ),
    );
    const error = await failure(request(customer.updateFrontLoginPwd, { oldPwd: 'a', newPwd: 'b', confirmPwd: 'b' }));
    expect(isBusinessError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'business', code: 2001, message: '原密码错误', data: { field: 'oldPwd' } });
    expect(getEffects().toasts).toEqual([]);
    expect(getEffects().logoutDialog).toBeNull();
    expect(getLogs()).toEqual([]);
  });

  it('50 concurrent -2 answers open exactly one logout dialog (R4.11)', async () => {
    logIn();
    let calls = 0;
    server.use(
      http.post(ACCOUNT, () => {
        calls += 1;
        return HttpResponse.json({ code: -2, msg: `过期 ${calls}` });
      }),
    );
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => request(customer.getAccount)));
    expect(calls).toBe(50);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as RequestError).kind === 'session')).toBe(true);
    // The first answer's dialog stays; the other 49 did not replace or stack it.
    expect(getEffects().logoutDialog?.message).toBe('过期 1');
  });
});

describe('HTTP and transport failures: toast + error log (R8.1, R8.2)', () => {
  const table: Array<[number, string]> = [
    [400, '请求错误'],
    [401, '未授权，请重新登录'],
    [403, '拒绝访问'],
    [404, '请求地址出错: /inside/inter/getAccount'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
    [418, '请求失败（418）'],
  ];

  it.each(table)('status %i → toast "%s" and an error log entry', async (status, text) => {
    await saveUserInfo({ nickname: '张三' });
    setCookie('uuid', 'u-42');
    server.use(http.post(ACCOUNT, () => HttpResponse.json(envelope(1000, account), { status })));
    const error = await failure(request(customer.getAccount));
    expect(error).toMatchObject({ kind: 'http', status, message: text });
    expect(getEffects().toasts).toHaveLength(1);
    expect(getEffects().toasts[0]).toMatchObject({ tone: 'error', durationMs: 3000 });
    const logs = getLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ message: 'data request exception', type: 'error' });
    expect(logs[0]?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(logs[0]?.meta).toMatchObject({ status, url: '/inside/inter/getAccount', uuid: 'u-42', userInfo: { nickname: '张三' } });
    expect(logs[0]?.meta.page).toBe(location.href);
  });

  it('network error → toast and log, kind network', async () => {
    server.use(http.post(ACCOUNT, () => HttpResponse.error()));
    const error = await failure(request(customer.getAccount));
    expect(error.kind).toBe('network');
    expect(toastTexts()).toEqual(['http.network']);
    expect(getLogs()[0]?.message).toBe('data request exception');
  });

  it('timeout (short per-request override) → "request timeout" toast, kind timeout', async () => {
    server.use(
      http.post(ACCOUNT, async () => {
        await delay('infinite');
        return HttpResponse.json(envelope(1000, account));
      }),
    );
    const error = await failure(request(customer.getAccount, {}, { overrides: { timeoutMs: 30 } }));
    expect(error.kind).toBe('timeout');
    expect(toastTexts()).toEqual(['http.408']);
    expect(getLogs()).toHaveLength(1);
  });

  it('the default timeout is 2 hours (R9.2)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post(ACCOUNT, async () => {
        await delay('infinite');
        return HttpResponse.json(envelope(1000, account));
      }),
    );
    let settled = false;
    const pending = request(customer.getAccount).finally(() => {
      settled = true;
    });
    const outcome = failure(pending);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await outcome).kind).toBe('timeout');
  });

  it('a body that is not JSON → malformed, and the toast does not echo it', async () => {
    server.use(http.post(ACCOUNT, () => HttpResponse.text('oops')));
    const error = await failure(request(customer.getAccount));
    expect(error.kind).toBe('malformed');
    expect(toastTexts()).toEqual(['http.malformed']);
  });

  it('an HTML page with status 200 → malformed; no markup reaches the toast or the log', async () => {
    server.use(http.post(ACCOUNT, () => HttpResponse.html('<html><body><script>alert(1)</script>登录</body></html>')));
    const error = await failure(request(customer.getAccount));
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('服务器返回的数据格式有误');
    expect(JSON.stringify(getLogs())).not.toContain('<script>');
  });

  it('JSON that is not an envelope → malformed', async () => {
    server.use(http.post(ACCOUNT, () => HttpResponse.json({ result: 'ok' })));
    expect((await failure(request(customer.getAccount))).kind).toBe('malformed');
  });

  it('a 1000 envelope whose data breaks the contract → malformed, logged with the path', async () => {
    server.use(http.post(ACCOUNT, () => HttpResponse.json(envelope(1000, { id: 'x' }))));
    expect((await failure(request(customer.getAccount))).kind).toBe('malformed');
    expect(String(getLogs()[0]?.meta.detail)).toContain('/inside/inter/getAccount');
  });

  it('many failures of the same kind at once show one toast', async () => {
    server.use(http.post(ACCOUNT, () => new HttpResponse(null, { status: 502 })));
    await Promise.allSettled(Array.from({ length: 10 }, () => request(customer.getAccount)));
    expect(getEffects().toasts).toHaveLength(1);
    expect(getLogs()).toHaveLength(10);
  });
});

describe('abort', () => {
  it('an aborted signal rejects with kind aborted and shows nothing; the server sees the abort', async () => {
    const { reached, aborted } = hangingAccountRead();
    const controller = new AbortController();
    const pending = failure(request(customer.getAccount, {}, { signal: controller.signal }));
    await reached;
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(aborted()).toBe(true);
    expect(getEffects().toasts).toEqual([]);
    expect(getLogs()).toEqual([]);
  });

  it('a signal aborted before the call sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    // No handler: a request reaching the network would fail the test (onUnhandledRequest: 'error').
    expect((await failure(request(customer.getAccount, {}, { signal: controller.signal }))).kind).toBe('aborted');
  });
});
