import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { openedTabs } from './fixtures.tsx';
import { PageTabs, planTabClose, type PageTab, type PageTabsProps } from './PageTabs.tsx';

const closed = fn();

/** The bar with the app's part played by state: it removes what the bar asks to close. */
function Bar({ tabs: initial = openedTabs, activeKey: initialActive = 'accountmoney', ...props }: Partial<PageTabsProps>) {
  const [tabs, setTabs] = useState<PageTab[]>(initial);
  const [active, setActive] = useState(initialActive);
  return (
    <div className="min-h-64 bg-canvas">
      <PageTabs
        {...props}
        tabs={tabs}
        activeKey={active}
        onClose={(request) => {
          closed(request);
          setTabs((list) => list.filter((tab) => !request.keys.includes(tab.key)));
          if (request.nextActiveKey) setActive(request.nextActiveKey);
        }}
      />
      <p className="p-4 text-sm text-fg-muted">
        当前页面：<span data-testid="current">{tabs.find((t) => t.key === active)?.label ?? '—'}</span>
      </p>
    </div>
  );
}

const many: PageTab[] = [
  ...openedTabs,
  { key: 'payInfo', label: '支付记录', href: '/inside/payInfo', icon: 'payment' },
  { key: 'collectMoney', label: '余额提现', href: '/inside/collectMoney', icon: 'withdraw' },
  { key: 'transMoney', label: '余额转账', href: '/inside/transMoney', icon: 'transfer' },
  { key: 'selfLevel', label: '会员等级', href: '/inside/selfLevel', icon: 'level' },
  { key: 'cdk', label: '卡密管理', href: '/inside/cdk', icon: 'cardKey' },
  { key: 'message', label: '站内消息', href: '/inside/message', icon: 'message' },
  { key: 'complain', label: '我的投诉', href: '/inside/complain', icon: 'complaint' },
];

const meta = {
  title: 'Shell/PageTabs',
  component: Bar,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => closed.mockClear(),
} satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation', { name: '已打开的页面' }));

export const Default: Story = {};

/** More tabs than fit: the bar scrolls sideways and keeps the current tab in view. */
export const Overflowing: Story = { args: { tabs: many, activeKey: 'complain' } };

export const WithoutIcons: Story = { args: { showIcons: false } };

/** `tabs.fixed` off: even the home tab can be closed. */
export const NoFixedTabs: Story = {
  args: { fixedTabs: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '关闭“用户中心”' })).toBeInTheDocument();
  },
};

/** × closes a tab; the fixed tab has none; closing the current one moves to its right neighbour. */
export const CloseTab: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '关闭“用户中心”' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '关闭“余额明细”' }));
    await expect(closed).toHaveBeenCalledWith({
      action: 'close',
      key: 'accountmoney',
      keys: ['accountmoney'],
      nextActiveKey: 'inviteFriends',
    });
    await waitFor(() => expect(bar(canvas).queryByRole('link', { name: '余额明细' })).toBeNull());
    await expect(canvas.getByTestId('current')).toHaveTextContent('邀请好友');
  },
};

/** The ⌄ menu acts on the current tab: close others keeps the fixed tab and the current one. */
export const CloseOthers: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '标签页操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await expect(closed).toHaveBeenCalledWith({ action: 'others', key: 'accountmoney', keys: ['myOrder', 'inviteFriends', 'myaccount'] });
    const links = bar(canvas).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['用户中心（已固定）', '余额明细']);
    // Now only "close current" and "close all" and "close left"… have something to do.
    await userEvent.click(canvas.getByRole('button', { name: '标签页操作' }));
    await expect(await screen.findByRole('menuitem', { name: '关闭其他' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: '关闭全部' }));
    await expect(bar(canvas).getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByTestId('current')).toHaveTextContent('用户中心');
  },
};

/** Right click opens the same actions for the tab under the pointer (here: close to the right). */
export const ContextMenu: Story = {
  play: async ({ canvas }) => {
    const tab = bar(canvas).getByRole('link', { name: '我的订单' });
    fireEvent.contextMenu(tab, { clientX: 200, clientY: 60 });
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭右侧' }));
    await expect(closed).toHaveBeenCalledWith({
      action: 'right',
      key: 'myOrder',
      keys: ['accountmoney', 'inviteFriends', 'myaccount'],
      nextActiveKey: 'myOrder',
    });
    await expect(canvas.getByTestId('current')).toHaveTextContent('我的订单');
  },
};

/** One Tab stop; ←/→/Home/End move, Delete closes the focused tab (not a fixed one). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const links = () => bar(canvas).getAllByRole('link');
    await expect(links().filter((l) => l.tabIndex === 0)).toHaveLength(1);
    bar(canvas).getByRole('link', { name: '余额明细' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bar(canvas).getByRole('link', { name: '邀请好友' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(bar(canvas).queryByRole('link', { name: '邀请好友' })).toBeNull());
    await waitFor(() => expect(bar(canvas).getByRole('link', { name: '账户安全' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await expect(bar(canvas).getByRole('link', { name: /用户中心/ })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(bar(canvas).getByRole('link', { name: /用户中心/ })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(bar(canvas).getByRole('link', { name: '账户安全' })).toHaveFocus();
  },
};

/** `planTabClose` is pure: the app can use it for shortcuts of its own. */
export const ClosePlan: Story = {
  play: async () => {
    await expect(planTabClose(openedTabs, 'myOrder', 'close', 'myOrder').nextActiveKey).toBe('accountmoney');
    await expect(planTabClose(openedTabs, 'myaccount', 'close', 'myaccount').nextActiveKey).toBe('inviteFriends');
    await expect(planTabClose(openedTabs, 'index', 'all', 'index')).toEqual({
      action: 'all',
      key: 'index',
      keys: ['myOrder', 'accountmoney', 'inviteFriends', 'myaccount'],
      nextActiveKey: undefined,
    });
    await expect(planTabClose(openedTabs, 'myaccount', 'left', 'accountmoney').keys).toEqual(['myOrder']);
  },
};
