import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ContactBindingPanel, type CodeSent, type ContactBindingPanelProps } from './ContactBindingPanel.tsx';
import type { BindingState } from './SocialBindingPanel.tsx';
import { useStoryServer } from './storyServer.ts';

const UNBOUND: BindingState = { bound: false, account: '', boundAt: null };
const MOBILE: BindingState = { bound: true, account: '138****8000', boundAt: '2025-11-02 14:06:51' };
const EMAIL: BindingState = { bound: true, account: 'z***n@example.com', boundAt: '2026-02-20 09:30:00' };

/**
 * The app's part: sending sets the server's cooldown, binding and unbinding take a moment;
 * `wrongCodeOnce` answers the first bind with the server's "wrong code".
 */
function Flow({
  cooldown = 60,
  wrongCodeOnce = false,
  ...props
}: Partial<ContactBindingPanelProps> & { cooldown?: number; wrongCodeOnce?: boolean }) {
  const kind = props.kind ?? 'mobile';
  const [binding, setBinding] = useState<BindingState>(props.binding ?? UNBOUND);
  const [codeSent, setCodeSent] = useState<CodeSent | null>(props.codeSent ?? null);
  const server = useStoryServer(wrongCodeOnce ? '验证码错误或已过期，请重新获取' : null, 200, props.error ?? null);
  const { error } = server;
  // A bind or unbind that went through uses up the code sent for it.
  const answer = (ok: () => void) =>
    server.answer(() => {
      setCodeSent(null);
      ok();
    });
  return (
    <ContactBindingPanel
      kind={kind}
      {...props}
      binding={binding}
      codeSent={codeSent}
      error={error}
      onSendCode={(value, purpose) => {
        props.onSendCode?.(value, purpose);
        const target = purpose === 'unbind' ? binding.account : kind === 'mobile' ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
        setCodeSent({ at: Date.now(), cooldown, target });
      }}
      onBind={(values) => {
        props.onBind?.(values);
        return answer(() =>
          setBinding({
            bound: true,
            account: kind === 'mobile' ? `${values.value.slice(0, 3)}****${values.value.slice(-4)}` : values.value,
            boundAt: '2026-05-01 10:00:00',
          }),
        );
      }}
      onUnbind={(values) => {
        props.onUnbind?.(values);
        return answer(() => setBinding(UNBOUND));
      }}
    />
  );
}

const meta = {
  title: 'States/Binding/Contact',
  component: Flow,
  args: { onSendCode: fn(), onBind: fn(), onUnbind: fn() },
  decorators: [(Story) => <div className="mx-auto max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MobileUnbound: Story = { args: { kind: 'mobile', binding: UNBOUND } };

export const MobileBound: Story = { args: { kind: 'mobile', binding: MOBILE } };

export const EmailUnbound: Story = { args: { kind: 'email', binding: UNBOUND } };

export const EmailBound: Story = { args: { kind: 'email', binding: EMAIL } };

/** The bind form, open (as on /inside/verified), a code just sent and counting down. */
export const BindFormCountingDown: Story = {
  args: { kind: 'mobile', binding: UNBOUND, defaultOpen: true, codeSent: { at: Date.now(), cooldown: 60, target: '139****0021' } },
};

/** Bind a mobile number: checks, send code, countdown from the server's cooldown, bind. */
export const MobileBindFlow: Story = {
  args: { kind: 'mobile', binding: UNBOUND, cooldown: 2 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    const mobile = canvas.getByLabelText(/手机号/, { selector: 'input' });
    const send = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(send);
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(mobile, '1234567');
    await userEvent.click(send);
    await expect(canvas.getByText('请输入正确的 11 位手机号')).toBeVisible();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '139-1234-0021');
    await expect(mobile).toHaveValue('13912340021');
    await userEvent.click(send);
    await expect(args.onSendCode).toHaveBeenCalledWith('13912340021', 'bind');
    // The server's cooldown (2 s here) counts down, then the code can be asked for again.
    await expect(canvas.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('验证码已发送至 139****0021');
    await waitFor(() => expect(canvas.getByRole('button', { name: '重新获取' })).toBeEnabled());
    const code = canvas.getByLabelText(/验证码/, { selector: 'input' });
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(canvas.getByText('验证码为 6 位数字')).toBeVisible();
    await userEvent.type(code, '3456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onBind).toHaveBeenCalledWith({ value: '13912340021', code: '123456' });
    await waitFor(() => expect(canvas.getByText('139****0021')).toBeVisible());
    await expect(canvas.getByText('已绑定')).toBeVisible();
  },
};

/** The server refuses the code: its message shows above the form and nothing typed is lost. */
export const WrongCodeKeepsInput: Story = {
  args: { kind: 'email', binding: UNBOUND, wrongCodeOnce: true, defaultOpen: true },
  play: async ({ args, canvas }) => {
    const email = canvas.getByLabelText(/邮箱地址/, { selector: 'input' });
    await userEvent.type(email, 'zhang@');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('邮箱地址格式不正确')).toBeVisible();
    await userEvent.type(email, 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('zhang@example.com', 'bind');
    const code = canvas.getByLabelText(/验证码/, { selector: 'input' });
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误或已过期，请重新获取');
    await expect(email).toHaveValue('zhang@example.com');
    await expect(code).toHaveValue('654321');
  },
};

/** Unbind: the code goes to the bound number; confirm with it. */
export const MobileUnbindFlow: Story = {
  args: { kind: 'mobile', binding: MOBILE, cooldown: 60 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '解绑' }));
    await expect(canvas.getByText('验证码将发送至已绑定的 138****8000。')).toBeVisible();
    await expect(canvas.queryByLabelText(/手机号/, { selector: 'input' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('138****8000', 'unbind');
    await expect(canvas.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/验证码/, { selector: 'input' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '确认解绑' }));
    await expect(args.onUnbind).toHaveBeenCalledWith({ code: '123456' });
    await waitFor(() => expect(canvas.getByText('未绑定')).toBeVisible());
  },
};

export const Loading: Story = {
  render: () => <ContactBindingPanel kind="mobile" loading onSendCode={fn()} onBind={fn()} onUnbind={fn()} />,
};
