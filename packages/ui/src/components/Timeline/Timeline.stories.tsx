import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconCheckCircle } from '#ui/icons/index.tsx';
import { Timeline } from './Timeline.tsx';

const logistics = [
  { title: '已签收，签收人：本人。感谢使用顺丰，期待再次为您服务', time: '2024-05-04 10:21', description: '深圳市南山区科技园营业点' },
  { title: '快件交给张师傅，正在派送途中（联系电话：138****2001）', time: '2024-05-04 08:02' },
  { title: '快件到达【深圳南山集散中心】', time: '2024-05-03 22:47' },
  { title: '快件在【广州白云转运中心】完成分拣，准备发往下一站', time: '2024-05-03 15:10' },
  { title: '顺丰速运已收取快件', time: '2024-05-03 11:36', description: '广州市白云区' },
];

const meta = { title: 'Components/Timeline', component: Timeline, args: { items: logistics, 'aria-label': '物流轨迹' } } satisfies Meta<
  typeof Timeline
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Logistics: Story = {
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '物流轨迹' });
    await expect(list.querySelectorAll('li')).toHaveLength(5);
    await expect(list.querySelector('li')).toHaveTextContent(/^最新/);
  },
};

export const ComplaintHistory: Story = {
  args: {
    'aria-label': '投诉进度',
    highlightFirst: false,
    items: [
      {
        title: '投诉已解决',
        time: '05-06 09:00',
        tone: 'success',
        icon: <IconCheckCircle size={15} className="bg-surface text-success" />,
      },
      { title: '客服已回复：已为您补发卡密，请查收', time: '05-05 18:12', tone: 'info' },
      { title: '您提交了投诉：卡密提示已被使用', time: '05-05 17:40', tone: 'warning' },
    ],
  },
};

export const Single: Story = { args: { items: logistics.slice(-1) } };
