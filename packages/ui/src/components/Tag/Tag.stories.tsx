import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconStar } from '#ui/icons/index.tsx';
import { Tag, type Tone } from './Tag.tsx';

const tones: Tone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'];
const meta = { title: 'Components/Tag', component: Tag, args: { children: '黄金会员' } } satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Soft: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {tones.map((tone) => (
        <Tag key={tone} tone={tone}>
          {tone}
        </Tag>
      ))}
    </div>
  ),
};
export const Solid: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {tones.map((tone) => (
        <Tag key={tone} tone={tone} variant="solid">
          {tone}
        </Tag>
      ))}
    </div>
  ),
};
export const Outline: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {tones.map((tone) => (
        <Tag key={tone} tone={tone} variant="outline">
          {tone}
        </Tag>
      ))}
    </div>
  ),
};
export const WithDotAndIcon: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Tag tone="success" dot>
        在线
      </Tag>
      <Tag tone="warning" icon={<IconStar size={12} />}>
        推荐
      </Tag>
      <Tag tone="primary" size="sm">
        自动发卡
      </Tag>
    </div>
  ),
};
