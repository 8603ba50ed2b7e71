import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'States/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/', onBack: fn() },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: '返回上一页' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The message the 403 answer carried, stored by the response rule (R2.9), replaces the default text. */
export const ForbiddenWithStoredMessage: Story = {
  args: { status: 403, message: '当前账号没有“供货管理”权限，请联系站长开通供货商身份。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当前账号没有“供货管理”权限，请联系站长开通供货商身份。')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByText('错误代码 404')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { status: 500, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Inside the shell's page area rather than a page of its own. */
export const InsidePage: Story = {
  args: { status: 404, fullPage: false, onBack: undefined },
  parameters: { layout: 'padded' },
};
