import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { OpenApiPanel, type OpenApiPanelProps, type OpenApiState } from './OpenApiPanel.tsx';
import { useStoryServer } from './storyServer.ts';

const ON: OpenApiState = { enabled: true, status: true, appId: 'ak_20260501_7f3c9a', keyMasked: '************************9d41' };
const KEY = 'sk_live_4b8e1f0a7c2d6e9b3a5f8c1d0e7b9d41';
const NEW_KEY = 'sk_live_0c6a9e2f5b8d1a4c7e0f3b6d9a2c5e88';

/** The app's part: reveal and reset answer the key; `wrongPasswordOnce` refuses the first try. */
function Flow({ wrongPasswordOnce = false, ...props }: Partial<OpenApiPanelProps> & { wrongPasswordOnce?: boolean }) {
  const [state, setState] = useState<OpenApiState>(props.state ?? { enabled: false, status: false, appId: '', keyMasked: '' });
  const [key, setKey] = useState<string | null>(props.revealedKey ?? null);
  const { error, answer } = useStoryServer(wrongPasswordOnce ? '交易密码错误，还可以尝试 4 次' : null, 150);
  return (
    <OpenApiPanel
      {...props}
      state={state}
      revealedKey={key}
      error={error}
      onEnable={(password) => {
        props.onEnable?.(password);
        return answer(() => setState(ON));
      }}
      onStatusChange={(status) => {
        props.onStatusChange?.(status);
        setState((s) => ({ ...s, status }));
      }}
      onReveal={(password) => {
        props.onReveal?.(password);
        return answer(() => setKey(KEY));
      }}
      onRegenerate={(password) => {
        props.onRegenerate?.(password);
        return answer(() => {
          setKey(NEW_KEY);
          setState((s) => ({ ...s, keyMasked: `************************${NEW_KEY.slice(-4)}` }));
        });
      }}
      onHide={() => setKey(null)}
    />
  );
}

const meta = {
  title: 'States/Binding/OpenApi',
  component: Flow,
  args: { onEnable: fn(), onStatusChange: fn(), onReveal: fn(), onRegenerate: fn() },
  // The clipboard is stubbed: headless browsers may refuse it, and a test must not touch the real one.
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  decorators: [(Story) => <div className="mx-auto max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { state: ON } };

export const Paused: Story = { args: { state: { ...ON, status: false } } };

export const KeyRevealed: Story = { args: { state: ON, revealedKey: KEY } };

/** Enabling with the sale password check on asks for it first. */
export const EnableWithSalePassword: Story = {
  args: { salePasswordRequired: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开通 API' }));
    const dialog = await screen.findByRole('dialog', { name: '开通开放 API' });
    await userEvent.type(within(dialog).getByLabelText(/交易密码/), '123456{Enter}');
    await expect(args.onEnable).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(canvas.getByText('ak_20260501_7f3c9a')).toBeVisible());
    await expect(canvas.getByRole('switch', { name: '接口状态' })).toBeChecked();
  },
};

/** Reveal (no sale password check here), copy, hide again; pause with the switch. */
export const RevealCopyHide: Story = {
  args: { state: ON },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText(KEY)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '显示' }));
    await expect(args.onReveal).toHaveBeenCalledWith(undefined);
    await expect(await canvas.findByText(KEY)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制密钥' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(KEY);
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === '已复制')).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: '隐藏' }));
    await expect(canvas.queryByText(KEY)).toBeNull();
    await expect(canvas.queryByRole('button', { name: '复制密钥' })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: '接口状态' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByText('已停用')).toBeVisible();
  },
};

/** With the check on, revealing asks for the sale password; a wrong one is said in the dialog. */
export const RevealWithSalePassword: Story = {
  args: { state: ON, salePasswordRequired: true, wrongPasswordOnce: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示' }));
    const dialog = await screen.findByRole('dialog', { name: '查看 API 密钥' });
    const password = within(dialog).getByLabelText(/交易密码/);
    await userEvent.type(password, '111111{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('交易密码错误，还可以尝试 4 次');
    await userEvent.clear(password);
    await userEvent.type(password, '123456{Enter}');
    await expect(args.onReveal).toHaveBeenLastCalledWith('123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(KEY)).toBeVisible();
  },
};

/** Regenerating always asks (the old key stops working); the new key is shown once. */
export const RegenerateConfirm: Story = {
  args: { state: ON },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新生成' }));
    const dialog = await screen.findByRole('dialog', { name: '重新生成 API 密钥？' });
    await expect(dialog).toHaveAccessibleDescription('旧密钥会立即失效，正在使用它的程序需要换成新密钥。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onRegenerate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重新生成' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '重新生成' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(canvas.getByText(NEW_KEY)).toBeVisible());
  },
};

export const Loading: Story = {
  render: () => <OpenApiPanel loading onEnable={fn()} onStatusChange={fn()} onReveal={fn()} onRegenerate={fn()} />,
};

/** The regenerate question with the sale password check on. */
export const RegenerateDialogOpen: Story = {
  args: { state: ON, salePasswordRequired: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新生成' }));
    const dialog = await screen.findByRole('dialog', { name: '重新生成 API 密钥？' });
    await waitFor(() => expect(within(dialog).getByLabelText(/交易密码/)).toBeVisible());
  },
};
