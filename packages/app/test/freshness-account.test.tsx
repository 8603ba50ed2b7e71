// After a write to the customer's own account, every read it changes shows the new state on its next
// view, mounted or not (api/freshness.ts). Each test opens its first page as a document's first load does
// (its reads started before React, routes/preload.ts), visits the pages the write will change so that
// their reads are cached, does the write, then goes in-app (a link, not a reload) to each read the write
// changes, within the window in which a preloaded answer counts as fresh (the clock stands still:
// api/preloads.ts FRESH_MS), and asserts the new state — drawn first, not after the answer from before
// the write.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_LOGINS, SEED_TOKENS, getDb, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { auth } from '@shop/session/contract/auth';
import { request } from '../src/request/client.ts';
import { rememberCustomerLogin } from '../src/storage/login.ts';
import { resetUser } from '../src/storage/user.ts';
import { renderFirstLoad } from './render.tsx';
import { type User, openMenu, user, watchFor } from './freshness.ts';
import { server } from './server.ts';

/** Tests begun so far: each one's clock starts a moment after the one before. */
let tests = 0;

beforeEach(() => {
  server.use(...handlers);
  // The clock stands still: every step happens "within a few seconds" of the first load, however long the
  // machine takes to render it.
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  // A fake performance.now() starts at 0 in every test, and the last write's time (request/lastWrite.ts)
  // outlives its test: a later test's first load would count as asked before it, and its preloaded
  // answers would never be handed out. Each test starts after the one before.
  tests += 1;
  vi.advanceTimersByTime(tests * 1000);
  localStorage.setItem('token', JSON.stringify({ authCode: SEED_TOKENS.demo }));
});
afterEach(() => {
  vi.useRealTimers();
  resetDb();
  resetUser();
  localStorage.clear();
});

const shows = (text: string | RegExp) => screen.queryAllByText(text).length > 0;
const region = (name: string) => screen.getByRole('region', { name });
/** A region's text, or null while it is not drawn. */
const regionText = (name: string) => screen.queryByRole('region', { name })?.textContent ?? null;
const customerRow = (loginName: string) => {
  const row = getDb().customers.find((c) => c.loginName === loginName);
  if (!row) throw new Error(`no seed customer ${loginName}`);
  return row;
};

/** Opens an entry of the header's account menu (either frame's). */
async function openAccountMenu(u: User, trigger: string | RegExp, item: string) {
  await u.click(await screen.findByRole('button', { name: trigger }));
  await u.click(await screen.findByRole('menuitem', { name: item }));
}

/** Types the sale password into the open confirmation dialog and confirms with `confirm`. */
/** The security page, opened from the menu of the customer centre the session opened with. */
async function securityPageFromHome(): Promise<User> {
  const u = user();
  await renderFirstLoad('/inside/index');
  await screen.findByText('云端旅人，欢迎回来');
  await openMenu(u, '账户安全');
  return u;
}

async function confirmWithSalePassword(u: User, confirm: string | RegExp, salePwd = SEED_LOGINS.demo.salePwd) {
  const dialog = await screen.findByRole('dialog');
  await u.type(within(dialog).getByLabelText(/交易密码/, { selector: 'input' }), salePwd);
  await u.click(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('profile (R: updateFrontCustomer → account, invite poster)', () => {
  it('a new nickname shows in the header, on the invite poster and in the dashboard greeting, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/inside/index');
    expect(await screen.findByText('云端旅人，欢迎回来')).toBeInTheDocument();
    // The header's account menu: no stored log-in answer (a token set elsewhere), so the account read.
    expect(await screen.findByRole('button', { name: '云端旅人' })).toBeInTheDocument();
    // The invite poster's caption carries the nickname: cached before the write.
    await openMenu(u, '邀请好友');
    expect(await screen.findByText(/^云端旅人 邀请你加入/)).toBeInTheDocument();

    await openMenu(u, '账户安全');
    await u.click(await screen.findByRole('button', { name: '编辑资料' }));
    const nickname = screen.getByRole('textbox', { name: /昵称/ });
    await u.clear(nickname);
    await u.type(nickname, '云端旅人二号');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('heading', { name: '云端旅人二号', level: 3 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '云端旅人二号' })).toBeInTheDocument();

    let stale = watchFor(() => shows(/^云端旅人 邀请你加入/));
    await openMenu(u, '邀请好友');
    expect(await screen.findByText(/^云端旅人二号 邀请你加入/)).toBeInTheDocument();
    expect(stale()).toBe(false);

    stale = watchFor(() => shows('云端旅人，欢迎回来'));
    await openMenu(u, '用户中心');
    expect(await screen.findByText('云端旅人二号，欢迎回来')).toBeInTheDocument();
    expect(stale()).toBe(false);
  });
});

