import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconChevronDown, IconLock, IconLogout, IconSettings, IconUser } from '#ui/icons/index.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu.tsx';

const onProfile = fn();
const onLogout = fn();
const items: DropdownMenuItem[] = [
  { type: 'label', key: 'who', label: 'zhangsan · 黄金会员' },
  { key: 'profile', label: '个人中心', icon: <IconUser />, onSelect: onProfile },
  { key: 'security', label: '账户安全', icon: <IconLock /> },
  { key: 'settings', label: '偏好设置', icon: <IconSettings />, disabled: true },
  { type: 'separator', key: 'sep' },
  { key: 'logout', label: '退出登录', icon: <IconLogout />, danger: true, onSelect: onLogout },
];

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    items,
    trigger: (
      <Button variant="secondary" iconRight={<IconChevronDown />}>
        张三
      </Button>
    ),
  },
  argTypes: { trigger: { control: false }, items: { control: false } },
  decorators: [(Story) => <div className="min-h-72">{Story()}</div>],
  beforeEach: () => {
    onProfile.mockClear();
    onLogout.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '张三' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: '张三' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '账户安全' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '个人中心' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // ↑ opens on the last item; Enter activates and returns focus.
    await userEvent.keyboard('{ArrowUp}');
    await expect(await screen.findByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const MouseAndOutsideClick: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: '张三' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: '个人中心' }));
    await expect(onProfile).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // A second press on the trigger closes it too.
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const TypeAhead: Story = {
  args: {
    items: [
      { key: 'a', label: 'Alipay 支付宝' },
      { key: 'b', label: 'Balance 余额' },
      { key: 'w', label: 'WeChat 微信' },
      { key: 'q', label: 'QQ 钱包' },
    ],
    trigger: <Button variant="secondary">Pay with</Button>,
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Pay with' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'Alipay 支付宝' })).toHaveFocus();
    await userEvent.keyboard('w');
    await expect(screen.getByRole('menuitem', { name: 'WeChat 微信' })).toHaveFocus();
  },
};

export const AlignEnd: Story = {
  args: { align: 'end' },
  decorators: [(Story) => <div className="flex min-h-72 justify-end">{Story()}</div>],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '张三' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    // It grows leftwards from the trigger's right edge (kept 8 px inside the viewport).
    const m = menu.getBoundingClientRect();
    const b = trigger.getBoundingClientRect();
    await expect(m.left).toBeLessThan(b.left);
    await expect(Math.abs(m.right - b.right)).toBeLessThanOrEqual(8);
  },
};

/** Inside a dialog, Escape and outside presses close the menu only: the topmost layer answers. */
export const InsideDialog: Story = {
  render: (args) => (
    <Dialog title="订单操作" defaultOpen>
      <DropdownMenu {...args} />
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '订单操作' });
    const trigger = within(dialog).getByRole('button', { name: '张三' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    // It is drawn over the dialog (both are portalled to the body; menus stack above dialogs).
    await waitFor(() => expect(menu).toBeVisible());
    const m = menu.getBoundingClientRect();
    await expect(menu.contains(document.elementFromPoint(m.left + m.width / 2, m.top + m.height / 2))).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The dialog opened with the story and may still be fading in.
    await waitFor(() => expect(screen.getByRole('dialog', { name: '订单操作' })).toBeVisible());
    await expect(trigger).toHaveFocus();
    // A press elsewhere in the dialog closes the menu, not the dialog.
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(within(dialog).getByRole('heading', { name: '订单操作' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    // With the menu closed, Escape closes the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Tab closes the menu and moves on from its button, as if the menu sat right after it. */
export const TabMovesOn: Story = {
  render: (args) => (
    <div className="flex gap-2">
      <DropdownMenu {...args} />
      <Button variant="secondary">下一项</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '张三' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: '个人中心' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: '下一项' })).toHaveFocus());
  },
};

/** Near the bottom of the window the menu opens upwards instead of running off the screen. */
export const FlipsNearTheEdge: Story = {
  render: (args) => (
    <div className="fixed bottom-2 left-4">
      <DropdownMenu {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '张三' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-side', 'top'));
    await waitFor(() => expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top));
    await expect(menu.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};
