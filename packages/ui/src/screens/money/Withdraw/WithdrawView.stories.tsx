import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleWithdrawConfig, sampleWithdrawals, storyFormLinks, storyQuote, storyRecords } from '../shared/fixtures.ts';
import { WithdrawView } from './WithdrawView.tsx';
import { reloadFailedStory } from '#ui/testing/stories.ts';
import { PHONE } from '#ui/testing/phoneStory.ts';

const records = storyRecords(sampleWithdrawals);

const meta = {
  title: 'Screens/Money/Withdraw',
  component: WithdrawView,
  args: {
    config: sampleWithdrawConfig,
    quote: storyQuote,
    allAmount: '1288.50',
    onSubmit: fn(),
    onAnother: fn(),
    onRetry: fn(),
    records,
    recordStatus: '',
    onRecordStatusChange: fn(),
    links: storyFormLinks,
  },
} satisfies Meta<typeof WithdrawView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { config: undefined, loading: true, records: { ...records, items: undefined, loading: true } } };

/** "All" fills the available balance; the summary shows the fee and what arrives; the form checks before sending. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('withdraw-available')).toHaveTextContent('¥1,288.50');
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    await expect(canvas.getByRole('textbox', { name: /提现金额/ })).toHaveValue('1288.50');
    await expect(canvas.getByTestId('withdraw-quote')).toHaveTextContent('手续费 ¥6.44');
    await expect(canvas.getByTestId('withdraw-quote')).toHaveTextContent('实际到账 ¥1,282.06');
    // Below the minimum: said at once, nothing sent.
    await userEvent.clear(canvas.getByRole('textbox', { name: /提现金额/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /提现金额/ }), '5');
    await userEvent.click(canvas.getByRole('button', { name: '申请提现' }));
    await expect(canvas.getByText('单笔提现不得少于 ¥10.00')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /提现金额/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /提现金额/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /提现金额/ }), '300');
    await expect(canvas.getByTestId('withdraw-quote')).toHaveTextContent('实际到账 ¥298.50');
    await userEvent.type(canvas.getByRole('textbox', { name: /支付宝账号/ }), 'abc');
    await userEvent.type(canvas.getByRole('textbox', { name: /收款人姓名/ }), '张三');
    await userEvent.type(canvas.getByLabelText(/交易密码/, { selector: 'input' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '申请提现' }));
    await expect(canvas.getByText('请输入正确的支付宝账号（手机号或邮箱）')).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('textbox', { name: /支付宝账号/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /支付宝账号/ }), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '申请提现' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      amount: 300,
      channel: 'alipay',
      account: '13800138000',
      accountName: '张三',
      salePwd: '123456',
    });
  },
};

/** A bank card: its own account check; manual review is said. */
export const BankCard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /银行卡/ }));
    await expect(canvas.getByRole('textbox', { name: /银行卡号/ })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /提现金额/ }), '50');
    await expect(canvas.getByTestId('withdraw-quote')).toHaveTextContent('人工审核');
  },
};

/** The server refused (a wrong sale password): its words, and everything typed stays. */
export const Refused: Story = {
  args: { submitError: '交易密码错误' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('交易密码错误');
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** traveler: no sale password yet, the way to set one. */
export const NoSalePassword: Story = {
  args: { config: { ...sampleWithdrawConfig, salePwdSet: false, available: 356.2, inProgress: 0, frozen: 0, feeRate: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去设置交易密码' })).toHaveAttribute('href', '/inside/inter/myaccount');
    await expect(canvas.getByRole('button', { name: '申请提现' })).toBeDisabled();
  },
};

export const Done: Story = {
  args: { done: { ...sampleWithdrawals[0]!, id: 4, amount: 300, fee: 1.5, actual: 298.5, createdAt: '2026-11-20 10:02:00' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('提现申请已提交');
    await expect(canvas.getByTestId('withdraw-actual')).toHaveTextContent('¥298.50');
    await userEvent.click(canvas.getByRole('button', { name: '再提一笔' }));
    await expect(args.onAnother).toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { config: undefined, error: '网关超时' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /重试/ })[0]!);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoRecords: Story = { args: { records: { ...records, items: [], total: 0 } } };

export const RecordsError: Story = { args: { records: { ...records, items: undefined, error: '网络连接失败', onRetry: fn() } } };

export const Phone: Story = { globals: PHONE };

/** The same withdrawal went through minutes ago (another tab): asked before it moves money again. */
export const Repeat: Story = {
  args: { repeat: { minutes: 2 }, onConfirmRepeat: fn(), onCancelRepeat: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('2 分钟前已提交过一笔相同的提现');
    await expect(canvas.queryByRole('button', { name: '申请提现' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '确认再次提交' }));
    await expect(args.onConfirmRepeat).toHaveBeenCalled();
  },
};

/** A reload failed while the balance and fee stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(undefined);
