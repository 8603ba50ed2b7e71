import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleContent, sampleGameCards } from '../shared/fixtures.ts';
import { OrderContentView } from './OrderContentView.tsx';
import { PHONE } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';
import { LOADING_STORY } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Aftersale/OrderContent',
  component: OrderContentView,
  args: {
    orderNo: sampleContent.orderNo,
    onSearch: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    orderHref: (no: string) => `/inside/showordermess?orderNo=${no}`,
    repealHref: (no: string) => `/inside/cardRepeal?orderNo=${no}`,
    complainHref: (no: string) => `/inside/orderComplain?orderNo=${no}`,
  },
} satisfies Meta<typeof OrderContentView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

/** Card keys: masked until shown, one by one or all at once. */
export const Cards: Story = {
  args: { data: sampleContent },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('TXSP-VIP3-0M8K-2Q7D')).toBeNull();
    await expect(canvasElement.querySelector('[data-card-key="shown"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '显示全部' }));
    await expect(canvas.getByText('TXSP-VIP3-0M8K-2Q7D')).toBeInTheDocument();
    await expect(canvas.getByText('TXSP-VIP3-K4PZ-51NE')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '导出' })).toBeEnabled();
  },
};

export const CardsWithPasswords: Story = {
  args: { data: { ...sampleContent, goodsName: '王者荣耀 60点券', cards: sampleGameCards, content: '' } },
};

export const Recharge: Story = {
  args: {
    data: {
      orderNo: '202611171702190031',
      goodsName: '中国移动话费充值 ¥50',
      deliveryType: 'recharge',
      content: '充值成功：账号 138****8000 已到账 ¥50.00',
      notes: '话费到账以运营商短信为准，高峰期可能延迟10分钟。',
      cards: [],
    },
  },
};

export const ManualPending: Story = {
  args: {
    data: {
      orderNo: '202611200930120101',
      goodsName: '罗技 G304 无线鼠标（实物）',
      deliveryType: 'manual',
      content: '订单处理中，请稍候…',
      notes: '',
      cards: [],
    },
  },
};

export const Empty: Story = { args: { orderNo: '' } };

export const Error: Story = { args: { error: '订单未付款，暂无发货内容' } };

/**
 * A phone: the order number is the page's filter bar (one field, nothing to fold). The story keeps the
 * order number (as the app's address does): 重置 goes back to asking for one, 查询 shows the order again.
 */
/** A refresh failed while the delivery stays shown: said above it, with a retry. */
export const StaleError: Story = {
  args: { data: sampleContent, error: '网络连接失败' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败');
    await expect(canvas.getByRole('heading', { name: sampleContent.goodsName })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  args: { data: sampleContent },
  globals: PHONE,
  render: function Render(args) {
    const [orderNo, setOrderNo] = useState(args.orderNo);
    const onSearch = (next: string) => {
      args.onSearch(next);
      setOrderNo(next);
    };
    return (
      <OrderContentView {...args} orderNo={orderNo} data={orderNo === args.data?.orderNo ? args.data : undefined} onSearch={onSearch} />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: sampleContent.goodsName })).toBeInTheDocument();
    const bar = within(await playPhoneFilterBar({ canvasElement }));
    await userEvent.click(bar.getByRole('button', { name: '重置' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(canvas.getByText('输入订单号查看发货内容')).toBeInTheDocument());
    await expect(bar.getByRole('textbox', { name: '订单号' })).toHaveValue('');
    await userEvent.type(bar.getByRole('textbox', { name: '订单号' }), ` ${sampleContent.orderNo} `);
    await userEvent.click(bar.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(sampleContent.orderNo);
    await waitFor(() => expect(canvas.getByRole('heading', { name: sampleContent.goodsName })).toBeInTheDocument());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