describe('profile after a log-in (R: updateFrontCustomer → the stored log-in answer the header draws)', () => {
  it('a new nickname shows in the header that draws the stored log-in answer, with no reload', async () => {
    const u = user();
    // As /login stores it: the header draws this answer, not the account read.
    await rememberCustomerLogin(await request(auth.login, { loginName: 'demo', password: 'demo123456' }));
    await renderFirstLoad('/inside/inter/myaccount');
    expect(await screen.findByRole('button', { name: '云端旅人' })).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: '编辑资料' }));
    const nickname = screen.getByRole('textbox', { name: /昵称/ });
    await u.clear(nickname);
    await u.type(nickname, '云端旅人二号');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('button', { name: '云端旅人二号' })).toBeInTheDocument();
    await openMenu(u, '用户中心');
    expect(await screen.findByText('云端旅人二号，欢迎回来')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '云端旅人二号' })).toBeInTheDocument();
  });
});

describe('login name (R: doUpdateLoginName → account)', () => {
  it('the new login name, changeable no more, shows on the security page when opened again, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/inside/inter/myaccount');
    expect(await screen.findByText('当前登录名：demo')).toBeInTheDocument();

    await u.click(within(region('登录名')).getByRole('button', { name: '修改' }));
    const form = screen.getByRole('form', { name: '修改登录名' });
    await u.type(within(form).getByRole('textbox', { name: /新登录名/ }), 'cloudwalker');
    await u.type(within(form).getByLabelText(/登录密码/, { selector: 'input' }), SEED_LOGINS.demo.password);
    await u.click(within(form).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('当前登录名：cloudwalker')).toBeInTheDocument();
    expect(within(region('登录名')).getByText('已修改过')).toBeInTheDocument();
    expect(within(region('登录名')).queryByRole('button', { name: '修改' })).toBeNull();
    expect(customerRow('cloudwalker').loginNameChanged).toBe(true);

    await openMenu(u, '用户中心');
    await screen.findByText('云端旅人，欢迎回来');
    const stale = watchFor(() => shows('当前登录名：demo') || shows(/^登录名 demo ·/));
    await openAccountMenu(u, '云端旅人', '账户安全');
    expect(await screen.findByText('当前登录名：cloudwalker')).toBeInTheDocument();
    expect(screen.getByText(/^登录名 cloudwalker ·/)).toBeInTheDocument();
    expect(within(region('登录名')).getByText('已修改过')).toBeInTheDocument();
    expect(stale()).toBe(false);
  });
});

