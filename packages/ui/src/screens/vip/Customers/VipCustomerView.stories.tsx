import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCustomers, sampleLevels } from '../shared/fixtures.ts';
import { EMPTY_CUSTOMER_FILTERS, VipCustomerView } from './VipCustomerView.tsx';
import { PHONE, playPhoneList } from '#ui/testing/phoneStory.ts';
import { playPhoneFilterBar } from '#ui/testing/phoneFilterStory.ts';

const meta = {
  title: 'Screens/Vip/Customers',
  component: VipCustomerView,
  parameters: { layout: 'padded' },
  args: {
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    filters: EMPTY_CUSTOMER_FILTERS,
    onFiltersChange: fn(),
    levels: sampleLevels,
    onChange: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof VipCustomerView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: '网关超时' } };

export const Filled: Story = { args: { customers: sampleCustomers, total: 4 } };

/** A level change asks first, naming the old and the new level. */
export const ChangeLevel: Story = {
  args: { customers: sampleCustomers, total: 4 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '调整 柠檬不萌 的等级' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '确认调整' })).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '新等级' }), '3');
    await expect(within(dialog).getByText('确认将等级从「普通会员」调整为「黄金会员」？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认调整' }));
    await expect(args.onChange).toHaveBeenCalledWith({ customer: sampleCustomers[1], levelId: 3 });
  },
};

/** Disabling asks first and says the customer is logged out. */
export const Disable: Story = {
  args: { customers: sampleCustomers, total: 4 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '停用 星河漫步' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveTextContent('会被立即退出登录');
    await userEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await expect(args.onChange).toHaveBeenCalledWith({ customer: sampleCustomers[0], status: 'disabled' });
  },
};

export const ChangeRefused: Story = {
  args: {
    customers: sampleCustomers,
    total: 4,
    onChange: fn(async () => Promise.reject(new globalThis.Error('客户不存在'))),
    saveError: '客户不存在',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '启用 夜航船' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '启用' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('客户不存在');
  },
};

export const Empty: Story = { args: { customers: [], total: 0 } };

/** The filter bar: labelled fields, 查询 asks with the trimmed keyword; no 重置 while nothing is filtered. */
export const Filter: Story = {
  args: { customers: sampleCustomers, total: 4 },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: '重置' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), ' 柠檬 ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '会员等级' }), '3');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '账号状态' }), 'disabled');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ keyword: '柠檬', levelId: '3', status: 'disabled' });
  },
};

/** Nothing matches; 重置 clears every filter. */
export const EmptySearch: Story = {
  args: { customers: [], total: 0, filters: { keyword: 'nobody', levelId: '2', status: 'active' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '关键词' })).toHaveValue('nobody');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(EMPTY_CUSTOMER_FILTERS);
  },
};

/** A phone: each customer a card (name, balance, status, registration), no sideways scrolling; level and status fold behind 展开. */
export const Phone: Story = {
  args: { customers: sampleCustomers, total: 4 },
  globals: PHONE,
  play: async (context) => {
    await playPhoneList(context);
    await playPhoneFilterBar(context);
  },
};
