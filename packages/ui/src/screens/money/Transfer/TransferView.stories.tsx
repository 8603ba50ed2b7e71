import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samplePayee, sampleTransfers, storyFormLinks, storyReadAmount, storyRecords } from '../shared/fixtures.ts';
import { TransferView } from './TransferView.tsx';
import { reloadFailedStory } from '#ui/testing/stories.ts';
import { PHONE } from '#ui/testing/phoneStory.ts';

const records = storyRecords(sampleTransfers);

const meta = {
  title: 'Screens/Money/Transfer',
  component: TransferView,
  args: {
    account: { balance: 1288.5, salePwdSet: true },
    readAmount: storyReadAmount,
    onLookup: fn(async () => samplePayee),
    onSubmit: fn(),
    onAnother: fn(),
    onRetry: fn(),
    records,
    recordDirection: '',
    onRecordDirectionChange: fn(),
    links: storyFormLinks,
  },
} satisfies Meta<typeof TransferView>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], to: string, amount: string) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /收款账号/ }), to);
  await userEvent.type(canvas.getByRole('textbox', { name: /转账金额/ }), amount);
};

export const Loading: Story = { args: { account: undefined, loading: true } };

/** The payee is shown (masked) before the sale password is asked; changing who or how much asks again. */
export const ConfirmBeforePassword: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByLabelText(/交易密码/, { selector: 'input' })).toBeNull();
    await fill(canvas, 'traveler', '88.8');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(args.onLookup).toHaveBeenCalledWith('traveler');
    await waitFor(() => expect(canvas.getByTestId('payee')).toHaveTextContent('旅** （tr***er）'));
    await expect(canvas.getByTestId('payee')).toHaveTextContent('登录名 traveler');
    await expect(canvas.getByTestId('payee')).toHaveTextContent('¥88.80');
    const password = canvas.getByLabelText(/交易密码/, { selector: 'input' });
    await userEvent.type(password, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '确认转账 ¥88.80' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ to: 'traveler', amount: 88.8, remark: '', salePwd: '123456' });
    // Another amount: the payee must be confirmed again before any password.
    await userEvent.type(canvas.getByRole('textbox', { name: /转账金额/ }), '0');
    await expect(canvas.queryByTestId('payee')).toBeNull();
    await expect(canvas.queryByLabelText(/交易密码/, { selector: 'input' })).toBeNull();
  },
};

/** The form checks what it can before asking anyone: the payee, the amount, the balance. */
export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.getByText('请输入收款账号')).toBeInTheDocument();
    await fill(canvas, 'traveler', '2000');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.getByText('余额不足，当前余额 ¥1,288.50')).toBeInTheDocument();
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

/** An unknown payee: the server's words; what was typed stays. */
export const UnknownPayee: Story = {
  args: {
    onLookup: fn(async () => {
      throw new globalThis.Error('refused');
    }),
    lookupError: '收款账号不存在，请核对登录名、手机号或邮箱',
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ghost', '10');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('收款账号不存在');
    await expect(canvas.getByRole('textbox', { name: /收款账号/ })).toHaveValue('ghost');
    await expect(canvas.queryByTestId('payee')).toBeNull();
  },
};

/** The look-up got no answer (not a refusal): the alert has a retry, which looks up what is typed again. */
export const LookupFailed: Story = {
  args: {
    onLookup: fn(async () => {
      throw new globalThis.Error('network');
    }),
    lookupError: '网络连接失败，请检查网络后重试',
    lookupRetry: true,
  },
  play: async ({ args, canvas }) => {
    await fill(canvas, 'traveler', '10');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).not.toHaveTextContent('找不到收款人');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onLookup).toHaveBeenCalledTimes(2);
    await expect(args.onLookup).toHaveBeenLastCalledWith('traveler');
    await expect(canvas.getByRole('textbox', { name: /收款账号/ })).toHaveValue('traveler');
  },
};

/** The transfer was refused (a wrong sale password): the payee, the amount and the password stay. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new globalThis.Error('refused');
    }),
    submitError: '交易密码错误',
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'traveler', '10');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    const password = await canvas.findByLabelText(/交易密码/, { selector: 'input' });
    await userEvent.type(password, '000000');
    await userEvent.click(canvas.getByRole('button', { name: '确认转账 ¥10.00' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('交易密码错误');
    await expect(password).toHaveValue('000000');
    await expect(canvas.getByTestId('payee')).toBeInTheDocument();
  },
};

/** traveler has no sale password: the payee can be checked, the transfer needs one first. */
export const NoSalePassword: Story = {
  args: { account: { balance: 356.2, salePwdSet: false } },
  play: async ({ canvas }) => {
    await fill(canvas, 'demo', '10');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('link', { name: '去设置交易密码' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '确认转账 ¥10.00' })).toBeDisabled();
  },
};

export const Done: Story = {
  args: { done: { transfer: { ...sampleTransfers[0]!, id: 5 }, balance: 1199.7, payee: samplePayee } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已向 旅** 转账 ¥88.80');
    await expect(canvas.getByTestId('transfer-balance-after')).toHaveTextContent('¥1,199.70');
    await userEvent.click(canvas.getByRole('button', { name: '再转一笔' }));
    await expect(args.onAnother).toHaveBeenCalled();
  },
};

export const Error: Story = { args: { account: undefined, error: '服务器内部错误' } };

export const NoRecords: Story = { args: { records: { ...records, items: [], total: 0 } } };

export const Phone: Story = { globals: PHONE };

/** The same transfer went through just now (another tab): asked first; the transfer button waits. */
export const Repeat: Story = {
  args: { repeat: { minutes: 0 }, onConfirmRepeat: fn(), onCancelRepeat: fn() },
  play: async ({ args, canvas }) => {
    await fill(canvas, 'traveler', '88.8');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('刚刚已向 旅** 转账 ¥88.80');
    await expect(canvas.getByRole('button', { name: '确认转账 ¥88.80' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '不用了' }));
    await expect(args.onCancelRepeat).toHaveBeenCalled();
  },
};

/** A reload failed while the balance stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(undefined);
