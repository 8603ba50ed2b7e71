import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ContactBindingPanel } from './ContactBindingPanel.tsx';
import { OpenApiPanel } from './OpenApiPanel.tsx';
import { SalePasswordPanel } from './SalePasswordPanel.tsx';
import { SocialBindingPanel } from './SocialBindingPanel.tsx';

const meta = {
  title: 'States/Binding/Overview',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const none = { bound: false, account: '', boundAt: null };

/** Every panel as the account-security page (/inside/inter/myaccount) stacks them. */
export const AccountSecurity: Story = {
  render: () => (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 bg-canvas">
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold text-fg">账户与密码</h2>
        <SalePasswordPanel state={{ set: true, enabled: true }} onSet={fn()} onChange={fn()} onStatusChange={fn()} />
        <ContactBindingPanel
          kind="mobile"
          binding={{ bound: true, account: '138****8000', boundAt: '2025-11-02 14:06:51' }}
          onSendCode={fn()}
          onBind={fn()}
          onUnbind={fn()}
        />
        <ContactBindingPanel kind="email" binding={none} onSendCode={fn()} onBind={fn()} onUnbind={fn()} />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold text-fg">第三方账号</h2>
        <SocialBindingPanel
          provider="weixin"
          binding={{ bound: true, account: '小鹿数码', boundAt: '2026-03-18 20:41:07' }}
          onBind={fn()}
          onUnbind={fn()}
        />
        <SocialBindingPanel provider="qq" binding={none} onBind={fn()} onUnbind={fn()} />
        <SocialBindingPanel provider="mp" binding={none} onBind={fn()} onUnbind={fn()} />
        <SocialBindingPanel
          provider="wc"
          binding={{ bound: true, account: '卡密商城服务号', boundAt: '2026-01-05 09:12:44' }}
          onBind={fn()}
          onUnbind={fn()}
        />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold text-fg">开发者</h2>
        <OpenApiPanel
          state={{ enabled: true, status: true, appId: 'ak_20260501_7f3c9a', keyMasked: '************************9d41' }}
          salePasswordRequired
          onEnable={fn()}
          onStatusChange={fn()}
          onReveal={fn()}
          onRegenerate={fn()}
        />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(8);
  },
};
