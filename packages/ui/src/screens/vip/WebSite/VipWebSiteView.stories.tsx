import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bareSite, sampleSite, unboundSite } from './fixtures.ts';
import { VipWebSiteView } from './VipWebSiteView.tsx';
import { body, LOADING_STORY, reloadFailedStory } from '#ui/testing/stories.ts';
import { FAILED_RETRY_STORY } from '#ui/testing/listStories.ts';

const meta = {
  title: 'Screens/Vip/WebSite',
  component: VipWebSiteView,
  args: {
    onSave: fn(async () => undefined),
    onUploadLogo: fn(async () => '/mock-assets/logo/1.svg'),
    onBindSubDomain: fn(async () => undefined),
    onUnbindSubDomain: fn(async () => undefined),
    onBindDomain: fn(async () => undefined),
    onCheckDomain: fn(async () => undefined),
    onUnbindDomain: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof VipWebSiteView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_RETRY_STORY;

/** Both domains bound and resolved: the sub-domain is locked, the CNAME target shown. */
export const Filled: Story = {
  args: { site: sampleSite },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /站点名称/ })).toHaveValue('小鹿数码商城');
    await expect(canvas.getByTestId('sub-domain')).toHaveTextContent('xiaolu.yunka.example.com');
    await expect(canvas.queryByRole('textbox', { name: /二级域名前缀/ })).toBeNull();
    await expect(canvas.getByText('解析已生效')).toBeInTheDocument();
  },
};

/**
 * The storefront's addresses, each opening the site; the notice's Markdown previewed as it is
 * typed, through the sanitiser.
 */
export const AddressesAndNoticePreview: Story = {
  args: {
    site: sampleSite,
    links: { path: '/s/xiaolu', subDomain: 'http://xiaolu.localhost:5173/', domain: 'https://shop.xiaolu.example.cn/' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '访问 /s/xiaolu（在新窗口打开）' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /http:\/\/xiaolu\.localhost:5173\// })).toHaveAttribute(
      'href',
      'http://xiaolu.localhost:5173/',
    );
    const notice = canvas.getByRole('textbox', { name: /站点公告/ });
    await userEvent.clear(notice);
    await userEvent.type(notice, '**满100减5** <img src=x onerror=alert(1)>');
    const preview = canvas.getByRole('region', { name: '公告预览' });
    await expect(await within(preview).findByText('满100减5')).toHaveProperty('tagName', 'STRONG');
    await expect(preview.innerHTML).not.toMatch(/onerror/);
    await userEvent.clear(notice);
    await expect(await within(preview).findByText('公告为空时分站首页不显示公告')).toBeVisible();
  },
};

/** Saving sends every field as typed, the switch included. */
export const Save: Story = {
  args: { site: sampleSite },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: /站点名称/ });
    await userEvent.clear(name);
    await userEvent.type(name, '小鹿数码');
    await userEvent.click(canvas.getByRole('switch', { name: /显示主站商品/ }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: '小鹿数码', showMainGoods: false, serviceQq: '80012345' }),
    );
  },
};

/** An empty name is refused before sending. */
export const Invalid: Story = {
  args: { site: sampleSite },
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: /站点名称/ }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入站点名称')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refused save keeps what was typed and says why. */
export const SaveRefused: Story = {
  args: {
    site: sampleSite,
    onSave: fn(async () => Promise.reject(new globalThis.Error('客服QQ为5到12位数字'))),
    saveError: '客服QQ为5到12位数字',
  },
  play: async ({ canvas }) => {
    const qq = canvas.getByRole('textbox', { name: /客服QQ/ });
    await userEvent.clear(qq);
    await userEvent.type(qq, '12');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('客服QQ为5到12位数字');
    await expect(qq).toHaveValue('12');
  },
};

/** The logo is uploaded first; the form then shows and sends its URL. */
export const UploadLogo: Story = {
  args: { site: sampleSite },
  play: async ({ args, canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new globalThis.Error('no file input');
    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await expect(args.onUploadLogo).toHaveBeenCalled();
    await expect(canvas.getByTestId('site-logo')).toHaveAttribute('src', '/mock-assets/logo/1.svg');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ logo: '/mock-assets/logo/1.svg' }));
  },
};

/** Unbinding the sub-domain asks first. */
export const UnbindSubDomain: Story = {
  args: { site: sampleSite },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: '解绑' })[0]!);
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveTextContent('xiaolu.yunka.example.com');
    await expect(args.onUnbindSubDomain).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '解绑' }));
    await expect(args.onUnbindSubDomain).toHaveBeenCalled();
  },
};

/** No sub-domain: a label to bind; a taken one is refused with the server's words. */
export const BindSubDomainRefused: Story = {
  args: {
    site: unboundSite,
    onBindSubDomain: fn(async () => Promise.reject(new globalThis.Error('该二级域名已被其他站点使用，请换一个'))),
    subDomainError: '该二级域名已被其他站点使用，请换一个',
  },
  play: async ({ args, canvas }) => {
    const label = canvas.getByRole('textbox', { name: /二级域名前缀/ });
    await userEvent.type(label, 'Demo');
    await userEvent.click(canvas.getAllByRole('button', { name: '绑定' })[0]!);
    await expect(args.onBindSubDomain).toHaveBeenCalledWith('demo');
    await expect(await canvas.findByText('该二级域名已被其他站点使用，请换一个')).toBeInTheDocument();
    await expect(label).toHaveValue('Demo');
  },
};

/** The own domain waits for its CNAME record: the check's answer says what to set. */
export const CnameCheckFailed: Story = {
  args: {
    site: unboundSite,
    domainCheck: {
      verified: false,
      message: 'CNAME 记录未生效：请在域名解析中将 nodns.xiaolu.example.cn 的 CNAME 记录指向 site-1.cname.yunka.example.com',
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('等待解析')).toBeInTheDocument();
    await expect(canvas.getByText('检测未通过')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '检测解析' }));
    await expect(args.onCheckDomain).toHaveBeenCalled();
  },
};

export const CnameCheckPassed: Story = {
  args: { site: sampleSite, domainCheck: { verified: true, message: '域名解析检测通过' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('检测通过')).toBeInTheDocument();
  },
};

/** Nothing bound: both forms; binding an own domain sends it in lower case. */
export const NoDomains: Story = {
  args: { site: bareSite },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^独立域名/ }), 'Shop.Example.com');
    await userEvent.click(canvas.getAllByRole('button', { name: '绑定' })[1]!);
    await expect(args.onBindDomain).toHaveBeenCalledWith('shop.example.com');
  },
};

/** R6.2: a plan without an own domain (基础版): no binding form, where to upgrade instead. */
export const OwnDomainNotInPlan: Story = {
  args: {
    site: { ...bareSite, version: { id: 1, name: '基础版' } },
    ownDomain: false,
    versionsHref: '/vip/vipVersionMoney',
    onNavigate: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /^独立域名/ })).toBeNull();
    await expect(canvas.getByText('当前版本（基础版）不支持绑定独立域名，升级到专业版或以上即可使用。')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '查看分站版本与升级' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/vip/vipVersionMoney');
  },
};

/** The plan not read yet: the own-domain card waits (no form that might not be allowed, no hint that might be wrong). */
export const PlanNotKnownYet: Story = {
  args: { site: bareSite, ownDomain: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /^独立域名/ })).toBeNull();
    await expect(canvas.queryByText(/不支持绑定独立域名/)).toBeNull();
  },
};

/** A reload failed while the settings stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);
