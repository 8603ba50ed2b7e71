import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCustomers, sampleLevels } from '../shared/fixtures.ts';
import { EMPTY_CUSTOMER_FILTERS, VipCustomerView } from './VipCustomerView.tsx';
import { body, LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';
import { emptySearchStory, filterStory, phoneFilterListStory } from '#ui/testing/listStories.ts';

const meta = {
  title: 'Screens/Vip/Customers',
  component: VipCustomerView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_CUSTOMER_FILTERS,
    onFiltersChange: fn(),
    levels: sampleLevels,
    onChange: fn(async () => undefined),
  },
} satisfies Meta<typeof VipCustomerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

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
export const Filter: Story = filterStory(
  { customers: sampleCustomers, total: 4 },
  {
    keyword: { label: '关键词', text: ' 柠檬 ' },
    select: [
      { label: '会员等级', value: '3' },
      { label: '账号状态', value: 'disabled' },
    ],
  },
  { keyword: '柠檬', levelId: '3', status: 'disabled' },
);

/** Nothing matches; 重置 clears every filter. */
export const EmptySearch: Story = emptySearchStory(
  { customers: [], total: 0, filters: { keyword: 'nobody', levelId: '2', status: 'active' as const } },
  { role: 'textbox', label: '关键词', value: 'nobody' },
  EMPTY_CUSTOMER_FILTERS,
);

/** A phone: each customer a card (name, balance, status, registration), no sideways scrolling; level and status fold behind 展开. */
export const Phone: Story = phoneFilterListStory({ customers: sampleCustomers, total: 4 });
