// The customer pages against the real mock back end (the mocks' handlers on msw/node): the inbox and
// the title's unread prefix (R2.3), account security writes (R4.13, R7.3), the dashboard, the
// verification start and the price lists.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_LOGINS, SEED_TOKENS, getDb, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { unreadCountKey } from '../src/features/account/messages.ts';
import { UNREAD_COUNT_KEY } from '../src/features/account/unread.ts';
import { getEffects } from '../src/effects/store.ts';
import { logIn } from './fixtures.ts';
import { currentUrl, renderApp } from './render.tsx';
import { bodiesSentTo, server } from './server.ts';

beforeEach(() => {
  server.use(...handlers);
});
afterEach(() => {
  resetDb();
});

const toastTexts = () => getEffects().toasts.map((toast) => ('text' in toast.message ? toast.message.text : toast.message.key));
const region = (name: string) => screen.getByRole('region', { name });
const customerRow = (loginName: string) => {
  const row = getDb().customers.find((c) => c.loginName === loginName);
  if (!row) throw new Error(`no seed customer ${loginName}`);
  return row;
};

describe('the inbox and the title (R2.3)', () => {
  it('the title key of the entry is the one the inbox writes refresh', () => {
    expect(UNREAD_COUNT_KEY).toEqual(unreadCountKey);
  });

  it('shows (8) before the title; reading a message drops it to (7), marking all read removes it', async () => {
    logIn(SEED_TOKENS.demo);
    renderApp('/inside/message');
    await waitFor(() => expect(document.title).toBe('(8) 消息中心 - 卡密商城'));
    expect(await screen.findByText('你有 8 条未读消息')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const first = screen.getAllByRole('button', { name: /订单发货通知/ })[0] as HTMLElement;
    await user.click(first);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('已自动发货');
    await waitFor(() => expect(document.title).toBe('(7) 消息中心 - 卡密商城'));
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' })[0] as HTMLElement);
    expect(await screen.findByText('你有 7 条未读消息')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(document.title).toBe('消息中心 - 卡密商城'));
    expect(await screen.findByText('消息都已读完')).toBeInTheDocument();
    expect(getDb().messages.filter((m) => m.customerId === SEED_LOGINS.demo.id && !m.read)).toHaveLength(0);
  });

  it('the unread tab lives in the address; deleting asks first and the message is gone', async () => {
    logIn(SEED_TOKENS.demo);
    const { router } = renderApp('/inside/message?tab=unread');
    expect(await screen.findByRole('tab', { name: '未读（8）', selected: true })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: '已读' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/message?tab=read'));
    const before = getDb().messages.filter((m) => m.customerId === SEED_LOGINS.demo.id).length;
    // The read tab's own page is in (the unread one stays shown while it loads).
    await waitFor(() => expect(screen.queryAllByRole('img', { name: '未读' })).toHaveLength(0));
    await user.click(screen.getAllByRole('checkbox', { name: /^选择/ })[0] as HTMLElement);
    expect(screen.getByText('已选 1 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(getDb().messages.filter((m) => m.customerId === SEED_LOGINS.demo.id)).toHaveLength(before - 1));
    await waitFor(() => expect(toastTexts()).toContain('已删除'));
  });

  it('a count that failed is asked for again on the next navigation, not a minute later', async () => {
    const askedAgain = vi.fn();
    // Later calls are counted and answered by the mock world; the first one fails with a business code,
    // which SWR does not retry by itself.
    server.use(http.post('*/inside/inter/getUnreadCount', () => void askedAgain()));
    const failed = vi.fn();
    server.use(
      http.post(
        '*/inside/inter/getUnreadCount',
        () => {
          failed();
          return HttpResponse.json({ code: 1001, msg: '稍后再试', data: null });
        },
        { once: true },
      ),
    );
    logIn(SEED_TOKENS.demo);
    const { router } = renderApp('/chajia');
    await waitFor(() => expect(failed).toHaveBeenCalledOnce());
    await waitFor(() => expect(document.title).toBe('价格查询 - 卡密商城'));
    expect(askedAgain).not.toHaveBeenCalled();
    await router.navigate('/chadan');
    await waitFor(() => expect(document.title).toMatch(/^\(8\) /));
    expect(askedAgain).toHaveBeenCalledOnce();
  });

  it('a visitor asks for no count', async () => {
    const asked = vi.fn();
    server.use(http.post('*/inside/inter/getUnreadCount', () => void asked()));
    renderApp('/chajia');
    expect(await screen.findByRole('heading', { name: '价格查询', level: 1 })).toBeInTheDocument();
    // The title follows in an effect after the page's first paint (DocumentTitle).
    await waitFor(() => expect(document.title).toBe('价格查询 - 卡密商城'));
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('account security (R4.13)', () => {
  it('sets the sale password for an account without one: the pair goes repeat-encoded (R7.3)', async () => {
    const bodies = bodiesSentTo('/setSalePwd');
    logIn(SEED_TOKENS.traveler);
    renderApp('/inside/inter/myaccount');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '设置交易密码' }));
    const sale = region('交易密码');
    await user.type(within(sale).getByLabelText(/^交易密码/, { selector: 'input' }), '258025');
    await user.type(within(sale).getByLabelText(/^确认交易密码/, { selector: 'input' }), '258025');
    await user.type(within(sale).getByLabelText(/^登录密码/, { selector: 'input' }), SEED_LOGINS.traveler.password);
    await user.click(within(sale).getByRole('button', { name: '设置' }));
    await waitFor(() => expect(toastTexts()).toContain('交易密码已设置'));
    expect(bodies[0]).toBe(`salePwd=258025&salePwd=258025&loginPwd=${SEED_LOGINS.traveler.password}`);
    expect(await within(region('交易密码')).findByText('已开启')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('changes the sale password; a wrong old one shows the server msg and keeps the form', async () => {
    logIn(SEED_TOKENS.demo);
    renderApp('/inside/inter/myaccount');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: '交易密码', level: 3 });
    await user.click(within(region('交易密码')).getByRole('button', { name: '修改' }));
    const sale = region('交易密码');
    await user.type(within(sale).getByLabelText(/^原交易密码/, { selector: 'input' }), '000000');
    await user.type(within(sale).getByLabelText(/^新交易密码/, { selector: 'input' }), '258025');
    await user.type(within(sale).getByLabelText(/^确认新交易密码/, { selector: 'input' }), '258025');
    await user.click(within(sale).getByRole('button', { name: '保存修改' }));
    expect(await within(sale).findByRole('alert')).toHaveTextContent('交易密码错误');
    const old = within(sale).getByLabelText(/^原交易密码/, { selector: 'input' });
    expect(within(sale).getByLabelText(/^新交易密码/, { selector: 'input' })).toHaveValue('258025');
    await user.clear(old);
    await user.type(old, SEED_LOGINS.demo.salePwd);
    await user.click(within(sale).getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(toastTexts()).toContain('交易密码已修改'));
  });

  it('enables the open API and regenerates its key after confirmation with the sale password', async () => {
    logIn(SEED_TOKENS.demo);
    renderApp('/inside/inter/myaccount');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '开通 API' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/交易密码/, { selector: 'input' }), SEED_LOGINS.demo.salePwd);
    await user.click(within(dialog).getByRole('button', { name: '开通 API' }));
    await waitFor(() => expect(toastTexts()).toContain('开放接口已开通'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const before = customerRow('demo').openApi?.key;
    expect(before).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '重新生成' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/交易密码/, { selector: 'input' }), SEED_LOGINS.demo.salePwd);
    await user.click(within(dialog).getByRole('button', { name: /生成/ }));
    await waitFor(() => expect(toastTexts()).toContain('已生成新密钥，旧密钥立即失效'));
    const after = customerRow('demo').openApi?.key;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await screen.findByText(after as string)).toBeInTheDocument();
  });

  it('unbinds Weixin with the sale password, then binds it again by QR when the phone confirms', async () => {
    logIn(SEED_TOKENS.demo);
    renderApp('/inside/inter/myaccount');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: '微信', level: 3 });
    await user.click(within(region('微信')).getByRole('button', { name: '解绑' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/交易密码/, { selector: 'input' }), SEED_LOGINS.demo.salePwd);
    await user.click(within(dialog).getByRole('button', { name: '解除绑定' }));
    expect(await within(region('微信')).findByText('未绑定')).toBeInTheDocument();
    expect(customerRow('demo').bindings.weixin).toBeNull();

    await user.click(within(region('微信')).getByRole('button', { name: '绑定' }));
    expect(await within(region('微信')).findByRole('img', { name: '微信绑定二维码' })).toBeInTheDocument();
    // The phone: the QR's callback finishes the binding on the server (as /myWeixinNotify would).
    const pending = getDb().bindStates.find((s) => s.type === 'weixin' && s.status === 'pending');
    expect(pending).toBeDefined();
    const answer = await fetch('http://localhost/inside/inter/doWeixinBind', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: SEED_TOKENS.demo },
      body: new URLSearchParams({ type: 'weixin', code: 'mock-weixin-1', state: pending?.state ?? '' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(answer.code).toBe(1000);
    // The page polls the account while the code waits and sees the binding land.
    expect(await within(region('微信')).findByText('已绑定')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('微信已绑定'));
  });

  it('updates the profile and changes the login password', async () => {
    logIn(SEED_TOKENS.traveler);
    renderApp('/inside/inter/myaccount');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '编辑资料' }));
    const nickname = screen.getByRole('textbox', { name: /昵称/ });
    await user.clear(nickname);
    await user.type(nickname, '旅行者二号');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(customerRow('traveler').nickname).toBe('旅行者二号'));
    expect(await screen.findByRole('heading', { name: '旅行者二号', level: 3 })).toBeInTheDocument();

    await user.click(within(region('登录密码')).getByRole('button', { name: '修改' }));
    const pwd = region('登录密码');
    await user.type(within(pwd).getByLabelText(/^原密码/, { selector: 'input' }), SEED_LOGINS.traveler.password);
    await user.type(within(pwd).getByLabelText(/^新密码/, { selector: 'input' }), 'travel654321');
    await user.type(within(pwd).getByLabelText(/^确认新密码/, { selector: 'input' }), 'travel654321');
    await user.click(within(pwd).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(toastTexts()).toContain('登录密码已修改'));
  });

  it('a failed read shows the error with a retry', async () => {
    logIn(SEED_TOKENS.demo);
    server.use(http.post('*/inside/inter/getAccount', () => new Response('<html>502</html>', { status: 502 })));
    renderApp('/inside/inter/myaccount');
    expect(await screen.findByText('账户信息加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});

describe('dashboard, verification and price lists', () => {
  it('the dashboard shows the balance, level and recent orders, and links to the inbox', async () => {
    logIn(SEED_TOKENS.demo);
    const { router } = renderApp('/inside/index');
    expect(await screen.findByText('¥1,288.50')).toBeInTheDocument();
    expect(screen.getByText('当前等级：黄金会员')).toBeInTheDocument();
    expect(await screen.findByText('云端旅人，欢迎回来')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: /未读消息/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/message'));
  });

  it('starts a real-name certification and shows the face-check step', async () => {
    logIn(SEED_TOKENS.demo);
    renderApp('/inside/verified');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /真实姓名/ }), '张三');
    await user.type(screen.getByRole('textbox', { name: /身份证号/ }), '110105199003072311');
    await user.click(screen.getByRole('button', { name: '开始认证' }));
    const link = await screen.findByRole('link', { name: /去支付宝认证/ });
    expect(link.getAttribute('href')).toMatch(/\/certify\/alipayFaceNotify\?certifyId=/);
    await user.click(screen.getByRole('button', { name: '查询结果' }));
    expect(await screen.findByText('尚未完成')).toBeInTheDocument();
  });

  it('the price query filters by keyword and directory in the address', async () => {
    const { router } = renderApp('/chajia');
    expect(await screen.findByRole('columnheader', { name: '钻石会员' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: '搜索商品' }), '王者荣耀{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe(`/chajia?keyword=${encodeURIComponent('王者荣耀')}`));
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('王者荣耀');
    });
  });

  it('adjustPrice marks the logged-in customer’s level and shows their price', async () => {
    logIn(SEED_TOKENS.demo);
    renderApp('/inside/adjustPrice');
    expect(await screen.findByRole('columnheader', { name: '黄金会员（我）' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '我的价格' })).toBeInTheDocument();
  });
});
