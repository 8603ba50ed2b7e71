import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { FormField } from '../FormField/FormField.tsx';
import { Input } from '../Input/Input.tsx';
import { PasswordInput } from '../PasswordInput/PasswordInput.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Dialogs/Dialog',
  component: Dialog,
  args: { title: '修改登录密码', description: '修改后需要重新登录。', trigger: <Button>修改密码</Button> },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function PasswordForm({ onDone }: { onDone?: () => void }) {
  return (
    <form
      id="pwd-form"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onDone?.();
      }}
    >
      <FormField label="当前密码" required>
        <PasswordInput />
      </FormField>
      <FormField label="新密码" hint="8–20 位，包含字母和数字" required>
        <PasswordInput autoComplete="new-password" />
      </FormField>
    </form>
  );
}

export const FocusTrapAndEscape: Story = {
  render: (args) => (
    <Dialog
      {...args}
      footer={
        <>
          <Button variant="secondary">取消</Button>
          <Button type="submit" form="pwd-form">
            保存
          </Button>
        </>
      }
    >
      <PasswordForm />
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '修改密码' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '修改登录密码' });
    await expect(dialog).toHaveAccessibleDescription('修改后需要重新登录。');
    // Focus starts inside, on the first field, and Tab never leaves the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByLabelText(/当前密码/)).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Escape closes it and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  args: { children: <p>关闭按钮在右上角，Tab 顺序在最后。</p> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    title: '绑定手机号',
    description: undefined,
    children: (
      <div className="flex flex-col gap-4">
        <FormField label="手机号" required>
          <Input inputMode="tel" placeholder="请输入手机号" />
        </FormField>
        <FormField label="验证码" required>
          <div className="flex gap-2">
            <Input inputMode="numeric" placeholder="6 位验证码" wrapperClassName="flex-1" />
            <Button variant="secondary">获取验证码</Button>
          </div>
        </FormField>
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">取消</Button>
        <Button>绑定</Button>
      </>
    ),
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Dialog key={size} size={size} title={`尺寸 ${size}`} trigger={<Button variant="secondary">{size}</Button>}>
          <p className="text-fg-muted">对话框宽度 {size}；在手机上总是占满屏宽（留 12 px 边距）。</p>
        </Dialog>
      ))}
    </div>
  ),
};

/** Long content scrolls inside the dialog; title and footer stay put. */
export const LongContent: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    title: '用户服务协议',
    description: undefined,
    children: (
      <div className="flex flex-col gap-3 text-fg-muted">
        {Array.from({ length: 24 }, (_, i) => (
          <p key={i}>第 {i + 1} 条：用户在本平台购买的虚拟商品（卡密、充值等）一经发货，除商品本身存在问题外，不支持无理由退款。</p>
        ))}
      </div>
    ),
    footer: <Button>我已阅读并同意</Button>,
  },
};

/** Must be answered: no ×, Escape and the mask do nothing (the logout notice works like this). */
export const NotDismissible: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Button onClick={() => setOpen(true)}>再次打开</Button>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          dismissible={false}
          className="out-dialog"
          title="账号退出提示"
          description="您的登录已过期，请重新登录"
          footer={<Button onClick={() => setOpen(false)}>重新登录</Button>}
        />
      </>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '账号退出提示' });
    await expect(dialog).toHaveClass('out-dialog');
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A panel along the right edge (the settings of development builds): full height, the page beside it visible. */
export const AlongTheEdge: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    placement: 'end',
    title: '布局设置',
    description: '修改立即生效',
    children: <p className="text-fg-muted">面板贴着右边缘，占满高度；焦点留在面板内，Esc 关闭。</p>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '布局设置' });
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeGreaterThanOrEqual(document.documentElement.clientWidth - 1);
    await expect(box.height).toBeGreaterThanOrEqual(window.innerHeight - 1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
