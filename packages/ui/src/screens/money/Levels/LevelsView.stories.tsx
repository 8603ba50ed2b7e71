import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleGrowth, sampleLevels, travelerGrowth, travelerLevels } from '../shared/fixtures.ts';
import { LevelsView } from './LevelsView.tsx';
import { reloadFailedStory } from '#ui/testing/stories.ts';
import { PHONE } from '#ui/testing/phoneStory.ts';

const meta = {
  title: 'Screens/Money/Levels',
  component: LevelsView,
  args: {
    current: { id: 3, name: '黄金会员' },
    levels: sampleLevels,
    balance: 1288.5,
    growth: sampleGrowth,
    salePwdRequired: true,
    onUpgrade: fn(),
    onDismissError: fn(),
    onRetry: fn(),
    links: { recharge: '/pay/recharge', fundLog: '/inside/accountmoney' },
  },
} satisfies Meta<typeof LevelsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { levels: undefined, current: undefined, loading: true } };

/** demo (黄金会员): one card per level; only a higher one can be bought, from the balance with the sale password. */
export const Filled: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByTestId('current-level')).toHaveTextContent('黄金会员');
    const gold = canvas.getByRole('listitem', { name: '黄金会员' });
    await expect(within(gold).getByRole('button', { name: '当前等级' })).toBeDisabled();
    await expect(within(canvas.getByRole('listitem', { name: '白银会员' })).getByRole('button', { name: '低于当前等级' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '立即升级 钻石会员' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('radio', { name: /余额支付/ })).toBeChecked();
    await expect(dialog).toHaveTextContent('支付后余额 ¥289.50');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认升级' }));
    await expect(within(dialog).getByText('交易密码为6位数字')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/交易密码/, { selector: 'input' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认升级' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith({ levelId: 4, pay: 'balance', salePwd: '123456' });
  },
};

/** Online: no password here, the pay page takes over. */
export const PayOnline: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即升级 钻石会员' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /在线支付/ }));
    await expect(within(dialog).queryByLabelText(/交易密码/, { selector: 'input' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '去支付' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith({ levelId: 4, pay: 'online', salePwd: '' });
  },
};

/** traveler (白银会员, ¥356.20, no sale password check): 钻石会员 only online. */
export const NotEnoughBalance: Story = {
  args: { current: { id: 2, name: '白银会员' }, levels: travelerLevels, balance: 356.2, growth: travelerGrowth, salePwdRequired: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即升级 钻石会员' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('radio', { name: /余额支付/ })).toBeDisabled();
    await expect(within(dialog).getByRole('radio', { name: /在线支付/ })).toBeChecked();
    await expect(within(dialog).getByRole('link', { name: '先充值再用余额升级' })).toHaveAttribute('href', '/pay/recharge');
  },
};

/** The server refused (the same level, bought meanwhile in another tab): its words in the dialog, the password kept. */
export const Refused: Story = {
  args: {
    onUpgrade: fn(async () => {
      throw new globalThis.Error('refused');
    }),
    upgradeError: '您已是该等级会员',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即升级 钻石会员' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const password = within(dialog).getByLabelText(/交易密码/, { selector: 'input' });
    await userEvent.type(password, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认升级' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('您已是该等级会员');
    await waitFor(() => expect(password).toHaveValue('123456'));
  },
};

export const Done: Story = {
  args: {
    current: { id: 4, name: '钻石会员' },
    levels: sampleLevels.map((l) => ({ ...l, standing: l.id === 4 ? 'current' : 'lower' })),
    balance: 289.5,
    growth: { next: null, ratio: 1, missing: 0 },
    done: { level: { id: 4, name: '钻石会员' }, balance: 289.5 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已升级为 钻石会员');
    await expect(canvas.getByText('您已是最高等级，享受全部会员权益。')).toBeInTheDocument();
  },
};

/** newbie (¥0): the growth bar says what is missing, with the way to top up. */
export const Growth: Story = {
  args: {
    current: { id: 1, name: '普通会员' },
    levels: sampleLevels.map((l) => ({ ...l, standing: l.id === 1 ? 'current' : 'higher', balanceAfter: l.id === 1 ? 0 : null })),
    balance: 0,
    growth: { next: { id: 2, name: '白银会员', upgradePrice: 99 }, ratio: 0, missing: 99 },
    salePwdRequired: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('距 白银会员 还差 ¥99.00')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: '升级到 白银会员 的进度' })).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Error: Story = {
  args: { levels: undefined, current: undefined, error: '网关超时' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: PHONE };

/** A reload failed while the levels stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);
