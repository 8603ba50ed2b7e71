import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { brokeVersions, sampleVersions } from '../shared/fixtures.ts';
import { CreateVipView } from './CreateVipView.tsx';
import { reloadFailedStory } from '#ui/testing/stories.ts';
import { PHONE } from '#ui/testing/phoneStory.ts';

const meta = {
  title: 'Screens/Money/CreateVip',
  component: CreateVipView,
  args: {
    versions: sampleVersions,
    balance: 1288.5,
    site: null,
    salePwdRequired: true,
    siteBase: 'https://yunka.example.com/s/',
    onCheckPath: fn(async (path: string) =>
      path === 'xiaolu' ? { available: false, reason: '该站点路径已被占用' } : { available: true, reason: '' },
    ),
    onSubmit: fn(),
    onRetry: fn(),
    links: { recharge: '/pay/recharge', vipHome: '/vip/desktop', fundLog: '/inside/accountmoney' },
  },
} satisfies Meta<typeof CreateVipView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { versions: undefined, balance: undefined, loading: true } };

/** demo (黄金会员 pays 80 %): a version, a name, a path checked with the server, the sale password. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /专业版/ }));
    await expect(canvas.getByTestId('vip-summary')).toHaveTextContent('¥479.20');
    await expect(canvas.getByTestId('vip-summary')).toHaveTextContent('支付后 ¥809.30');
    await userEvent.type(canvas.getByRole('textbox', { name: /分站名称/ }), '云端小店');
    const path = canvas.getByRole('textbox', { name: /分站地址/ });
    await userEvent.type(path, 'XiaoLu');
    await expect(path).toHaveValue('xiaolu');
    await userEvent.tab();
    await expect(args.onCheckPath).toHaveBeenCalledWith('xiaolu');
    await waitFor(() => expect(canvas.getByText('该站点路径已被占用')).toBeInTheDocument());
    await userEvent.clear(path);
    await userEvent.type(path, 'yunduan');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByTestId('path-free')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: '支付并开通' }));
    await expect(canvas.getByText('交易密码为6位数字')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/交易密码/, { selector: 'input' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '支付并开通' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ versionId: 2, siteName: '云端小店', sitePath: 'yunduan', salePwd: '123456' });
  },
};

/** newbie (¥0): what is missing, the way to top up instead of paying. */
export const NotEnoughBalance: Story = {
  args: { versions: brokeVersions, balance: 0, salePwdRequired: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('vip-summary')).toHaveTextContent('不足以支付');
    await expect(canvas.getByRole('link', { name: '余额不足，去充值' })).toHaveAttribute('href', '/pay/recharge');
    await expect(canvas.queryByRole('button', { name: '支付并开通' })).toBeNull();
  },
};

export const Refused: Story = {
  args: { submitError: '交易密码错误' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('交易密码错误');
  },
};

/** Opened: the address, the term in days (the answer's keyDay) and the way into the shop's back office. */
export const Done: Story = {
  args: { done: { siteName: '云端小店', path: 'yunduan', expiresAt: '2027-11-20 10:00:00', days: 365, balance: 809.3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('site-days')).toHaveTextContent('店铺有效期 365 天');
    await expect(canvas.getByText('https://yunka.example.com/s/yunduan')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '进入分站后台' })).toHaveAttribute('href', '/vip/desktop');
  },
};

/** vipshop has a shop already. */
export const HasSite: Story = {
  args: { site: { id: 1, name: '小鹿数码商城', path: 'xiaolu', expiresAt: '2027-06-08 10:00:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您已开通分站')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '支付并开通' })).toBeNull();
  },
};

export const Error: Story = { args: { versions: undefined, balance: undefined, error: '服务器内部错误' } };

/** A phone: the site address before the path is shown whole on its own line, not cut to "https://yunka…". */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    const base = canvas.getByTestId('site-base');
    await expect(base).toBeVisible();
    await expect(base).toHaveTextContent('https://yunka.example.com/s/');
    await expect(base.scrollWidth).toBeLessThanOrEqual(base.clientWidth);
  },
};

/** A reload failed while the versions stay shown (chaos walk): an alert with a retry. */
export const ReloadFailed: Story = reloadFailedStory(Filled.args);
