import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AibotView, type AibotMessage } from './AibotView.tsx';
import { PHONE } from '#ui/testing/phoneStory.ts';

const greeting = '您好，我是云卡智能客服小云，请问有什么可以帮您？';
const suggestions = ['付款后多久发货？', '卡密提示无效怎么办？', '如何查询我的订单？', '怎么开通分站？'];
const conversation: AibotMessage[] = [
  { id: 'u1', role: 'user', text: '付款后多久发货？', at: '2026-11-20 10:00:02' },
  {
    id: 'b1',
    role: 'bot',
    text: '卡密类商品付款后自动发货，一般在10秒内；直充类商品5到30分钟到账；人工商品以商品页说明为准。',
    at: '2026-11-20 10:00:03',
  },
];

const meta = {
  title: 'Screens/Aibot',
  component: AibotView,
  parameters: { layout: 'fullscreen' },
  args: {
    greeting,
    messages: conversation,
    suggestions: suggestions.slice(0, 3),
    onSend: fn(),
    onRetrySend: fn(),
    onDismissFailed: fn(),
    onClear: fn(),
    onRetry: fn(),
    links: { human: '/service' },
  },
} satisfies Meta<typeof AibotView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { greeting: undefined, loading: true, messages: [], suggestions: [] } };

/** A new conversation: the greeting and the suggested questions; a suggestion is sent as it is. */
export const Empty: Story = {
  args: { messages: [], suggestions },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('log')).toHaveTextContent(greeting);
    await expect(canvas.getByRole('button', { name: '清空记录' })).toBeDisabled();
    // The keys are named only where a keyboard is likely (a fine pointer); a touch screen gets the short one.
    const keyboard = window.matchMedia('(pointer: fine)').matches;
    await expect(canvas.getByRole('textbox', { name: '您的问题' })).toHaveAttribute(
      'placeholder',
      keyboard ? '请输入您的问题，Enter 发送，Shift+Enter 换行' : '请输入您的问题',
    );
    // The empty form's 发送 is disabled yet readable (grey text on grey, AA), not the primary faded to half.
    const send = canvas.getByRole('button', { name: '发送' });
    await expect(send).toBeDisabled();
    await expect(getComputedStyle(send).opacity).toBe('1');
    // The conversation pane takes the screen's height (20 rem at least).
    await expect(canvas.getByRole('log').getBoundingClientRect().height).toBeGreaterThanOrEqual(
      Math.max(320, window.innerHeight - 24 * 16) - 1,
    );
    await userEvent.click(canvas.getByRole('button', { name: '如何查询我的订单？' }));
    await expect(args.onSend).toHaveBeenCalledWith('如何查询我的订单？');
  },
};

/** A conversation; Enter sends, Shift+Enter breaks the line; the way to a person. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      within(canvas.getByRole('log'))
        .getAllByRole('listitem')
        .filter((li) => li.dataset.role),
    ).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: '转人工客服' })).toHaveAttribute('href', '/service');
    const box = canvas.getByRole('textbox', { name: '您的问题' });
    await userEvent.type(box, '卡密无效{Shift>}{Enter}{/Shift}怎么办');
    await expect(box).toHaveValue('卡密无效\n怎么办');
    await userEvent.type(box, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('卡密无效\n怎么办');
    await expect(box).toHaveValue('');
  },
};

/** The question is on its way: it shows, the bot types, nothing else can be sent. */
export const Sending: Story = {
  args: { pending: '怎么开通分站？' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('typing')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '付款后多久发货？' })).toBeDisabled();
  },
};

/** The question could not be sent: it stays, with the reason and a retry. */
export const Error: Story = {
  args: { failed: { text: '怎么开通分站？', error: '网络连接失败' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败');
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(args.onRetrySend).toHaveBeenCalled();
  },
};

/** The greeting could not be read: the conversation still works. */
export const GreetingError: Story = { args: { greeting: undefined, error: '服务器内部错误', messages: [], suggestions: [] } };

/** A refresh of the greeting failed while it and the conversation stay shown: said above them, with a retry. */
export const GreetingStale: Story = {
  args: { error: '服务器内部错误' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器内部错误');
    await expect(canvas.getByText(greeting)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Clearing is asked first (the history lives only in this browser). */
export const Clear: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清空记录' }));
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: PHONE };
