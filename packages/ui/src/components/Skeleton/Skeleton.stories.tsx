import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup, SkeletonText } from './Skeleton.tsx';

const meta = { title: 'Components/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <SkeletonGroup className="flex max-w-md flex-col gap-4">
      <Skeleton width="40%" height={20} />
      <SkeletonText lines={3} />
      <Skeleton shape="circle" width={40} height={40} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};

/** The placeholder of a goods card grid while the list loads. */
export const GoodsCards: Story = {
  render: () => (
    <SkeletonGroup label="商品加载中" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3">
          <Skeleton height={96} className="rounded-md" />
          <SkeletonText lines={2} />
          <Skeleton width="35%" height={18} />
        </div>
      ))}
    </SkeletonGroup>
  ),
};

export const ProfileRow: Story = {
  render: () => (
    <SkeletonGroup className="flex items-center gap-3">
      <Skeleton shape="circle" width={48} height={48} />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton width="30%" />
        <Skeleton shape="text" width="50%" />
      </div>
    </SkeletonGroup>
  ),
};
