import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FeedbackForm } from './FeedbackForm.tsx';
import { filledFormStory } from '#ui/testing/formStories.ts';

const filled = { content: '订单 202611201000001 的卡密提示无效，请帮忙核实。', contact: '13800138000', name: '张先生' };

const meta = {
  title: 'Screens/Public/FeedbackForm',
  component: FeedbackForm,
  args: { onSubmit: fn(), onReset: fn() },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const InvalidInput: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交留言' }));
    await expect(canvas.getByLabelText(/留言内容/)).toHaveAccessibleDescription(/请输入留言内容/);
    await expect(canvas.getByLabelText(/联系方式/)).toHaveAccessibleDescription('请输入联系方式');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = filledFormStory(filled, '提交留言');

export const Submitting: Story = { args: { defaultValues: filled, submitting: true } };

export const ServerError: Story = {
  args: { defaultValues: filled, serverError: '留言过于频繁，请稍后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('留言过于频繁');
    await expect(canvas.getByLabelText(/留言内容/)).toHaveValue(filled.content);
  },
};

export const Done: Story = {
  args: { done: { contact: '13800138000' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('客服会尽快通过 13800138000 与你联系');
    await userEvent.click(canvas.getByRole('button', { name: '再写一条' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};