describe('bindings (R: doMobileUnbind, doMobileBind → account, getVerified; doUnbindWx, doEmailBind → account, getEmailBind)', () => {
  it('an unbound mobile shows unbound on the verified page, and one bound there shows on the security page, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/inside/verified');
    expect(await within(await screen.findByRole('region', { name: '手机号' })).findByText('138****8000')).toBeInTheDocument();

    await openMenu(u, '账户安全');
    // The security page (a navigation keeps the page before it drawn until the next is ready).
    await screen.findByRole('region', { name: '登录名' });
    const mobile = region('手机号');
    await u.click(within(mobile).getByRole('button', { name: '解绑' }));
    await u.click(within(mobile).getByRole('button', { name: '获取验证码' }));
    await u.type(within(mobile).getByRole('textbox', { name: /验证码/ }), '123456');
    await u.click(within(mobile).getByRole('button', { name: '确认解绑' }));
    expect(await within(region('手机号')).findByText('未绑定')).toBeInTheDocument();
    expect(customerRow('demo').mobile).toBeNull();

    let stale = watchFor(() => regionText('手机号')?.includes('138****8000') ?? false);
    await openMenu(u, '手机认证');
    await screen.findByRole('button', { name: '开始认证' });
    expect(await within(region('手机号')).findByText('未绑定')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始认证' })).toBeDisabled();
    expect(stale()).toBe(false);

    // Bound again on the verified page: the security page shows the new number.
    const panel = region('手机号');
    await u.type(within(panel).getByRole('textbox', { name: /手机号/ }), '13912345678');
    await u.click(within(panel).getByRole('button', { name: '获取验证码' }));
    await u.type(within(panel).getByRole('textbox', { name: /验证码/ }), '123456');
    await u.click(within(panel).getByRole('button', { name: '绑定' }));
    expect(await within(region('手机号')).findByText('139****5678')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '开始认证' })).toBeEnabled());

    stale = watchFor(() => regionText('手机号')?.includes('未绑定') ?? false);
    await openMenu(u, '账户安全');
    await screen.findByRole('region', { name: '登录名' });
    expect(await within(region('手机号')).findByText('139****5678')).toBeInTheDocument();
    expect(stale()).toBe(false);
  });

  it('an unbound Weixin and a bound e-mail show on the security page when opened again, with no reload', async () => {
    const u = await securityPageFromHome();
    const weixin = await screen.findByRole('region', { name: '微信' });
    expect(within(weixin).getByText('已绑定')).toBeInTheDocument();
    await u.click(within(weixin).getByRole('button', { name: '解绑' }));
    await confirmWithSalePassword(u, '解除绑定');
    expect(await within(region('微信')).findByText('未绑定')).toBeInTheDocument();

    const email = region('邮箱');
    await u.click(within(email).getByRole('button', { name: '绑定' }));
    await u.type(within(email).getByRole('textbox', { name: /邮箱地址/ }), 'cloud@example.com');
    await u.click(within(email).getByRole('button', { name: '获取验证码' }));
    await u.type(within(email).getByRole('textbox', { name: /验证码/ }), '123456');
    await u.click(within(email).getByRole('button', { name: '绑定' }));
    await waitFor(() => expect(region('邮箱')).toHaveTextContent('已绑定'));
    const maskedEmail = within(region('邮箱')).getByText(/@example\.com$/).textContent!;
    expect(customerRow('demo').email).toBe('cloud@example.com');

    await openMenu(u, '用户中心');
    await screen.findByText('云端旅人，欢迎回来');
    const stale = watchFor(() => (regionText('微信')?.includes('已绑定') ?? false) || (regionText('邮箱')?.includes('未绑定') ?? false));
    await openMenu(u, '账户安全');
    expect(await within(await screen.findByRole('region', { name: '微信' })).findByText('未绑定')).toBeInTheDocument();
    expect(within(region('邮箱')).getByText(maskedEmail)).toBeInTheDocument();
    expect(stale()).toBe(false);
  });
});

