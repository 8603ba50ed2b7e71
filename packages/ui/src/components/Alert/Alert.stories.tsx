import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', title: '系统公告', children: '5 月 5 日 02:00–04:00 系统维护，期间暂停自动发卡。' },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', title: '实名认证已通过', children: undefined } };
export const Warning: Story = { args: { tone: 'warning', title: '登录地址与上次不一致', children: '如非本人操作，请立即修改登录密码。' } };
export const Danger: Story = {
  args: { tone: 'danger', title: '库存不足', children: '该商品仅剩 2 件，请调整购买数量。', role: 'alert' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('错误 库存不足');
  },
};
export const WithActionAndClose: Story = {
  args: {
    tone: 'warning',
    title: '尚未设置交易密码',
    children: '提现和转账需要交易密码。',
    action: <Button size="sm">去设置</Button>,
    onClose: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
