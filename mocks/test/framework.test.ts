import { allEndpoints, api, BUSINESS_ERROR_CODE } from '@shop/session/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, reply, route } from '../handlers/kit/framework.ts';
import { configureMocks, contractViolations, implementedIds, mockConfig } from '../handlers/index.ts';
import { SEED_TOKENS, expireToken, server } from '../node.ts';
import { call, ok, refused, ORIGIN } from './client.ts';

describe('every contract endpoint has a handler', () => {
  const implemented = new Set(implementedIds);

  it.each(allEndpoints().map((e) => [e.id]))('%s', (id) => {
    expect(implemented.has(id), `${id} has no handler`).toBe(true);
  });

  it('no endpoint has two handlers', () => {
    expect(new Set(implementedIds).size).toBe(implementedIds.length);
  });

  it('vip, supply, cdk and admin areas are complete', () => {
    const all = allEndpoints().filter((e) => ['vip', 'supply', 'cdk', 'admin'].includes(e.area));
    expect(all.length).toBeGreaterThan(50);
    for (const e of all) expect(implemented.has(e.id), e.id).toBe(true);
  });
});

describe('auth from the Authorization header (R6.1, spec §4 codes)', () => {
  it('user calls: missing → -2 请先登录; unknown or expired → -2 登录状态已过期', async () => {
    expect(await call(api.customer.getAccount)).toMatchObject({ status: 200, code: -2, msg: '请先登录', data: null });
    expect(await call(api.customer.getAccount, undefined, { token: 'nope' })).toMatchObject({
      code: -2,
      msg: '登录状态已过期，请重新登录',
    });
    expect(await call(api.customer.getAccount, undefined, { token: SEED_TOKENS.expired })).toMatchObject({
      code: -2,
      msg: '登录状态已过期，请重新登录',
    });
    // An admin or other-area token is not a customer session.
    expect((await call(api.customer.getAccount, undefined, { token: SEED_TOKENS.admin })).code).toBe(-2);
  });

  it('a token expired by the test helper stops working at once', async () => {
    const login = await ok(api.public.login, { loginName: 'traveler', password: 'travel123456' });
    await ok(api.customer.getAccount, undefined, { token: login.authCode });
    expireToken(login.authCode);
    expect((await call(api.customer.getAccount, undefined, { token: login.authCode })).code).toBe(-2);
  });

  it('accepts the bare token (as the spec sends it) and a Bearer token', async () => {
    await ok(api.customer.getAccount, undefined, { token: SEED_TOKENS.demo });
    await ok(api.customer.getAccount, undefined, { token: `Bearer ${SEED_TOKENS.demo}` });
    expect((await call(api.customer.getAccount, undefined, { token: 'undefined' })).msg).toBe('请先登录');
  });

  it('admin-path calls: -1', async () => {
    expect(await call(api.admin.getAdminInfo)).toMatchObject({ code: -1, msg: '请先登录管理后台' });
    expect(await call(api.admin.getAdminInfo, undefined, { token: SEED_TOKENS.demo })).toMatchObject({
      code: -1,
      msg: '管理员登录已过期，请重新登录',
    });
    expireToken(SEED_TOKENS.admin);
    expect((await call(api.admin.getAdminInfo, undefined, { token: SEED_TOKENS.admin })).code).toBe(-1);
  });

  it('/other/ calls: -3', async () => {
    expect(await call(api.other.getAccount)).toMatchObject({ code: -3, msg: '请先登录' });
    expect(await call(api.other.getAccount, undefined, { token: SEED_TOKENS.demo })).toMatchObject({
      code: -3,
      msg: '会话已失效，请重新进入',
    });
    expect((await ok(api.other.getAccount, undefined, { token: SEED_TOKENS.other })).loginName).toBe('service');
  });

  it('optional calls treat a stale token as a visitor', async () => {
    const answer = await ok(api.public.doAibotChat, { message: '你好' }, { token: 'stale' });
    expect(answer.reply).not.toContain('您的会员等级');
    const known = await ok(api.public.doAibotChat, { message: '你好' }, { token: SEED_TOKENS.demo });
    expect(known.reply).toContain('云端旅人');
  });

  it('a disabled customer’s session is refused', async () => {
    const login = await ok(api.public.login, { loginName: 'traveler', password: 'travel123456' });
    const { getDb } = await import('../db/index.ts');
    const traveler = getDb().customers.find((c) => c.loginName === 'traveler');
    if (traveler) traveler.status = 'disabled';
    expect(await call(api.customer.getAccount, undefined, { token: login.authCode })).toMatchObject({
      code: -2,
      msg: '账号已被禁用，请联系客服',
    });
  });
});

