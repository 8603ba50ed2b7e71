import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { IconHelpCircle, IconRefresh } from '#ui/icons/index.tsx';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: '刷新当前页面', children: <Button variant="secondary" iconOnly icon={<IconRefresh />} aria-label="刷新" /> },
  decorators: [(Story) => <div className="flex min-h-40 items-center justify-center">{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '刷新' });
    await userEvent.hover(button);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('刷新当前页面');
    await expect(button).toHaveAccessibleDescription('刷新当前页面');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const OnKeyboardFocusAndEscape: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '刷新' });
    await expect(button).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tip).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Bottom: Story = {
  args: {
    side: 'bottom',
    content: '开放 API 密钥只显示一次，请妥善保存；重新生成后旧密钥立即失效。',
    children: (
      <button type="button" className="focus-ring inline-flex items-center gap-1 rounded-sm text-sm text-fg-muted">
        <IconHelpCircle /> 什么是 API 密钥？
      </button>
    ),
  },
};

/** At the top of the window a tip asked for above shows below instead. */
export const FlipsNearTheEdge: Story = {
  render: (args) => (
    <div className="fixed top-1 left-1/2">
      <Tooltip {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '刷新' });
    await expect(button).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tip).toHaveAttribute('data-side', 'bottom'));
    await waitFor(() => expect(tip.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom));
  },
};
