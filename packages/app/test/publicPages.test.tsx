// The public pages against the real mock back end (the mocks' handlers on msw/node): log-in and
// what it stores, the admin log-in, sign-up, forgotten password, announcements and service.
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_VERIFY_CODE, SEED_LOGINS, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { getEffects } from '../src/effects/store.ts';
import { adminLoginTarget, adminPathFrom, postLoginTarget } from '../src/routes/guard.ts';
import { getUser } from '../src/storage/user.ts';
import { readCookie, setCookie } from './fixtures.ts';
import { currentUrl, renderApp } from './render.tsx';
import { server } from './server.ts';

beforeEach(() => {
  server.use(...handlers);
});
afterEach(() => {
  resetDb();
});

async function logInThroughTheForm(loginName: string, password: string) {
  const user = userEvent.setup({ delay: null });
  // The frame shows the site's name (header and footer) once its information is in (the title
  // cookie comes from it).
  await screen.findAllByRole('link', { name: /云卡数字商城/ });
  await user.type(await screen.findByLabelText(/账号/), loginName);
  await user.type(screen.getByLabelText(/^密码/), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

describe('customer log-in', () => {
  it('stores the login, the uuid and title cookies and the user, follows a safe redirect and shows the login notice (R2.10, R2.11, R4.7)', async () => {
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('/inside/message?tab=unread')}`);
    expect(await screen.findByText('请先登录，登录后将回到你刚才访问的页面。')).toBeInTheDocument();
    await logInThroughTheForm('demo', SEED_LOGINS.demo.password);
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/message?tab=unread'));
    expect(JSON.parse(localStorage.getItem('token') ?? '{}')).toMatchObject({ authCode: expect.any(String) });
    expect(readCookie('uuid')).toBe(String(SEED_LOGINS.demo.id));
    expect(readCookie('title')).toBe('云卡数字商城');
    expect(getUser().userInfo).toMatchObject({ loginName: 'demo' });
    // The after-navigation step ran the login-log action with the new token.
    await waitFor(() => expect(getEffects().notice?.address).toBe('normal'));
    expect(localStorage.getItem('showLoginLog')).toBeNull();
    // Log-in replaced the login page in the history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a hostile redirect is not followed: the user centre instead', async () => {
    const { router } = renderApp(`/login?redirect=${encodeURIComponent('https://evil.example/steal')}`);
    await logInThroughTheForm('traveler', SEED_LOGINS.traveler.password);
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/index'));
    await waitFor(() => expect(getEffects().notice?.address).toBe('differs'));
  });

  it('a wrong password shows the server msg and keeps the login name', async () => {
    const { router } = renderApp('/login');
    await logInThroughTheForm('demo', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText(/账号/)).toHaveValue('demo');
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a disabled account is refused with its reason', async () => {
    renderApp('/login');
    await logInThroughTheForm('banned', 'banned123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号已被禁用，请联系客服');
  });
});

describe('admin log-in (R4.2–R4.4)', () => {
  it('stores the admin token and path, the role cookies, clears the ended session and enters the admin area', async () => {
    setCookie('token-admin', '管理员登录已失效，请重新登录');
    const { router } = renderApp('/login?adminPath=shopadmin');
    expect(await screen.findByRole('heading', { name: '管理员登录' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/用户名/), 'designer');
    await user.type(screen.getByLabelText(/^密码/), 'design123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    // The admin area's index (R2.6): who logged in and what their access list allows.
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopadmin/index'));
    expect(await screen.findByRole('heading', { name: '管理后台' })).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: '当前账号' })).getByText('装修设计师')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /网站装修/ })).toHaveAttribute('href', '/shopadmin/decorate/desktop');
    expect(localStorage.getItem('admin_token')).toEqual(expect.any(String));
    expect(localStorage.getItem('admin_path')).toBe('shopadmin');
    expect(readCookie('roleIds')).toBe('3');
    expect(readCookie('verifyRole')).toBe('1');
    expect(readCookie('token-admin')).toBeUndefined();
  });

  it('a wrong password shows the server msg', async () => {
    renderApp('/login?adminPath=shopadmin');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/用户名/), 'admin');
    await user.type(screen.getByLabelText(/^密码/), 'nope-nope');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('adminPath must be a plain segment that is not one of our areas', () => {
    expect(adminPathFrom('?adminPath=shopadmin')).toBe('shopadmin');
    expect(adminPathFrom('?adminPath=inside')).toBeNull();
    expect(adminPathFrom('?adminPath=Other')).toBeNull();
    expect(adminPathFrom('?adminPath=..%2Fevil')).toBeNull();
    expect(adminPathFrom('?adminPath=')).toBeNull();
    expect(adminPathFrom('')).toBeNull();
  });

  it('after an admin log-in only a safe redirect inside the admin area is followed', () => {
    expect(adminLoginTarget('?redirect=%2Fshopadmin%2Fdecorate%2Fdesktop%3Fsite%3D2', 'shopadmin')).toBe(
      '/shopadmin/decorate/desktop?site=2',
    );
    expect(adminLoginTarget('?redirect=%2Finside%2Findex', 'shopadmin')).toBe('/shopadmin/index');
    expect(adminLoginTarget('?redirect=%2F%2Fevil.example%2Fshopadmin', 'shopadmin')).toBe('/shopadmin/index');
    expect(postLoginTarget('?redirect=javascript%3Aalert(1)', '/inside/index')).toBe('/inside/index');
    expect(postLoginTarget('?redirect=%2Flogin%3Fredirect%3D%2Fx', '/inside/index')).toBe('/inside/index');
  });

  it('an unusable adminPath shows the customer log-in', async () => {
    renderApp('/login?adminPath=inside');
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
  });
});

describe('sign-up and forgotten password', () => {
  it('signs up with an SMS code, is logged in and lands in the user centre with the notice of a first log-in', async () => {
    const { router } = renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/登录名/), 'fresh_user');
    await user.type(screen.getByLabelText(/^密码/), 'fresh123456');
    await user.type(screen.getByLabelText(/确认密码/), 'fresh123456');
    await user.type(screen.getByLabelText(/手机号/), '13912345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 139****5678，请注意查收')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await user.type(screen.getByLabelText(/短信验证码/), MOCK_VERIFY_CODE);
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/inside/index'));
    expect(getUser().userInfo).toMatchObject({ loginName: 'fresh_user' });
    await waitFor(() => expect(getEffects().notice).not.toBeNull());
    expect(getEffects().notice?.address).toBeNull();
  });

  it('a taken login name is refused with the server msg and nothing typed is lost', async () => {
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/登录名/), 'demo');
    await user.type(screen.getByLabelText(/^密码/), 'fresh123456');
    await user.type(screen.getByLabelText(/确认密码/), 'fresh123456');
    await user.type(screen.getByLabelText(/手机号/), '13912345679');
    await user.type(screen.getByLabelText(/短信验证码/), MOCK_VERIFY_CODE);
    await user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该登录名已被使用');
    expect(screen.getByLabelText(/登录名/)).toHaveValue('demo');
    expect(screen.getByLabelText(/手机号/)).toHaveValue('13912345679');
  });

  it('a registered mobile number cannot get a sign-up code', async () => {
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/手机号/), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getByLabelText(/手机号/)).toHaveAccessibleDescription('该手机号已注册，请直接登录'));
  });

  it('resets the password with a code, then logs in with the new one from the prefilled form', async () => {
    const { router } = renderApp('/forget');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/手机号或邮箱/), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/验证码已发送至 138\*\*\*\*8000/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^验证码/), MOCK_VERIFY_CODE);
    await user.type(screen.getByLabelText(/^新密码/), 'brandnew123');
    await user.type(screen.getByLabelText(/确认新密码/), 'brandnew123');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('密码已重置，请使用新密码登录。')).toBeInTheDocument();
    expect(screen.getByLabelText(/账号/)).toHaveValue('13800138000');
    await user.type(screen.getByLabelText(/^密码/), 'brandnew123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inside/index'));
  });

  it('a wrong code is refused with the server msg', async () => {
    renderApp('/forget');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/手机号或邮箱/), '13800138000');
    await user.type(screen.getByLabelText(/^验证码/), '000000');
    await user.type(screen.getByLabelText(/^新密码/), 'brandnew123');
    await user.type(screen.getByLabelText(/确认新密码/), 'brandnew123');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByLabelText(/^新密码/)).toHaveValue('brandnew123');
  });
});

describe('announcements', () => {
  it('lists pinned first and opens one; its hostile HTML keeps no handler, script or javascript: link', async () => {
    const { router } = renderApp('/announcement');
    const list = await screen.findByRole('region', { name: '公告' });
    const links = await within(list).findAllByRole('link');
    expect(within(links[0] as HTMLElement).getByText('置顶')).toBeInTheDocument();
    expect(within(links[1] as HTMLElement).getByText('置顶')).toBeInTheDocument();
    expect(within(links[2] as HTMLElement).queryByText('置顶')).toBeNull();
    const hostile = links.find((link) => link.textContent?.includes('富文本兼容性')) as HTMLElement;
    await userEvent.setup({ delay: null }).click(hostile);
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewAnnouncementInfo'));
    const article = (await screen.findByRole('heading', { level: 1, name: '【测试】富文本兼容性公告' })).closest('article') as HTMLElement;
    expect(article.querySelectorAll('script, iframe, form')).toHaveLength(0);
    for (const element of article.querySelectorAll('*'))
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    for (const link of article.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(within(article).getByText('点我')).toBeInTheDocument();
  });

  it('a search with no match says so; a page past the end shows the last page', async () => {
    const { router } = renderApp('/announcement?keyword=不存在的公告');
    expect(await screen.findByText('没有找到相关公告')).toBeInTheDocument();
    await router.navigate('/announcement?page=9');
    await waitFor(() => expect(currentUrl(router)).toBe('/announcement'));
    expect((await screen.findAllByText('置顶')).length).toBeGreaterThan(0);
  });

  it('an unknown or missing id says so', async () => {
    const { router } = renderApp('/viewAnnouncementInfo?id=9999');
    expect(await screen.findByText('公告不存在或已删除')).toBeInTheDocument();
    await router.navigate('/viewAnnouncementInfo');
    expect(await screen.findByText('没有指定公告')).toBeInTheDocument();
  });
});

describe('customer service', () => {
  it('/service shows the contacts and the FAQ', async () => {
    renderApp('/service');
    expect(await screen.findByText('800012345')).toBeInTheDocument();
    expect(screen.getByText('付款后多久发货？')).toBeInTheDocument();
  });

  it('/other/service: the partner log-in stores other_token, its calls send it, log-out forgets it (R3.3, R6.1)', async () => {
    const authorizations: Array<string | null> = [];
    const onStart = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/other/inter/getAccount') authorizations.push(request.headers.get('authorization'));
    };
    server.events.on('request:start', onStart);
    try {
      renderApp('/other/service');
      const user = userEvent.setup({ delay: null });
      const panel = await screen.findByRole('region', { name: '合作伙伴登录' });
      await user.type(within(panel).getByLabelText(/合作账号/), 'service');
      await user.type(within(panel).getByLabelText(/^密码/), 'wrong-password');
      await user.click(within(panel).getByRole('button', { name: '登录' }));
      expect(await within(panel).findByRole('alert')).toHaveTextContent('账号或密码错误');
      expect(within(panel).getByLabelText(/合作账号/)).toHaveValue('service');
      expect(localStorage.getItem('other_token')).toBeNull();

      await user.clear(within(panel).getByLabelText(/^密码/));
      await user.type(within(panel).getByLabelText(/^密码/), 'service123456');
      await user.click(within(panel).getByRole('button', { name: '登录' }));
      const accountCard = await screen.findByRole('region', { name: '我的合作账号' });
      expect(within(accountCard).getByText('开放平台对接')).toBeInTheDocument();
      const stored = JSON.parse(localStorage.getItem('other_token') ?? 'null') as { authCode: string } | null;
      expect(stored?.authCode).toEqual(expect.any(String));

      // A fresh read (as after a reload) goes out with the stored code.
      cleanup();
      renderApp('/other/service');
      expect(await within(await screen.findByRole('region', { name: '我的合作账号' })).findByText('service')).toBeInTheDocument();
      expect(authorizations.length).toBeGreaterThan(0);
      expect(new Set(authorizations)).toEqual(new Set([stored?.authCode]));

      await user.click(screen.getByRole('button', { name: '退出登录' }));
      expect(await screen.findByRole('region', { name: '合作伙伴登录' })).toBeInTheDocument();
      expect(localStorage.getItem('other_token')).toBeNull();
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });

  it('/other/service takes a message for the service desk', async () => {
    renderApp('/other/service');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/留言内容/), '渠道对账有疑问');
    await user.type(screen.getByLabelText(/联系方式/), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    expect(await screen.findByText('客服会尽快通过 13800138000 与你联系。')).toBeInTheDocument();
  });
});

describe('the storefront home', () => {
  it('has one footer: the frame’s, carrying the decorated footer block’s text and links', async () => {
    renderApp('/');
    const note = await screen.findByText(/本站商品均为虚拟商品/);
    const footers = screen.getAllByRole('contentinfo');
    expect(footers).toHaveLength(1);
    const footer = footers[0] as HTMLElement;
    expect(footer).toContainElement(note);
    // The block's 联系客服 link and the frame's page links, each once.
    expect(within(footer).getByRole('link', { name: '联系客服' })).toBeInTheDocument();
    expect(within(footer).getAllByRole('link', { name: '订单查询' })).toHaveLength(1);
  });
});
