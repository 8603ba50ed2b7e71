import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconLock, IconUser } from '../icons/index.tsx';
import { AppShell, type AppShellProps } from './AppShell.tsx';
import { brand, customerMenu, demoUser, openedTabs, orderBreadcrumb, SamplePage, useStoryDevice } from './fixtures.tsx';
import { planTabClose, type PageTab } from './PageTabs.tsx';
import { SHELL_DEFAULTS, type ShellSettings } from './settings.ts';

const onLogout = fn();
const onReload = fn();
const onProfile = fn();

/** The shell as the app drives it: device from the width, tabs and full screen kept in state. */
function ShellDemo({ device, settings, ...props }: Partial<AppShellProps> & { settings?: ShellSettings }) {
  const auto = useStoryDevice();
  const [tabs, setTabs] = useState<PageTab[]>(props.tabs ?? openedTabs);
  const [active, setActive] = useState(props.activeTabKey ?? 'myOrder');
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <AppShell
      brand={brand}
      menu={customerMenu}
      activeMenuKey="myOrder"
      breadcrumb={orderBreadcrumb}
      user={demoUser}
      userMenuItems={[
        { key: 'profile', label: '个人资料', icon: <IconUser />, onSelect: onProfile },
        { key: 'security', label: '账户安全', icon: <IconLock /> },
      ]}
      noticeCount={8}
      onNoticeClick={fn()}
      onReload={onReload}
      onLogout={onLogout}
      fullscreen={fullscreen}
      onFullscreenToggle={() => setFullscreen(!fullscreen)}
      {...props}
      settings={settings ?? SHELL_DEFAULTS}
      device={device ?? auto}
      tabs={tabs}
      activeTabKey={active}
      onTabClose={(request) => {
        setTabs((list) => list.filter((tab) => !request.keys.includes(tab.key)));
        if (request.nextActiveKey) setActive(request.nextActiveKey);
      }}
    >
      <SamplePage />
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: ShellDemo,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    onLogout.mockClear();
    onReload.mockClear();
    onProfile.mockClear();
  },
} satisfies Meta<typeof ShellDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const withSettings = (patch: Partial<ShellSettings>): ShellSettings => ({ ...SHELL_DEFAULTS, ...patch });

/** Spec §9's defaults; the device follows the viewport as in the app (resize or pick a viewport). */
export const Default: Story = {};

