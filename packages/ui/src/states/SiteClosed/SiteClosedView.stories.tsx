import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SiteClosedView } from './SiteClosedView.tsx';

const site = { name: '卡宝自助商城', logo: '/mock-assets/logo/4.svg' };

const meta = {
  title: 'States/SiteClosedView',
  component: SiteClosedView,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'expired', site, mainHref: '/' },
} satisfies Meta<typeof SiteClosedView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A site whose version ran out: its name, why it cannot sell, and the way to the main site. */
export const Expired: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '该分站已到期' })).toBeVisible();
    await expect(canvas.getByText('卡宝自助商城的服务已到期，暂停营业。如需购买，请前往主站。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往主站' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A site its parent or the platform closed (停用). */
export const Closed: Story = {
  args: { kind: 'closed', mainHref: 'http://localhost:5173/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '该分站已关闭' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往主站' })).toHaveAttribute('href', 'http://localhost:5173/');
  },
};

/** An address no site has (a path, a sub-domain or a domain nobody bound). */
export const Unknown: Story = {
  args: { kind: 'unknown', site: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '分站不存在' })).toBeVisible();
    await expect(canvas.getByText('没有找到这个地址对应的分站，请核对网址。')).toBeVisible();
  },
};

/** An own domain with no main domain configured: no link is guessed. */
export const UnknownWithoutMainSite: Story = {
  args: { kind: 'unknown', site: null, mainHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The site could not be asked (network, server): try again, or go to the main site. */
export const CouldNotAsk: Story = {
  args: { kind: 'error', site: null, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '分站暂时无法打开' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
