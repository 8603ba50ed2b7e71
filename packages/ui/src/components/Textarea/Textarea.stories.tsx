import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Components/Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': '投诉内容', placeholder: '请详细描述遇到的问题' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCount: Story = {
  args: { maxLength: 200, showCount: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '投诉内容' });
    await userEvent.type(box, '卡密无法使用');
    await expect(canvas.getByText('6 / 200')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('已输入 6 / 200 字');
  },
};

export const Invalid: Story = {
  render: () => (
    <FormField label="投诉内容" error="请至少输入 10 个字" required>
      <Textarea defaultValue="不能用" maxLength={500} showCount />
    </FormField>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '已关闭的投诉不能再编辑' } };
