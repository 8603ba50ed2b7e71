import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SitePageView } from './SitePageView.tsx';

const page = {
  title: '关于我们',
  path: 'about',
  html: '<h2>关于小鹿数码</h2><p>我们专注数字会员与游戏点卡，7×14小时在线客服。</p><p><a href="/inside/goodsList">去逛逛</a></p>',
  updatedAt: '2026-11-02 10:00:00',
};

const meta = {
  title: 'Screens/Site/SitePageView',
  component: SitePageView,
  args: { page, onNavigate: fn(), onRetry: fn() },
} satisfies Meta<typeof SitePageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
    await expect(canvas.getByText('更新于 2026-11-02 10:00:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '去逛逛' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/inside/goodsList');
  },
};

export const Loading: Story = {
  args: { page: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('页面加载中');
  },
};

/** A page the site does not have (or hides): the server's words and the way home. */
export const NotFound: Story = {
  args: { page: undefined, problem: { kind: 'notFound', message: '页面不存在或已下线' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('页面不存在或已下线')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};

export const Failed: Story = {
  args: { page: undefined, problem: { kind: 'failed', message: '网络异常，请稍后重试' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
