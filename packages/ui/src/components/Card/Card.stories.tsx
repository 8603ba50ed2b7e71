import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconDownload } from '#ui/icons/index.tsx';
import { Button } from '../Button/Button.tsx';
import { DescriptionList } from '../DescriptionList/DescriptionList.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: '账户概览', children: '卡片内容' },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  args: {
    children: <p className="text-fg-muted">余额 ¥1,280.00，冻结 ¥0.00。今日订单 12 笔，消费 ¥356.00。</p>,
  },
};

export const WithHeaderAndFooter: Story = {
  args: {
    title: '订单信息',
    description: '订单号 202405021403128866',
    extra: (
      <Button size="sm" variant="secondary" icon={<IconDownload />}>
        导出卡密
      </Button>
    ),
    children: (
      <DescriptionList
        columns={2}
        items={[
          { label: '商品', value: 'Steam 充值卡 100 元' },
          { label: '数量', value: '2' },
          { label: '实付金额', value: '¥196.00' },
          { label: '支付方式', value: '支付宝' },
        ]}
      />
    ),
    footer: (
      <>
        <Button variant="secondary">申请售后</Button>
        <Button>再次购买</Button>
      </>
    ),
  },
};

export const NoHeader: Story = { args: { title: undefined, children: <p>没有标题的卡片，只有内容。</p> } };

export const Hoverable: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      {['青铜会员', '白银会员', '黄金会员'].map((name, i) => (
        <Card key={name} title={name} titleAs="h3" hoverable description={`升级价 ¥${(i + 1) * 99}`}>
          <p className="text-fg-muted">全站商品 {9 - i} 折</p>
        </Card>
      ))}
    </div>
  ),
};
