import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SalePasswordPanel, type SalePasswordPanelProps, type SalePasswordState } from './SalePasswordPanel.tsx';
import { useStoryServer } from './storyServer.ts';

/** The app's part: requests take a moment; `serverError` answers the first one with a refusal. */
function Flow({ serverError, ...props }: Partial<SalePasswordPanelProps> & { serverError?: string }) {
  const [state, setState] = useState<SalePasswordState>(props.state ?? { set: false, enabled: false });
  const { error, answer } = useStoryServer(serverError, 150);
  return (
    <SalePasswordPanel
      {...props}
      state={state}
      error={error}
      onSet={(values) => {
        props.onSet?.(values);
        return answer(() => setState({ set: true, enabled: true }));
      }}
      onChange={(values) => {
        props.onChange?.(values);
        return answer(() => undefined);
      }}
      onStatusChange={(values) => {
        props.onStatusChange?.(values);
        return answer(() => setState((s) => ({ ...s, enabled: values.enabled })));
      }}
    />
  );
}

const meta = {
  title: 'States/Binding/SalePassword',
  component: Flow,
  args: { onSet: fn(), onChange: fn(), onStatusChange: fn() },
  decorators: [(Story) => <div className="mx-auto max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSet: Story = { args: { state: { set: false, enabled: false } } };

export const On: Story = { args: { state: { set: true, enabled: true } } };

export const Off: Story = { args: { state: { set: true, enabled: false } } };

/** Set it: 6 digits, not 111111 or 123456, typed twice, and the login password. */
export const SetPassword: Story = {
  args: { state: { set: false, enabled: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '设置交易密码' }));
    const password = canvas.getByLabelText(/^交易密码/, { selector: 'input' });
    const confirm = canvas.getByLabelText(/确认交易密码/, { selector: 'input' });
    const login = canvas.getByLabelText(/登录密码/, { selector: 'input' });
    await userEvent.click(canvas.getByRole('button', { name: '设置' }));
    await expect(canvas.getAllByText('请输入交易密码')).toHaveLength(2);
    await expect(canvas.getByText('请输入登录密码')).toBeVisible();
    await userEvent.type(password, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '设置' }));
    await expect(canvas.getByText('请不要使用 6 个相同数字或连续数字')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, '2580x13');
    await expect(password).toHaveValue('258013');
    await userEvent.type(confirm, '258014');
    await userEvent.type(login, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: '设置' }));
    await expect(canvas.getByText('两次输入的交易密码不一致')).toBeVisible();
    await expect(canvas.getByText('登录密码为 6–20 位')).toBeVisible();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '258013');
    await userEvent.type(login, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '设置' }));
    await expect(args.onSet).toHaveBeenCalledWith({ password: '258013', confirm: '258013', loginPassword: 'abc123456' });
    await waitFor(() => expect(canvas.getByText('已开启')).toBeVisible());
  },
};

/** Change it; a refusal from the server shows above the form and keeps what was typed. */
export const ChangePassword: Story = {
  args: { state: { set: true, enabled: true }, serverError: '原交易密码错误' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修改' }));
    const old = canvas.getByLabelText(/原交易密码/, { selector: 'input' });
    const next = canvas.getByLabelText(/^新交易密码/, { selector: 'input' });
    const again = canvas.getByLabelText(/确认新交易密码/, { selector: 'input' });
    await userEvent.type(old, '258013');
    await userEvent.type(next, '258013');
    await userEvent.type(again, '258013');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(canvas.getByText('新交易密码不能与原交易密码相同')).toBeVisible();
    await userEvent.clear(next);
    await userEvent.clear(again);
    await userEvent.type(next, '369024');
    await userEvent.type(again, '369024');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('原交易密码错误');
    await expect(old).toHaveValue('258013');
    await expect(next).toHaveValue('369024');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ oldPassword: '258013', password: '369024', confirm: '369024' });
    await waitFor(() => expect(canvas.queryByLabelText(/原交易密码/, { selector: 'input' })).toBeNull());
  },
};

/** The check's switch asks for the sale password before it changes. */
export const ToggleNeedsPassword: Story = {
  args: { state: { set: true, enabled: true } },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '交易密码验证' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: '关闭交易密码验证' });
    await expect(toggle).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认关闭' }));
    await expect(within(dialog).getByText('请输入交易密码')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/交易密码/), '123456{Enter}');
    await expect(args.onStatusChange).toHaveBeenCalledWith({ enabled: false, password: '123456' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('已关闭')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <SalePasswordPanel loading onSet={fn()} onChange={fn()} onStatusChange={fn()} />,
};

/** The set form after a first try: what each field needs. */
export const SetFormErrors: Story = {
  args: { state: { set: false, enabled: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '设置交易密码' }));
    await userEvent.type(canvas.getByLabelText(/^交易密码/, { selector: 'input' }), '111111');
    await userEvent.type(canvas.getByLabelText(/确认交易密码/, { selector: 'input' }), '111112');
    await userEvent.click(canvas.getByRole('button', { name: '设置' }));
    await expect(canvas.getByText('请不要使用 6 个相同数字或连续数字')).toBeVisible();
    await expect(canvas.getByText('两次输入的交易密码不一致')).toBeVisible();
    await expect(canvas.getByText('请输入登录密码')).toBeVisible();
  },
};
