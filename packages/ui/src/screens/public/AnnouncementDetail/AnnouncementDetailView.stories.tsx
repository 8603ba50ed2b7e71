import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { hostileAnnouncement, sampleAnnouncement } from '#ui/testing/fixtures.ts';
import { AnnouncementDetailView } from './AnnouncementDetailView.tsx';

const meta = {
  title: 'Screens/Public/AnnouncementDetail',
  component: AnnouncementDetailView,
  parameters: { layout: 'fullscreen' },
  args: { onNavigate: fn(), onRetry: fn() },
} satisfies Meta<typeof AnnouncementDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('公告详情');
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { announcement: sampleAnnouncement },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('双十二会员卡限时特惠');
    await expect(canvas.getByText('阅读 1268')).toBeInTheDocument();
    // A link into the shop is routed by the app; one to another site opens apart.
    await userEvent.click(canvas.getByRole('link', { name: '客服中心' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/service');
    const external = canvas.getByRole('link', { name: '活动规则' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

/**
 * The hostile announcement renders as harmless text: no script runs, no event handler attribute,
 * no `javascript:` link, no iframe, form or style sheet survives, styles keep only their colour.
 */
export const Hostile: Story = {
  args: { announcement: hostileAnnouncement },
  play: async ({ canvas, canvasElement }) => {
    const win = window as Window & { __xss?: string };
    delete win.__xss;
    const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
    try {
      await expect(canvas.getByText('点我')).toBeInTheDocument();
      const article = canvasElement.querySelector('article') as HTMLElement;
      // Give every broken image, toggle and load event the chance to fire.
      await waitFor(() => {
        for (const img of article.querySelectorAll('img')) expect(img.complete).toBe(true);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(win.__xss).toBeUndefined();
      await expect(alert).not.toHaveBeenCalled();
      for (const element of article.querySelectorAll('*')) {
        for (const attribute of element.getAttributeNames())
          await expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
      }
      await expect(article.querySelectorAll('script, iframe, form, input, button, style')).toHaveLength(0);
      for (const link of article.querySelectorAll('a')) {
        await expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
        await expect(link.protocol).not.toBe('javascript:');
      }
      const styled = canvas.getByText('点我');
      await expect(styled.getAttribute('style')).toBe('color: #be123c');
      const external = canvas.getByRole('link', { name: '外部链接' });
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    } finally {
      alert.mockRestore();
    }
  },
};

export const Missing: Story = {
  args: { problem: { kind: 'missing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('公告详情');
    await expect(canvas.getByText('没有指定公告')).toBeInTheDocument();
  },
};

export const NotFound: Story = { args: { problem: { kind: 'notFound', message: '公告不存在或已删除' } } };

export const Error: Story = {
  args: { problem: { kind: 'failed', message: '网关超时' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A refresh failed while the announcement stays shown: said above it, with a retry. */
export const StaleError: Story = {
  args: { announcement: sampleAnnouncement, error: '网络连接失败' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('双十二会员卡限时特惠');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
