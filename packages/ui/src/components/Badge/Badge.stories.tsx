import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconBell } from '#ui/icons/index.tsx';
import { Button } from '../Button/Button.tsx';
import { Badge } from './Badge.tsx';

const meta = { title: 'Components/Badge', component: Badge, args: { count: 5 } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Badge count={5} />
      <Badge count={42} tone="primary" />
      <Badge count={120} />
      <Badge count={0} showZero tone="neutral" />
      <Badge dot tone="success" />
    </div>
  ),
};

/** On a notice bell: the count is in the button's name, the pill is decoration. */
export const OnIconButton: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Badge count={3}>
        <Button variant="ghost" iconOnly icon={<IconBell size={18} />} aria-label="通知，3 条未读" />
      </Badge>
      <Badge count={128}>
        <Button variant="ghost" iconOnly icon={<IconBell size={18} />} aria-label="通知，128 条未读" />
      </Badge>
      <Badge dot>
        <Button variant="ghost" iconOnly icon={<IconBell size={18} />} aria-label="通知，有新消息" />
      </Badge>
      <Badge count={0}>
        <Button variant="ghost" iconOnly icon={<IconBell size={18} />} aria-label="通知" />
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '通知，128 条未读' })).toBeVisible();
  },
};
