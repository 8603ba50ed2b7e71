import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconInbox } from '#ui/icons/index.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = { title: 'Components/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: '还没有收藏的商品',
    description: '在商品详情页点击“收藏”，常买的商品会显示在这里',
    action: <Button>去逛逛</Button>,
  },
};
export const Small: Story = { args: { size: 'sm', title: '暂无消息' } };
export const CustomIllustration: Story = {
  args: {
    title: '收件箱是空的',
    illustration: (
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <IconInbox size={28} />
      </span>
    ),
  },
};
