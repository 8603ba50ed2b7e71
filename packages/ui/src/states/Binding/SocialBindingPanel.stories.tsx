import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SocialBindingPanel, type BindingQr, type BindingState, type SocialBindingPanelProps } from './SocialBindingPanel.tsx';
import { useStoryServer } from './storyServer.ts';

const BOUND: BindingState = { bound: true, account: '小鹿数码（wx_8f3a…c21）', boundAt: '2026-03-18 20:41:07' };
const UNBOUND: BindingState = { bound: false, account: '', boundAt: null };
const QR_URL =
  'https://open.weixin.qq.com/connect/qrconnect?appid=wx5d2f&state=b7c1e9&redirect_uri=https%3A%2F%2Fshop.example%2FmyWeixinNotify';

/** The panel with the app's part played by state: a QR that lasts `qrSeconds`, unbinding that takes a moment. */
function Flow({
  qrSeconds = 300,
  failUnbindOnce = false,
  ...props
}: Partial<SocialBindingPanelProps> & { qrSeconds?: number; failUnbindOnce?: boolean }) {
  const [binding, setBinding] = useState<BindingState>(props.binding ?? UNBOUND);
  const [qr, setQr] = useState<BindingQr | null>(props.qr ?? null);
  const { error, setError, answer } = useStoryServer(failUnbindOnce ? '交易密码错误，还可以尝试 4 次' : null, 200, props.error ?? null);
  const newQr = () => setQr({ content: `${QR_URL}&t=${Date.now()}`, expiresAt: Date.now() + qrSeconds * 1000 });
  return (
    <SocialBindingPanel
      provider="weixin"
      {...props}
      binding={binding}
      qr={qr}
      error={error}
      onBind={() => {
        props.onBind?.();
        setError(null);
        newQr();
      }}
      onRefresh={() => {
        props.onRefresh?.();
        newQr();
      }}
      onCancel={() => {
        props.onCancel?.();
        setQr(null);
      }}
      onUnbind={(password) => {
        props.onUnbind?.(password);
        return answer(() => setBinding(UNBOUND));
      }}
    />
  );
}

const meta = {
  title: 'States/Binding/Social',
  component: Flow,
  args: { onBind: fn(), onUnbind: fn(), onCancel: fn(), onRefresh: fn() },
  decorators: [(Story) => <div className="mx-auto max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WeixinBound: Story = { args: { binding: BOUND } };

export const WeixinUnbound: Story = {
  args: { binding: UNBOUND },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('未绑定')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(args.onBind).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: '微信绑定二维码' })).toBeVisible();
  },
};

/** Binding by QR: the code, what to do, the expiry countdown, new code and cancel. */
export const BindingByQr: Story = {
  args: { binding: UNBOUND, qr: { content: QR_URL, expiresAt: Date.now() + 299_000 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('打开微信，使用“扫一扫”扫描二维码')).toBeVisible();
    await expect(canvas.getByText(/二维码 0\d:\d\d 后失效/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消绑定' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('img', { name: '微信绑定二维码' })).toBeNull();
  },
};

/** The mock build adds a development-only link that opens the code's callback in this browser. */
export const BindingByQrInDevelopment: Story = {
  args: {
    provider: 'qq',
    binding: UNBOUND,
    qr: { content: QR_URL, expiresAt: Date.now() + 299_000, devLink: '/myQqNotify?code=mock-qq-123456&state=bs_abc' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '模拟扫码（仅开发环境，打开二维码中的链接）' })).toHaveAttribute(
      'href',
      '/myQqNotify?code=mock-qq-123456&state=bs_abc',
    );
  },
};

/** The countdown runs out: the code is covered and offers a new one. */
export const QrExpires: Story = {
  args: { binding: UNBOUND, qrSeconds: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(canvas.getByText('二维码 00:02 后失效')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('二维码 00:01 后失效')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('二维码已失效'));
    const refresh = canvas.getAllByRole('button', { name: '刷新二维码' })[0] as HTMLElement;
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(/二维码 00:0\d 后失效/)).toBeVisible();
  },
};

export const QrExpired: Story = {
  args: { binding: UNBOUND, qr: { content: QR_URL, expiresAt: Date.now() - 1000 } },
};

/** A failed binding: the server's message and a way to try again. */
export const BindFailed: Story = {
  args: { binding: UNBOUND, error: '该微信号已绑定其他账号，请先在原账号解绑。' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('微信绑定失败');
    await expect(alert).toHaveTextContent('该微信号已绑定其他账号，请先在原账号解绑。');
    await expect(canvas.getByRole('button', { name: '重新绑定' })).toBeVisible();
  },
};

/** Unbinding asks first; the dialog waits for the request and closes when it succeeds. */
export const UnbindConfirm: Story = {
  args: { binding: BOUND },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '解绑' }));
    const dialog = await screen.findByRole('dialog', { name: '解除微信绑定？' });
    await expect(within(dialog).queryByLabelText(/交易密码/)).toBeNull();
    // Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onUnbind).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '解绑' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '解除绑定' }));
    await expect(args.onUnbind).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('未绑定')).toBeVisible();
  },
};

/** With the sale password check on, unbinding asks for it; a wrong one keeps the dialog and the input. */
export const UnbindWithSalePassword: Story = {
  args: { binding: BOUND, salePasswordRequired: true, failUnbindOnce: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '解绑' }));
    const dialog = await screen.findByRole('dialog', { name: '解除微信绑定？' });
    const password = within(dialog).getByLabelText(/交易密码/);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: '解除绑定' }));
    await expect(within(dialog).getByText('请输入交易密码')).toBeInTheDocument();
    await userEvent.type(password, '12a34');
    await expect(password).toHaveValue('1234');
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText('交易密码为 6 位数字')).toBeInTheDocument();
    await userEvent.type(password, '56');
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnbind).toHaveBeenCalledWith('123456');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('交易密码错误，还可以尝试 4 次');
    await expect(password).toHaveValue('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: '解除绑定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('未绑定')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <SocialBindingPanel provider="weixin" loading onBind={fn()} onUnbind={fn()} />,
};

/** The four platforms as the account page lists them. */
export const AllPlatforms: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <SocialBindingPanel provider="weixin" binding={BOUND} onBind={fn()} onUnbind={fn()} />
      <SocialBindingPanel provider="qq" binding={UNBOUND} onBind={fn()} onUnbind={fn()} />
      <SocialBindingPanel provider="mp" binding={UNBOUND} onBind={fn()} onUnbind={fn()} />
      <SocialBindingPanel
        provider="wc"
        binding={{ bound: true, account: '卡密商城服务号', boundAt: '2026-01-05 09:12:44' }}
        onBind={fn()}
        onUnbind={fn()}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['微信', 'QQ', '微信小程序', '微信公众号']) await expect(canvas.getByRole('region', { name })).toBeVisible();
  },
};

/** The unbind question with the sale password, after a try with too few digits. */
export const UnbindDialogOpen: Story = {
  args: { binding: BOUND, salePasswordRequired: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '解绑' }));
    const dialog = await screen.findByRole('dialog', { name: '解除微信绑定？' });
    await userEvent.type(within(dialog).getByLabelText(/交易密码/), '12{Enter}');
    await expect(within(dialog).getByText('交易密码为 6 位数字')).toBeInTheDocument();
  },
};
