import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expiredVersions, sampleVersions } from '../shared/fixtures.ts';
import { VipVersionView } from './VipVersionView.tsx';
import { body, LOADING_STORY, FAILED_STORY, reloadFailedStory } from '#ui/testing/stories.ts';
import { PHONE } from '#ui/testing/phoneStory.ts';

const meta = {
  title: 'Screens/Vip/Versions',
  component: VipVersionView,
  args: {
    salePwdOn: true,
    onUpgrade: fn(async () => undefined),
    onRenew: fn(async () => undefined),
    onRetry: fn(),
    rechargeHref: '/pay/recharge',
  },
} satisfies Meta<typeof VipVersionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

/** One card per version with price and rights; mine marked; lower ones cannot be bought; each right said once. */
export const Filled: Story = {
  args: { data: sampleVersions },
  play: async ({ canvas }) => {
    // The server's "开设5个下级分站" is the right "可开设 5 个下级分站": shown once.
    await expect(canvas.queryByText('开设5个下级分站')).toBeNull();
    await expect(canvas.getByText('可开设 5 个下级分站')).toBeVisible();
    await expect(canvas.queryByText('供货权限')).toBeNull();
    await expect(canvas.getAllByText('自定义公告').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('version-days-left')).toHaveTextContent('剩余 200 天');
    await expect(canvas.getByRole('button', { name: '不支持降级' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '升级到旗舰版（补差价 ¥383.56）' })).toBeEnabled();
  },
};

/** Renewing: years, the total, the sale password (checked before sending). */
export const Renew: Story = {
  args: { data: sampleVersions },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '续费 专业版' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '续费年限' }), '2');
    await expect(within(dialog).getByText(/合计 ¥1,198.00/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '支付 ¥1,198.00' }));
    await expect(within(dialog).getByText('请输入6位数字交易密码')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/交易密码/), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: '支付 ¥1,198.00' }));
    await expect(args.onRenew).toHaveBeenCalledWith({ years: 2, salePwd: '654321' });
  },
};

export const RenewRefused: Story = {
  args: {
    data: sampleVersions,
    onRenew: fn(async () => Promise.reject(new globalThis.Error('交易密码错误'))),
    actionError: '交易密码错误',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '续费 专业版' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/交易密码/), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: /支付/ }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('交易密码错误');
    await expect(within(dialog).getByLabelText(/交易密码/)).toHaveValue('000000');
  },
};

export const Upgrade: Story = {
  args: { data: sampleVersions, salePwdOn: false },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '升级到旗舰版（补差价 ¥383.56）' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveTextContent('按剩余 200 天补差价');
    await userEvent.click(within(dialog).getByRole('button', { name: '支付 ¥383.56' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith({ versionId: 3 });
  },
};

/** After a renewal: the new expiry and days left (the answer's keyDay), what was paid. */
export const Renewed: Story = {
  args: {
    data: { ...sampleVersions, current: { ...sampleVersions.current, expiresAt: '2028-06-07 10:00:00', daysLeft: 565 }, balance: 4401 },
    result: { kind: 'renew', version: '专业版', expiresAt: '2028-06-07 10:00:00', paid: 599, balance: 4401, daysLeft: 565 },
    onDismissResult: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('version-result')).toHaveTextContent('分站剩余 565 天');
  },
};

/** An expired site: said at the top; upgrading waits for a renewal. */
export const Expired: Story = {
  args: { data: expiredVersions },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('分站已过期')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '升级到旗舰版' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '续费 专业版' })).toBeEnabled();
  },
};

export const Phone: Story = { args: { data: sampleVersions }, globals: PHONE };

/** A reload failed while the versions stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);
