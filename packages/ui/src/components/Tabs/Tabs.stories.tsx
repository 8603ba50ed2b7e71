import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { IconKey, IconLock, IconShield, IconUser } from '#ui/icons/index.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Tabs } from './Tabs.tsx';

const sections = [
  { value: 'profile', label: '基本资料', icon: <IconUser />, content: <p>昵称、头像、联系方式</p> },
  { value: 'password', label: '登录密码', icon: <IconLock />, content: <p>修改登录密码</p> },
  { value: 'sale', label: '交易密码', icon: <IconKey />, content: <p>设置、修改交易密码</p> },
  { value: 'api', label: '开放 API', icon: <IconShield />, content: <p>AppID 与密钥</p>, disabled: true },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items: sections, 'aria-label': '账户安全', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('tab', { name: '基本资料' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: '登录密码' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '登录密码' })).toHaveTextContent('修改登录密码');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('password');
    // End skips the disabled last tab; Right wraps to the first.
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '交易密码' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '交易密码' })).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is a tab stop.
    await expect(first).toHaveAttribute('tabindex', '-1');
  },
};

export const Card: Story = { args: { variant: 'card' } };
export const Segment: Story = {
  args: {
    variant: 'segment',
    'aria-label': '统计区间',
    items: [
      { value: 'day', label: '今日' },
      { value: 'week', label: '本周' },
      { value: 'month', label: '本月' },
    ],
  },
};

/** Order status tabs over one list (no panels), with counts and an action at the end. */
export const FilterBarWithCounts: Story = {
  args: {
    'aria-label': '订单状态',
    extra: (
      <Button size="sm" variant="secondary">
        导出
      </Button>
    ),
    items: [
      { value: 'all', label: '全部' },
      { value: 'unpaid', label: '待支付', extra: <Badge count={3} tone="warning" /> },
      { value: 'processing', label: '处理中', extra: <Badge count={12} tone="primary" /> },
      { value: 'delivered', label: '已发货' },
      { value: 'refunded', label: '已退款' },
      { value: 'closed', label: '已关闭' },
      { value: 'complained', label: '投诉中', extra: <Badge count={1} /> },
    ],
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** A bar wider than its box scrolls sideways; the tab keyboard focus moves to is scrolled into view. */
export const NarrowScrolls: Story = {
  args: FilterBarWithCounts.args,
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: '订单状态' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: /投诉中/ });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1));
  },
};
