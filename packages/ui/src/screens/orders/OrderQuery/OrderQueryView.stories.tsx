import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { queriedOrders } from '../fixtures.ts';
import { OrderQueryView } from './OrderQueryView.tsx';

const meta = {
  title: 'Screens/Orders/OrderQuery',
  component: OrderQueryView,
  args: { onSearch: fn(), onUnlock: fn(), onNavigate: fn(), browserOrdersHref: '/inside/visitorOrder' },
} satisfies Meta<typeof OrderQueryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet; an empty number is caught before asking. */
export const Initial: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(canvas.getByText('请输入订单号')).toBeInTheDocument();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('订单号'), ' 202611200602000052 ');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ mode: 'orderNo', orderNo: '202611200602000052', contact: '', queryPwd: '' });
  },
};

export const ByContact: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '联系方式查询' }));
    await userEvent.type(canvas.getByLabelText('联系方式'), '13566668888');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ mode: 'contact', orderNo: '', contact: '13566668888', queryPwd: '' });
  },
};

export const Searching: Story = { args: { searching: true, initial: { orderNo: '202611200602000052' } } };

/** Found: one open order (keys masked) and one behind its query password. */
export const Found: Story = {
  args: { results: queriedOrders },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('找到 2 笔订单')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain(queriedOrders[0]?.cards[0]?.cardNo);
    // The delivered content loads with the first result.
    const unlockForm = await canvas.findByRole('form', { name: '输入查询密码' });
    await expect(canvasElement.textContent).not.toContain(queriedOrders[0]?.cards[0]?.cardNo);
    await userEvent.type(unlockForm.querySelector('input') as HTMLInputElement, '8888');
    await userEvent.click(canvas.getByRole('button', { name: '查看卡密' }));
    await expect(args.onUnlock).toHaveBeenCalledWith('202611161530000077', '8888');
  },
};

export const WrongQueryPassword: Story = {
  args: { results: queriedOrders, unlockError: { orderNo: '202611161530000077', message: '查询密码错误' } },
};

export const NotFound: Story = { args: { results: [] } };

export const Error: Story = { args: { error: '查询密码错误' } };

/** The search failed on the way (not a refusal): said with a retry that asks the same search again. */
export const SearchFailed: Story = {
  args: { error: '服务器繁忙，请稍后重试', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
