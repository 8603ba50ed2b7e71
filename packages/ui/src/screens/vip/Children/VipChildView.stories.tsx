import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleChildren, sampleVersions } from '../shared/fixtures.ts';
import { EMPTY_CHILD_FILTERS, VipChildView } from './VipChildView.tsx';
import { body, LOADING_STORY, FAILED_STORY, pagedArgs } from '#ui/testing/stories.ts';
import { emptySearchStory, filterStory, phoneFilterListStory } from '#ui/testing/listStories.ts';

const meta = {
  title: 'Screens/Vip/Children',
  component: VipChildView,
  args: {
    ...pagedArgs(),
    filters: EMPTY_CHILD_FILTERS,
    onFiltersChange: fn(),
    limit: 5,
    maxCommission: 5,
    versions: sampleVersions.list.filter((v) => v.sort <= 2),
    balance: 5000,
    salePwdOn: true,
    renewHref: '/vip/vipVersionMoney',
    onCreate: fn(async () => undefined),
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof VipChildView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

/** Owner, version, expiry (the expired one marked), commission, status; the quota. */
export const Filled: Story = {
  args: { children: sampleChildren, total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('child-quota')).toHaveTextContent('已开设 3 / 5 个');
    const expiredRow = canvas.getByText('卡宝自助商城').closest('tr')!;
    await expect(expiredRow.querySelector('[data-expired]')).toHaveTextContent('已过期');
  },
};

/** Opening one: validated on the client, the fee follows version and years, the sale password is asked. */
export const Create: Story = {
  args: { children: sampleChildren, total: 3 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开设下级分站' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /支付/ }));
    await expect(within(dialog).getByText('请输入站长账号')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /站长账号/ }), 'lemon_nm');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /站点名称/ }), '柠檬小店');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /站点路径/ }), 'lemon');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /开通年限/ }), '2');
    await expect(within(dialog).getByText(/费用 ¥398.00/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/交易密码/), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: '支付 ¥398.00 并开设' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      ownerLoginName: 'lemon_nm',
      name: '柠檬小店',
      path: 'lemon',
      versionId: 1,
      years: 2,
      commissionRate: 5,
      salePwd: '654321',
    });
  },
};

export const CreateRefused: Story = {
  args: {
    children: sampleChildren,
    total: 3,
    salePwdOn: false,
    onCreate: fn(async () => Promise.reject(new globalThis.Error('账号 demo 不是本站客户，请让对方先在本站注册'))),
    createError: '账号 demo 不是本站客户，请让对方先在本站注册',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开设下级分站' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /站长账号/ }), 'demo');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /站点名称/ }), '演示店');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /站点路径/ }), 'demoshop');
    await userEvent.click(within(dialog).getByRole('button', { name: /支付/ }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('不是本站客户');
    await expect(within(dialog).getByRole('textbox', { name: /站点路径/ })).toHaveValue('demoshop');
  },
};

/** Commission and on/off of a child; at most the version's commission. */
export const Edit: Story = {
  args: { children: sampleChildren, total: 3 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑下级分站 萌萌小铺' }));
    const dialog = body(canvasElement).getByRole('dialog');
    const commission = within(dialog).getByRole('textbox', { name: /分成比例/ });
    await userEvent.clear(commission);
    await userEvent.type(commission, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('分成比例不能超过5%')).toBeInTheDocument();
    await userEvent.clear(commission);
    await userEvent.type(commission, '3');
    await userEvent.click(within(dialog).getByRole('switch', { name: '启用分站' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: 2, status: 'disabled', commissionRate: 3 });
  },
};

/** All five opened: no more until an upgrade. */
export const Full: Story = {
  args: { children: sampleChildren, total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '开设下级分站' })).toBeDisabled();
  },
};

/** The basic version opens none. */
export const NotAllowed: Story = { args: { children: [], total: 0, limit: 0, maxCommission: 0 } };

export const MySiteExpired: Story = { args: { children: sampleChildren, total: 3, siteExpired: true } };

export const Empty: Story = { args: { children: [], total: 0 } };

/** The filter bar: 查询 asks with the trimmed keyword and the status; no 重置 while nothing is filtered. */
export const Filter: Story = filterStory(
  { children: sampleChildren, total: 3 },
  { keyword: { label: '关键词', text: ' 卡宝 ' }, select: [{ label: '分站状态', value: 'expired' }] },
  { keyword: '卡宝', status: 'expired' },
);

/** Nothing matches; 重置 clears the filters. */
export const EmptySearch: Story = emptySearchStory(
  { children: [], total: 0, filters: { keyword: '不存在', status: 'disabled' as const } },
  { role: 'combobox', label: '分站状态', value: 'disabled' },
  EMPTY_CHILD_FILTERS,
);

/** A phone: each sub-site a card (name, turnover, status, expiry), no sideways scrolling; the status folds behind 展开. */
export const Phone: Story = phoneFilterListStory({ children: sampleChildren, total: 3 });