export const Desktop: Story = {
  args: { device: 'desktop' },
  play: async ({ canvas }) => {
    // The bell's accessible name carries the unread count.
    await expect(canvas.getByRole('button', { name: '消息通知，8 条未读' })).toBeVisible();
    // The current page is marked in the menu, in the breadcrumb and in the tabs.
    const menu = canvas.getByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
    const trail = canvas.getByRole('navigation', { name: '当前位置' });
    await expect(within(trail).getByText('我的订单')).toHaveAttribute('aria-current', 'page');
    const tabs = canvas.getByRole('navigation', { name: '已打开的页面' });
    await expect(within(tabs).getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
    // Reload and full screen report to the app; full screen shows the state it is given.
    await userEvent.click(canvas.getByRole('button', { name: '刷新页面' }));
    await expect(onReload).toHaveBeenCalledTimes(1);
    const full = canvas.getByRole('button', { name: '全屏显示' });
    await expect(full).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(full);
    await expect(full).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The sider collapsed to a rail: icons with tooltips, the current group marked. */
export const DesktopCollapsed: Story = {
  args: { device: 'desktop', defaultCollapsed: true },
};

/** In the rail a group opens as a flyout beside it (click, or → from the keyboard). */
export const RailFlyout: Story = {
  args: { device: 'desktop', defaultCollapsed: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '展开侧边栏' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const funds = canvas.getByRole('button', { name: '资金管理' });
    await userEvent.click(funds);
    const flyout = await canvas.findByRole('group', { name: '资金管理' });
    await expect(within(flyout).getByRole('link', { name: '余额明细' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(flyout).getByRole('link', { name: '支付记录' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('group', { name: '资金管理' })).toBeNull());
    await expect(funds).toHaveFocus();
    // → opens it from the keyboard too.
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('group', { name: '资金管理' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
    // Expanding again shows labels.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: '收起侧边栏' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Tablet: Story = {
  args: { device: 'tablet', defaultCollapsed: true },
};

/** Phones: no sider; the menu button opens a drawer over a mask. */
export const Mobile: Story = {
  args: { device: 'mobile' },
};

/** The drawer open over its mask. */
export const MobileDrawerOpen: Story = {
  args: { device: 'mobile', defaultCollapsed: false },
};

/** The drawer is modal: focus moves in and stays, Escape / the mask / × close it, focus returns. */
export const MobileDrawer: Story = {
  args: { device: 'mobile' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: '打开菜单' });
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: '主菜单' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // The panel takes focus (announced as "主菜单, dialog"); Tab enters it and stays in it.
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: '卡密商城' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('link', { name: '账户安全' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: '卡密商城' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    // The close button.
    await userEvent.click(open);
    await userEvent.click(await screen.findByRole('button', { name: '关闭菜单' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Following a link closes it (the page changes).
    await userEvent.click(open);
    const menu = within(await screen.findByRole('dialog'));
    await userEvent.click(menu.getByRole('button', { name: '资金管理' }));
    const link = menu.getByRole('link', { name: '余额明细' });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Accordion (spec §9): opening a group closes the other; arrow keys walk the menu. */
export const AccordionAndKeyboard: Story = {
  args: { device: 'desktop' },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: '主菜单' }));
    const orders = menu.getByRole('button', { name: '订单管理' });
    const funds = menu.getByRole('button', { name: '资金管理' });
    // The group of the current page starts open.
    await expect(orders).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(funds);
    await expect(funds).toHaveAttribute('aria-expanded', 'true');
    await expect(orders).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu.queryByRole('link', { name: '我的订单' })).toBeNull());
    // Keyboard: ↑ from the group, ↓ into it, ← back to the group, ← closes it.
    funds.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('link', { name: '余额明细' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(funds).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(funds).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(funds).toHaveAttribute('aria-expanded', 'true');
    await expect(orders).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('link', { name: '账户安全' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(menu.getByRole('link', { name: '用户中心' })).toHaveFocus();
  },
};

/** Without accordion several groups stay open. */
export const MultipleGroupsOpen: Story = {
  args: { device: 'desktop', settings: withSettings({ accordion: false }) },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: '主菜单' }));
    await userEvent.click(menu.getByRole('button', { name: '资金管理' }));
    await userEvent.click(menu.getByRole('button', { name: '推广中心' }));
    await expect(menu.getByRole('button', { name: '订单管理' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: '资金管理' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: '推广中心' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** `logoutConfirm` (spec §9: on): logging out asks first. */
export const LogoutConfirm: Story = {
  args: { device: 'desktop' },
  play: async ({ canvas }) => {
    const account = canvas.getByRole('button', { name: '张三' });
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '确定要退出登录吗？' });
    // Cancel keeps the session.
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onLogout).not.toHaveBeenCalled();
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const again = await screen.findByRole('dialog', { name: '确定要退出登录吗？' });
    await userEvent.click(within(again).getByRole('button', { name: '退出登录' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LogoutWithoutConfirm: Story = {
  args: { device: 'desktop', settings: withSettings({ logoutConfirm: false }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '张三' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const DarkSider: Story = {
  args: { device: 'desktop', settings: withSettings({ siderTheme: 'dark' }) },
};

export const DarkHeaderAndSider: Story = {
  args: { device: 'desktop', settings: withSettings({ siderTheme: 'dark', headerTheme: 'dark' }) },
};

/** Every optional control off: a bare frame. */
export const Minimal: Story = {
  args: {
    device: 'desktop',
    settings: withSettings({
      showCollapse: false,
      showReload: false,
      showNotice: false,
      showFullscreen: false,
      showBreadcrumb: false,
      tabs: { ...SHELL_DEFAULTS.tabs, show: false },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /侧边栏/ })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '当前位置' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '已打开的页面' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /消息通知/ })).toBeNull();
  },
};

/** The watermark (show, text, options) over everything; it takes no clicks. */
export const Watermarked: Story = {
  args: {
    device: 'desktop',
    settings: withSettings({ watermark: { show: true, text: '张三 10086\n2026-05-01', options: { fontSize: 15, rotate: -20 } } }),
  },
  play: async ({ canvasElement, canvas }) => {
    const mark = canvasElement.ownerDocument.querySelector('[data-watermark]');
    await expect(mark).not.toBeNull();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(mark as Element).pointerEvents).toBe('none');
    // Clicks go through it.
    await userEvent.click(canvas.getByRole('button', { name: '刷新页面' }));
    await expect(onReload).toHaveBeenCalledTimes(1);
  },
};

/** Search, language, logs and settings: off by default (spec §9), shown here. */
export const AllHeaderTools: Story = {
  args: {
    device: 'desktop',
    settings: withSettings({ showSearch: true, showI18n: true, showLogs: true, showSettings: true }),
    locales: [
      { value: 'zh-CN', label: '简体中文' },
      { value: 'en', label: 'English' },
    ],
    locale: 'zh-CN',
    onLocaleChange: fn(),
    onOpenLogs: fn(),
    onOpenSettings: fn(),
  },
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: '搜索菜单' });
    await userEvent.type(search, '提现');
    const menu = within(canvas.getByRole('navigation', { name: '主菜单' }));
    await expect(menu.getByRole('link', { name: '余额提现' })).toBeVisible();
    await waitFor(() => expect(menu.queryByRole('link', { name: '我的订单' })).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('button', { name: '资金管理' })).toHaveFocus();
    await userEvent.clear(search);
    await userEvent.type(search, '不存在');
    await expect(menu.getByText('没有找到“不存在”相关的菜单')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '切换语言' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    await userEvent.click(canvas.getByRole('button', { name: '查看日志' }));
    await expect(args.onOpenLogs).toHaveBeenCalledTimes(1);
  },
};

/** Tabs of the shell close as the app asks (planTabClose works out what and where to go). */
export const TabsClose: Story = {
  args: { device: 'desktop' },
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('navigation', { name: '已打开的页面' }));
    await userEvent.click(canvas.getByRole('button', { name: '关闭“我的订单”' }));
    await waitFor(() => expect(bar.queryByRole('link', { name: '我的订单' })).toBeNull());
    // The neighbour on the right became current.
    await expect(bar.getByRole('link', { name: '余额明细' })).toHaveAttribute('aria-current', 'page');
    await expect(planTabClose(openedTabs, 'myOrder', 'others', 'myOrder').keys).toEqual(['accountmoney', 'inviteFriends', 'myaccount']);
  },
};
