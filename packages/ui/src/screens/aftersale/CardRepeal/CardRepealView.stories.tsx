import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleCards, sampleRepeals } from '../shared/fixtures.ts';
import { CardRepealView } from './CardRepealView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';
import { LOADING_STORY, FAILED_STORY, reloadFailedStory, pagedArgs } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Aftersale/CardRepeal',
  component: CardRepealView,
  args: {
    ...pagedArgs(10),
    status: 'all',
    orderNo: '',
    onStatusChange: fn(),
    onLookup: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof CardRepealView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

/** Pending, approved (voided and refunded) and rejected requests. */
export const Filled: Story = {
  args: { requests: sampleRepeals, total: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status="pending"]')).toHaveTextContent('审核中');
    await expect(canvasElement.querySelector('[data-status="approved"]')).toHaveTextContent('已作废退款');
    await expect(canvasElement.querySelector('[data-status="rejected"]')).toHaveTextContent('已驳回');
    // Keys are masked in the list until revealed.
    await expect(canvas.queryByText('TXSP-VIP3-0M8K-2Q7D')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '显示卡密 TXSP-****-****-2Q7D' }));
    await expect(canvas.getByText('TXSP-VIP3-0M8K-2Q7D')).toBeInTheDocument();
  },
};

export const Pending: Story = { args: { requests: sampleRepeals.slice(0, 1), total: 1, status: 'pending' } };

export const Empty: Story = { args: { requests: [], total: 0 } };

export const Error: Story = FAILED_STORY;

/** An order looked up: its keys, all chosen, a reason to pick. */
export const NewRequest: Story = {
  args: {
    requests: sampleRepeals,
    total: 3,
    orderNo: '202611191015320042',
    order: { orderNo: '202611191015320042', goodsName: '腾讯视频VIP月卡', cards: sampleCards },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交作废申请（3 张）' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择作废原因');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择卡密 TXSP-****-****-9RXA' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /作废原因/ }), 'invalid');
    await userEvent.type(canvas.getByRole('textbox', { name: /补充说明/ }), '提示卡密不存在');
    await userEvent.click(canvas.getByRole('button', { name: '提交作废申请（2 张）' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderNo: '202611191015320042',
      cardIds: [1201, 1203],
      reason: '卡密无效：提示卡密不存在',
    });
  },
};

/** The order cannot be voided (a request is waiting, not card goods, not delivered …). */
export const Blocked: Story = {
  args: {
    requests: sampleRepeals,
    total: 3,
    orderNo: '202611191015320042',
    order: { orderNo: '202611191015320042', goodsName: '腾讯视频VIP月卡', cards: sampleCards, blocked: '该订单已有待处理的作废申请' },
  },
};

export const OrderNotFound: Story = { args: { requests: [], total: 0, orderNo: '2026000000', orderError: '订单不存在' } };

export const SubmitRefused: Story = {
  args: {
    requests: [],
    total: 0,
    orderNo: '202611191015320042',
    order: { orderNo: '202611191015320042', goodsName: '腾讯视频VIP月卡', cards: sampleCards },
    submitError: '发货已超过7天，无法申请作废',
  },
};

/** A reload failed while the requests stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);

/**
 * A phone: the list is a column of cards, no sideways scrolling; the order to void is looked up in a filter
 * bar (one field). The story keeps the order number (as the app's address does): 重置 drops the order,
 * 查询 looks it up again.
 */
export const Phone: Story = {
  args: NewRequest.args,
  globals: PHONE,
  render: function Render(args) {
    const [orderNo, setOrderNo] = useState(args.orderNo);
    const onLookup = (next: string) => {
      args.onLookup(next);
      setOrderNo(next);
    };
    return (
      <CardRepealView {...args} orderNo={orderNo} order={orderNo === args.order?.orderNo ? args.order : undefined} onLookup={onLookup} />
    );
  },
  play: async (context) => {
    const { args, canvas, canvasElement } = context;
    await playPhoneList(context);
    const submit = () => canvas.queryByRole('button', { name: /提交作废申请/ });
    await expect(submit()).not.toBeNull();
    const bar = within(await playPhoneFilterBar({ canvasElement }));
    await userEvent.click(bar.getByRole('button', { name: '重置' }));
    await expect(args.onLookup).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(submit()).toBeNull());
    await expect(bar.getByRole('textbox', { name: '订单号' })).toHaveValue('');
    await userEvent.type(bar.getByRole('textbox', { name: '订单号' }), '202611191015320042');
    await userEvent.click(bar.getByRole('button', { name: '查询' }));
    await expect(args.onLookup).toHaveBeenLastCalledWith('202611191015320042');
    await waitFor(() => expect(submit()).not.toBeNull());
  },
};