describe('sale password (R: setSalePwd, setSalePwdStatus → account, getWithdrawConfig, getPayOrder)', () => {
  it('a sale password set from the withdrawal form opens it and the transfer, with no reload', async () => {
    localStorage.setItem('token', JSON.stringify({ authCode: SEED_TOKENS.traveler }));
    const u = user();
    await renderFirstLoad('/inside/collectMoney');
    expect(await screen.findByText('您还没有设置交易密码，设置后才能提现和转账。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '申请提现' })).toBeDisabled();

    await u.click(screen.getByRole('link', { name: '去设置交易密码' }));
    await u.click(await screen.findByRole('button', { name: '设置交易密码' }));
    const sale = region('交易密码');
    await u.type(within(sale).getByLabelText(/^交易密码/, { selector: 'input' }), '258025');
    await u.type(within(sale).getByLabelText(/^确认交易密码/, { selector: 'input' }), '258025');
    await u.type(within(sale).getByLabelText(/^登录密码/, { selector: 'input' }), SEED_LOGINS.traveler.password);
    await u.click(within(sale).getByRole('button', { name: '设置' }));
    expect(await within(region('交易密码')).findByText('已开启')).toBeInTheDocument();

    let stale = watchFor(() => shows('您还没有设置交易密码，设置后才能提现和转账。'));
    await openMenu(u, '提现');
    await waitFor(() => expect(screen.getByRole('button', { name: '申请提现' })).toBeEnabled());
    expect(stale()).toBe(false);

    stale = watchFor(() => shows('您还没有设置交易密码，设置后才能提现和转账。'));
    await openMenu(u, '转账');
    await u.type(await screen.findByRole('textbox', { name: /收款账号/ }), 'demo');
    await u.type(screen.getByRole('textbox', { name: /转账金额/ }), '1.00');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByLabelText(/交易密码/, { selector: 'input' })).toBeEnabled();
    expect(stale()).toBe(false);
  });

  it('a sale password check turned off no longer asks for it on the pay page, with no reload', async () => {
    const demo = customerRow('demo');
    const order = getDb().orders.find((o) => o.customerId === demo.id && o.status === 'unpaid' && o.payMethod === 'balance');
    if (!order) throw new Error('no unpaid balance order of demo in the seed');
    const u = user();
    await renderFirstLoad(`/pay/payonline?orderNo=${order.orderNo}`);
    // Balance is the order's method: its sale password is asked.
    expect(await screen.findByLabelText(/交易密码/, { selector: 'input' })).toBeInTheDocument();

    await openAccountMenu(u, /我的账户/, '账户安全');
    await u.click(await within(await screen.findByRole('region', { name: '交易密码' })).findByRole('switch', { name: '交易密码验证' }));
    await confirmWithSalePassword(u, '确认关闭');
    expect(await within(region('交易密码')).findByText('已关闭')).toBeInTheDocument();
    expect(customerRow('demo').salePwdEnabled).toBe(false);

    await openMenu(u, '支付记录');
    // The pay page drawn asking for the sale password.
    const stale = watchFor(
      () =>
        screen.queryByRole('button', { name: '立即支付' }) !== null && screen.queryByLabelText(/交易密码/, { selector: 'input' }) !== null,
    );
    await u.click(await screen.findByRole('link', { name: `去支付 ${order.orderNo}` }));
    expect(await screen.findByRole('button', { name: '立即支付' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/交易密码/, { selector: 'input' })).toBeNull();
    expect(stale()).toBe(false);
  });
});

describe('open API (R: doOpenApi, doOpenApiStatus, doOpenApiKey → account)', () => {
  it('the opened, paused API and its new key show on the security page when opened again, with no reload', async () => {
    const u = await securityPageFromHome();
    const api = await screen.findByRole('region', { name: '开放 API' });
    expect(within(api).getByText('未开通')).toBeInTheDocument();
    await u.click(within(api).getByRole('button', { name: '开通 API' }));
    await confirmWithSalePassword(u, '开通 API');
    expect(await within(region('开放 API')).findByText('已启用')).toBeInTheDocument();

    await u.click(within(region('开放 API')).getByRole('switch', { name: '接口状态' }));
    expect(await within(region('开放 API')).findByText('已停用')).toBeInTheDocument();
    const before = customerRow('demo').openApi.key;
    await u.click(within(region('开放 API')).getByRole('button', { name: '重新生成' }));
    await confirmWithSalePassword(u, '重新生成');
    await waitFor(() => expect(customerRow('demo').openApi.key).not.toBe(before));
    const key = customerRow('demo').openApi.key;
    expect(await within(region('开放 API')).findByText(key)).toBeInTheDocument();
    const { appId } = customerRow('demo').openApi;

    await openMenu(u, '用户中心');
    await screen.findByText('云端旅人，欢迎回来');
    const stale = watchFor(() => {
      const text = regionText('开放 API');
      return text !== null && (text.includes('未开通') || text.includes('已启用') || !text.includes(key.slice(-4)));
    });
    await openMenu(u, '账户安全');
    const again = await screen.findByRole('region', { name: '开放 API' });
    expect(await within(again).findByText('已停用')).toBeInTheDocument();
    expect(within(again).getByText(appId)).toBeInTheDocument();
    expect(within(again).getByText(new RegExp(`${key.slice(-4)}$`))).toBeInTheDocument();
    expect(stale()).toBe(false);
  });
});

describe('favourites (R: doFavorite, doFavoriteDelete → getFavoriteList, getGoodsInfo)', () => {
  it('a favourite removed from the list shows on the goods page, and one added there shows in the list, with no reload', async () => {
    const u = user();
    await renderFirstLoad('/inside/buyGoods?id=1');
    const heart = await screen.findByRole('button', { name: '已收藏' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await openAccountMenu(u, /我的账户/, '用户中心');
    await openMenu(u, '我的收藏');
    expect(await screen.findByText('共收藏 6 件商品，价格按您的会员等级显示')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '取消收藏 腾讯视频VIP月卡' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('共收藏 5 件商品，价格按您的会员等级显示')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消收藏 腾讯视频VIP月卡' })).toBeNull();

    // Back to the goods page the session opened with (its preloaded answer said 已收藏).
    await openMenu(u, '用户中心');
    await u.click(await screen.findByRole('link', { name: /去购物/ }));
    const results = await screen.findByRole('region', { name: '商品' });
    let stale = watchFor(() => screen.queryByRole('button', { name: '已收藏' }) !== null);
    await u.click((await within(results).findAllByRole('link', { name: /腾讯视频VIP月卡/ }))[0]!);
    expect(await screen.findByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(stale()).toBe(false);

    // Added again on the goods page: the list (cached with 5) shows it.
    await u.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    stale = watchFor(() => shows('共收藏 5 件商品，价格按您的会员等级显示'));
    await openAccountMenu(u, /我的账户/, '用户中心');
    await openMenu(u, '我的收藏');
    expect(await screen.findByText('共收藏 6 件商品，价格按您的会员等级显示')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消收藏 腾讯视频VIP月卡' })).toBeInTheDocument();
    expect(stale()).toBe(false);
  });
});
