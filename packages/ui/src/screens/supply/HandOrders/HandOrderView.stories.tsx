import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleHandOrders } from '../fixtures.ts';
import { HandOrderView, type HandOrderViewProps } from './HandOrderView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { body, LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Supply/HandOrders',
  component: HandOrderView,
  args: {
    ...pagedArgs(),
    tab: 'pending',
    onTabChange: fn(),
    keyword: '',
    onKeywordChange: fn(),
    onDeliver: fn(async () => undefined),
  },
} satisfies Meta<typeof HandOrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;
export const Error: Story = FAILED_STORY;
export const Empty: Story = { args: { orders: [], total: 0, pending: 0 } };

/** Deliver: the content is required, then sent with the order number. */
export const Deliver: Story = {
  args: { orders: sampleHandOrders, total: 2, pending: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '为订单 202611191715420093 发货' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveTextContent('上海市浦东新区张江路 88 号');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await expect(within(dialog).getByText('请填写发货内容')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /发货内容/ }), '顺丰 SF1234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await expect(args.onDeliver).toHaveBeenCalledWith({ orderNo: '202611191715420093', content: '顺丰 SF1234567890' });
  },
};

export const DeliverRefused: Story = {
  args: {
    orders: sampleHandOrders,
    total: 2,
    pending: 2,
    onDeliver: fn(async () => Promise.reject(new globalThis.Error('x'))),
    deliverError: '该订单已发货，不能重复发货',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '为订单 202611200811030012 发货' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /发货内容/ }), '已代购');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('该订单已发货，不能重复发货');
    await expect(within(dialog).getByRole('textbox', { name: /发货内容/ })).toHaveValue('已代购');
  },
};

export const Delivered: Story = {
  args: {
    tab: 'delivered',
    orders: [{ ...sampleHandOrders[0]!, status: 'delivered', deliveryText: '顺丰 SF1234567890', deliveredAt: '2026-11-20 10:00:00' }],
    total: 1,
    pending: 1,
  },
};

/** The list as the app keeps it: the keyword answered by the orders that match it (the server's part, here in the story). */
function Filtering(args: HandOrderViewProps) {
  const [keyword, setKeyword] = useState(args.keyword);
  const rows = sampleHandOrders.filter((o) => [o.orderNo, o.goodsName, o.contact].some((text) => text.includes(keyword)));
  const change = (next: string) => {
    args.onKeywordChange(next);
    setKeyword(next);
  };
  return <HandOrderView {...args} keyword={keyword} onKeywordChange={change} orders={rows} total={rows.length} pending={2} />;
}

/** 查询 sends the keyword (the list shows what matches), 重置 clears it and the list is whole again. */
export const FilterAndReset: Story = {
  render: (args) => <Filtering {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: '重置' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '订单号、商品或联系方式' }), ' steam_fan ');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('steam_fan');
    await expect(canvas.queryByRole('button', { name: '为订单 202611191715420093 发货' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '为订单 202611200811030012 发货' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('textbox', { name: '订单号、商品或联系方式' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '为订单 202611191715420093 发货' })).toBeInTheDocument();
  },
};

/**
 * A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. The
 * bar's one field stays shown (nothing to fold behind 展开), 查询 under it.
 */
export const Phone: Story = {
  args: Deliver.args,
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    const bar = within(context.canvasElement.querySelector<HTMLElement>('[data-filter-bar]') as HTMLElement);
    const field = bar.getByRole('textbox', { name: '订单号、商品或联系方式' });
    await expect(field).toBeVisible();
    await expect(bar.queryByRole('button', { name: '展开' })).toBeNull();
    await expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      bar.getByRole('button', { name: '查询' }).getBoundingClientRect().top,
    );
  },
};
