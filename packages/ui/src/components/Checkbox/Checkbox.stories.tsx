import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { label: '我已阅读并同意《用户服务协议》', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /用户服务协议/ });
    await userEvent.click(canvas.getByText(/用户服务协议/));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Checkbox label="未选中" />
      <Checkbox label="已选中" defaultChecked />
      <Checkbox label="部分选中" indeterminate />
      <Checkbox label="禁用" disabled />
      <Checkbox label="禁用且选中" disabled defaultChecked />
      <Checkbox label="跳过重复卡密" description="导入时忽略库存中已有的卡密" defaultChecked />
      <Checkbox aria-label="只有方框（需 aria-label）" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '部分选中' })).toHaveProperty('indeterminate', true);
  },
};
