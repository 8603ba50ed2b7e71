import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconReceipt, IconUser } from '../icons/index.tsx';
import { SiteNotice } from '../screens/site/SiteNotice.tsx';
import { brand } from './fixtures.tsx';
import { StorefrontLayout, type StoreNavItem } from './StorefrontLayout.tsx';

const nav: StoreNavItem[] = [
  { key: 'home', label: '首页', href: '/' },
  { key: 'goods', label: '全部商品', href: '/inside/goodsList' },
  { key: 'chadan', label: '订单查询', href: '/chadan' },
  { key: 'chajia', label: '价格查询', href: '/chajia' },
  { key: 'announcement', label: '公告', href: '/announcement' },
  { key: 'service', label: '客服中心', href: '/service' },
];

const footerLinks: StoreNavItem[] = [
  { key: 'service', label: '客服中心', href: '/service' },
  { key: 'announcement', label: '网站公告', href: '/announcement' },
  { key: 'chadan', label: '订单查询', href: '/chadan' },
  { key: 'aibot', label: '智能客服', href: '/aibot' },
];

const goods = [
  ['Steam 充值卡 100 元', '¥98.00', '库存 326'],
  ['腾讯视频 VIP 月卡', '¥15.00', '库存 1,204'],
  ['QQ 音乐绿钻 年卡', '¥128.00', '库存 88'],
  ['PSN 港服点卡 200', '¥189.00', '库存 45'],
  ['网易云音乐黑胶 季卡', '¥38.00', '库存 512'],
  ['爱奇艺黄金会员 月卡', '¥19.80', '库存 960'],
];

/** A public page to hold: an announcement line and a goods grid. */
function SampleHome() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-3 py-5 sm:px-6 sm:py-8">
      <p className="rounded-lg border border-primary-line bg-primary-soft px-4 py-2.5 text-sm text-primary-fg">
        公告：五一期间自动发货正常，人工客服 9:00–22:00 在线。
      </p>
      <h1 className="text-xl font-semibold text-fg">热门商品</h1>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {goods.map(([name, price, stock]) => (
          <li key={name} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 shadow-xs">
            <span aria-hidden="true" className="aspect-[4/3] rounded-md bg-gradient-to-br from-brand-100 to-brand-200" />
            <span className="line-clamp-2 text-sm font-medium text-fg">{name}</span>
            <span className="flex items-baseline justify-between">
              <span className="font-semibold text-danger-fg">{price}</span>
              <span className="text-xs text-fg-subtle">{stock}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Shell/StorefrontLayout',
  component: StorefrontLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    brand,
    nav,
    activeKey: 'home',
    footerLinks,
    footerNote: '自动发货的数字商品商城：游戏点卡、会员卡密、软件激活码，7×24 小时自助购买与查单。',
    copyright: '© 2026 卡密商城 · 沪ICP备00000000号',
    children: <SampleHome />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof StorefrontLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: log in and sign up in the header. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/register');
  },
};

/** A logged-in customer: the account menu instead. */
export const LoggedIn: Story = {
  args: {
    activeKey: 'chadan',
    user: { name: '张三', description: '黄金会员' },
    userMenuItems: [
      { key: 'center', label: '用户中心', icon: <IconUser /> },
      { key: 'orders', label: '我的订单', icon: <IconReceipt /> },
    ],
    onLogout: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull();
    // The account menu loads on demand (most visitors are not logged in).
    await userEvent.click(await canvas.findByRole('button', { name: '张三' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '确定要退出登录吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Phones: the navigation folds into a menu under the header; Escape closes it and focus returns. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '打开导航' });
    await expect(window.innerWidth).toBe(375); // the phone viewport (the full navigation is hidden)
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByRole('navigation', { name: '网站导航' }));
    await expect(menu.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: '打开导航' })).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.getByRole('button', { name: '打开导航' })).toHaveFocus();
    // Following a link closes it; left open here for review.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('navigation', { name: '网站导航' })).toBeVisible());
  },
};

/**
 * A reseller site's storefront: the same frame with the site's name and logo, its notice
 * (Markdown) on its home, its ICP-less footer; its links stay inside the site (the app's router).
 */
export const SiteBranding: Story = {
  args: {
    brand: { name: '小鹿数码商城', logo: '/mock-assets/logo/1.svg', href: '/' },
    copyright: '© 2026 小鹿数码商城',
    footerNote: '小鹿数码商城 - 会员卡密自动发货',
    children: (
      <>
        <SiteNotice markdown={'**欢迎光临小鹿数码！** 全场卡密自动发货，如遇问题请联系客服QQ 2850011223。'} />
        <SampleHome />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const home = canvas.getAllByRole('link', { name: '小鹿数码商城' })[0];
    await expect(home).toHaveAttribute('href', '/');
    await expect(home?.querySelector('img')).toHaveAttribute('src', '/mock-assets/logo/1.svg');
    await expect(canvas.getByRole('region', { name: '站点公告' })).toHaveTextContent('欢迎光临小鹿数码！');
    await expect(canvas.getByText('© 2026 小鹿数码商城')).toBeVisible();
  },
};
