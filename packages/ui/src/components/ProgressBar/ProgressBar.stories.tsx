import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { active: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While navigating: creeps towards 90 %. */
export const Navigating: Story = {
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: '页面加载进度' });
    const start = Number(bar.getAttribute('aria-valuenow'));
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(start));
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(90);
  },
};

export const KnownProgress: Story = { args: { progress: 0.6 } };

/** Start and finish a navigation: the bar fills, fades and goes. */
export const StartAndFinish: Story = {
  args: { active: false },
  render: function Render(args) {
    const [active, setActive] = useState(args.active);
    return (
      <div className="p-6">
        <ProgressBar {...args} active={active} />
        <Button variant="secondary" onClick={() => setActive((a) => !a)}>
          {active ? '完成导航' : '开始导航'}
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '开始导航' }));
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '完成导航' }));
    await waitFor(() => expect(canvas.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(canvas.queryByRole('progressbar', { hidden: true })).toBeNull());
  },
};
