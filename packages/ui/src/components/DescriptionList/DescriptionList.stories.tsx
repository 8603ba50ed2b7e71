import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CopyButton } from '../CopyButton/CopyButton.tsx';
import { StatusTag } from '../StatusTag/StatusTag.tsx';
import { DescriptionList } from './DescriptionList.tsx';

const items = [
  {
    label: '订单号',
    value: (
      <span className="inline-flex items-center gap-1">
        <span className="font-mono">202405021403128866</span>
        <CopyButton text="202405021403128866" label="订单号" iconOnly />
      </span>
    ),
  },
  { label: '订单状态', value: <StatusTag kind="order" status="delivered" /> },
  { label: '商品', value: 'Steam 充值卡 100 元' },
  { label: '单价', value: '¥98.00' },
  { label: '数量', value: '2' },
  { label: '实付金额', value: '¥196.00' },
  { label: '支付方式', value: '支付宝' },
  { label: '下单时间', value: '2024-05-02 14:03:12' },
  { label: '备注', value: '' },
  { label: '收货信息', value: '广东省深圳市南山区科技园 张三 138****8000', span: 'full' as const },
];

const meta = { title: 'Components/DescriptionList', component: DescriptionList, args: { items } } satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('订单号').tagName).toBe('DT');
    // An empty value shows a dash instead of a hole.
    await expect(canvas.getByText('备注').nextElementSibling).toHaveTextContent('—');
  },
};
export const TwoColumns: Story = { args: { columns: 2 } };
export const OneColumn: Story = { args: { columns: 1 } };
export const Bordered: Story = { args: { bordered: true, columns: 2 } };
export const Vertical: Story = { args: { layout: 'vertical', columns: 3 } };
export const VerticalBordered: Story = { args: { layout: 'vertical', bordered: true } };