describe('request bodies are decoded per encoding and validated', () => {
  it('a missing field answers 1001 with the schema’s Chinese message', async () => {
    expect(await refused(api.public.login, { password: 'x' })).toBe('请输入账号');
    expect(await refused(api.customer.sendBindMobileCode, { mobile: '123' }, { token: SEED_TOKENS.demo })).toBe('请输入正确的手机号');
  });

  it('a field without a Chinese message is named', async () => {
    expect(await refused(api.customer.getOrderInfo, {}, { token: SEED_TOKENS.demo })).toBe('请输入订单号');
    expect(await refused(api.public.getAnnouncementInfo, {})).toBe('缺少参数 id');
    expect(await refused(api.public.getAnnouncementInfo, { id: 'abc' })).toBe('参数 id 的值不正确');
  });

  it('form-repeat: setSalePwd’s repeated pair arrives as an array', async () => {
    await ok(api.customer.setSalePwd, { salePwd: ['246810', '246810'], loginPwd: 'travel123456' }, { token: SEED_TOKENS.traveler });
  });

  it('multipart uploads arrive as files', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const data = await ok(api.customer.uploadFile, { file }, { token: SEED_TOKENS.demo });
    expect(data).toMatchObject({ name: 'a.png', size: 4 });
    const served = await fetch(`${ORIGIN}${data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('json: a body is parsed, a malformed one refused', async () => {
    // saveDecoration (stage 2) is the contract's JSON call: a test route shows the decoding.
    server.use(
      route(
        api.admin.saveDecoration,
        ({ body }) =>
          ({
            siteId: body.siteId,
            siteName: '云卡数字商城',
            blocks: body.blocks,
            updatedAt: '2026-11-20 10:00:00',
            publishedAt: body.publish ? '2026-11-20 10:00:00' : null,
            published: body.publish,
          }) as never,
      ).handler,
    );
    const url = `${ORIGIN}/shopadmin/inter/saveDecoration`;
    const headers = { Authorization: SEED_TOKENS.designer, 'Content-Type': 'application/json' };
    const bad = await (await fetch(url, { method: 'POST', headers, body: '{' })).json();
    expect(bad).toMatchObject({ code: 1001, msg: '请求内容不是合法的JSON' });
    const blocks = [{ id: 'n', type: 'notice', visible: true, text: '你好' }];
    const good = await (await fetch(url, { method: 'POST', headers, body: JSON.stringify({ blocks, publish: true }) })).json();
    expect(good).toMatchObject({ code: 1000, data: { siteId: 0, blocks } });
    contractViolations.length = 0;
  });
});

describe('answers', () => {
  afterEach(() => configureMocks({ adminPath: 'shopadmin', basePath: '/' }));

  it('success is code 1000 with the handler’s msg', async () => {
    const answer = await call(api.public.login, { loginName: 'demo', password: 'demo123456' });
    expect(answer).toMatchObject({ status: 200, code: 1000, msg: '登录成功' });
  });

  it('keyDay (R7.2) rides on a merchant’s log-in: days left of the site', async () => {
    const answer = await call(api.public.login, { loginName: 'vipshop', password: 'vip123456' });
    expect(answer.keyDay).toBe(200);
    expect((await call(api.public.login, { loginName: 'demo', password: 'demo123456' })).keyDay).toBeUndefined();
  });

  it('the admin path is configurable; other first segments are not the admin area', async () => {
    configureMocks({ adminPath: '/boss/' });
    expect(mockConfig.adminPath).toBe('boss');
    const login = await ok(api.admin.login, { username: 'admin', password: 'admin123456' });
    expect(login.admin.roleIds).toEqual([1, 2, 3]);
    const wrong = await fetch(`${ORIGIN}/shopadmin/inter/login`, { method: 'POST' }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(Error); // unhandled: no handler answers /shopadmin/ now
    expect(() => configureMocks({ adminPath: 'inside' })).toThrow();
    expect(() => configureMocks({ adminPath: 'a/b' })).toThrow();
  });

  it('a base path puts the whole API under it', async () => {
    configureMocks({ basePath: '/api/' });
    const info = await ok(api.public.getSiteInfo);
    expect(info.title).toBe('云卡数字商城');
    expect(await fetch(`${ORIGIN}/inside/inter/getSiteInfo`, { method: 'POST' }).catch((e: unknown) => e)).toBeInstanceOf(Error);
  });

  it('strict mode: an answer that breaks the contract is a 500 and is recorded', async () => {
    const broken = route(api.public.getSiteInfo, () => ({ title: 1 }) as never);
    server.use(broken.handler);
    const answer = await call(api.public.getSiteInfo);
    expect(answer.status).toBe(500);
    expect(answer.msg).toContain('public.getSiteInfo');
    expect(contractViolations).toHaveLength(1);
    contractViolations.length = 0;
  });

  it('a resolver’s fail() and reply() shape the envelope; a crash is a 500', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      route(api.public.getSiteInfo, () => fail('站点维护中')).handler,
      route(api.public.getServiceInfo, () => reply({ contacts: null, faq: [] } as never)).handler,
      route(api.public.getAibotSuggest, () => {
        throw new Error('boom');
      }).handler,
    );
    expect(await call(api.public.getSiteInfo)).toMatchObject({ code: BUSINESS_ERROR_CODE, msg: '站点维护中' });
    expect((await call(api.public.getServiceInfo)).status).toBe(500);
    const crashed = await call(api.public.getAibotSuggest);
    expect(crashed).toMatchObject({ status: 500, code: 500, msg: '服务器内部错误' });
    expect(quiet).toHaveBeenCalledWith('[mocks] handler crashed:', expect.stringContaining('boom'));
    quiet.mockRestore();
    expect(contractViolations.length).toBe(2);
    contractViolations.length = 0;
  });

  it('route options: vip calls need a site, supply calls the supplier role, admin calls a role id (else 403)', async () => {
    const style = { theme: 'light', primaryColor: '#000000', layout: 'grid', showStock: true, showSales: true, banner: '' } as const;
    const layout = {
      siteId: 0,
      siteName: '云卡数字商城',
      blocks: [],
      updatedAt: '2026-11-20 10:00:00',
      publishedAt: null,
      published: false,
    };
    server.use(
      route(api.vip.getShopStyle, () => style, { role: 'vip' }).handler,
      route(
        api.supply.getBookedList,
        ({ body }) => ({
          list: [],
          total: 0,
          page: body.page,
          pageSize: body.pageSize,
          totalCost: 0,
          totalFee: 0,
          totalSettle: 0,
          totalPending: 0,
          totalSettled: 0,
        }),
        { role: 'supplier' },
      ).handler,
      route(api.admin.getDecoration, () => layout, { roleId: 4 }).handler,
    );
    expect(await call(api.vip.getShopStyle, undefined, { token: SEED_TOKENS.demo })).toMatchObject({
      code: 403,
      msg: '您还没有开通分站，请先在“开通分站”页面开通',
    });
    expect((await ok(api.vip.getShopStyle, undefined, { token: SEED_TOKENS.vipshop })).layout).toBe('grid');
    expect((await call(api.vip.getShopStyle)).code).toBe(-2);
    expect(await call(api.supply.getBookedList, {}, { token: SEED_TOKENS.vipshop })).toMatchObject({
      code: 403,
      msg: '您还不是供货商，无法访问供货中心',
    });
    await ok(api.supply.getBookedList, {}, { token: SEED_TOKENS.supplier });
    expect(await call(api.admin.getDecoration, {}, { token: SEED_TOKENS.admin })).toMatchObject({
      code: 403,
      msg: '您没有该功能的权限，请联系超级管理员',
    });
    await ok(api.admin.getDecoration, {}, { token: SEED_TOKENS.root });
  });

  it('overrides with server.use win over the seed handlers and are reset after the test', async () => {
    server.use(http.post(`${ORIGIN}/inside/inter/getSiteInfo`, () => HttpResponse.json({ code: 1000, msg: '', data: null })));
    expect((await call(api.public.getSiteInfo)).data).toBeNull();
  });
});
