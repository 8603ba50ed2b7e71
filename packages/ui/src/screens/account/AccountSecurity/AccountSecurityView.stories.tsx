import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleAccount } from '../shared/fixtures.ts';
import { AccountSecurityView, type AccountSecurityViewProps } from './AccountSecurityView.tsx';

type Account = typeof sampleAccount;

/** The view's props for an account, every event a spy. */
function propsFor(account: Account | null, extra: Partial<AccountSecurityViewProps> = {}): AccountSecurityViewProps {
  const social = (key: 'weixin' | 'qq' | 'mp' | 'wc') => ({
    binding: account?.bindings[key],
    salePasswordRequired: account?.salePwd.enabled,
    onBind: fn(),
    onUnbind: fn(),
    onCancel: fn(),
    onRefresh: fn(),
  });
  const contact = (key: 'mobile' | 'email') => ({ binding: account?.bindings[key], onSendCode: fn(), onBind: fn(), onUnbind: fn() });
  return {
    onRetry: fn(),
    profile: {
      profile: account ? { ...account, levelName: account.level.name } : null,
      onSave: fn(),
      onUploadAvatar: fn(() => Promise.resolve('/mock-uploads/1')),
    },
    loginName: { loginName: account?.loginName, changeable: account?.loginNameChangeable, onSubmit: fn() },
    loginPassword: { onSubmit: fn() },
    salePassword: { state: account?.salePwd, onSet: fn(), onChange: fn(), onStatusChange: fn() },
    social: { weixin: social('weixin'), qq: social('qq'), mp: social('mp'), wc: social('wc') },
    contact: { mobile: contact('mobile'), email: contact('email') },
    openApi: {
      state: account?.openApi,
      salePasswordRequired: account?.salePwd.enabled,
      onEnable: fn(),
      onStatusChange: fn(),
      onReveal: fn(),
      onRegenerate: fn(),
    },
    ...extra,
  };
}

const meta = {
  title: 'Screens/Account/AccountSecurity',
  component: AccountSecurityView,
} satisfies Meta<typeof AccountSecurityView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { ...propsFor(null), loading: true } };

export const Error: Story = {
  args: { ...propsFor(null), error: '网关超时' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A refresh failed while the account stays shown: said above it, with a retry. */
export const StaleError: Story = {
  args: { ...propsFor(sampleAccount), error: '网关超时' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网关超时');
    await expect(canvas.getByRole('button', { name: '编辑资料' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** demo: sale password on, Weixin, public account and mobile bound. */
export const Filled: Story = {
  args: propsFor(sampleAccount),
  play: async ({ canvas }) => {
    for (const name of ['手机号', '邮箱', '微信', 'QQ', '微信小程序', '微信公众号', '开放 API', '交易密码', '登录名', '登录密码'])
      await expect(canvas.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
  },
};

/** A new customer: nothing bound, no sale password, login name still changeable. */
export const NothingSet: Story = {
  args: propsFor({
    ...sampleAccount,
    salePwd: { set: false, enabled: false },
    bindings: Object.fromEntries(
      Object.keys(sampleAccount.bindings).map((k) => [k, { bound: false, account: '', boundAt: null }]),
    ) as unknown as Account['bindings'],
  }),
};

/** The open API on, the key masked; the login name already changed once. */
export const OpenApiOn: Story = {
  args: propsFor({
    ...sampleAccount,
    loginNameChangeable: false,
    openApi: { enabled: true, status: true, appId: 'app_8f3ac21d', keyMasked: '************************c9e1' },
  }),
};

/** Binding QQ by QR code. */
export const BindingByQr: Story = {
  args: (() => {
    const props = propsFor(sampleAccount);
    props.social.qq = {
      ...props.social.qq,
      qr: { content: 'http://localhost/myQqNotify?code=mock-qq-1&state=bs_1', expiresAt: Date.now() + 300_000 },
    };
    return props;
  })(),
};

export const EditProfile: Story = {
  args: propsFor(sampleAccount),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑资料' }));
    const nickname = canvas.getByRole('textbox', { name: /昵称/ });
    await userEvent.clear(nickname);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入昵称')).toBeInTheDocument();
    await userEvent.type(nickname, '新昵称');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.profile.onSave).toHaveBeenCalledWith({ nickname: '新昵称', qq: '80012345', avatar: '' });
  },
};

export const ChangeLoginName: Story = {
  args: propsFor(sampleAccount),
  play: async ({ args, canvas }) => {
    const change = canvas.getAllByRole('button', { name: '修改' })[0] as HTMLElement;
    await userEvent.click(change);
    await userEvent.type(canvas.getByRole('textbox', { name: /新登录名/ }), '9bad');
    await userEvent.type(canvas.getByLabelText(/^登录密码/, { selector: 'input' }), 'demo123456');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(canvas.getByText('登录名为4到20位字母、数字或下划线，以字母开头')).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('textbox', { name: /新登录名/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /新登录名/ }), 'cloud_walker');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(args.loginName.onSubmit).toHaveBeenCalledWith({ loginName: 'cloud_walker', loginPassword: 'demo123456' });
  },
};

export const ChangeLoginPassword: Story = {
  args: propsFor(sampleAccount, {
    loginPassword: { onSubmit: fn(() => Promise.reject(new globalThis.Error('原密码错误'))), error: '原密码错误' },
  }),
  play: async ({ args, canvas }) => {
    const change = canvas.getAllByRole('button', { name: '修改' })[1] as HTMLElement;
    await userEvent.click(change);
    await userEvent.type(canvas.getByLabelText(/^原密码/, { selector: 'input' }), 'wrong-one');
    await userEvent.type(canvas.getByLabelText(/^新密码/, { selector: 'input' }), 'newpass123');
    await userEvent.type(canvas.getByLabelText(/^确认新密码/, { selector: 'input' }), 'newpass12');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(canvas.getByText('两次输入的密码不一致')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^确认新密码/, { selector: 'input' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(args.loginPassword.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'wrong-one',
      newPassword: 'newpass123',
      confirm: 'newpass123',
    });
    // Refused: the form stays with what was typed and the server's message.
    await waitFor(() => expect(canvas.getByLabelText(/^原密码/, { selector: 'input' })).toHaveValue('wrong-one'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('原密码错误');
  },
};
