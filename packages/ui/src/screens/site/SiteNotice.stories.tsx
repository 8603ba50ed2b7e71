import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SiteNotice } from './SiteNotice.tsx';

const meta = {
  title: 'Screens/Site/SiteNotice',
  component: SiteNotice,
  args: {
    markdown: '**欢迎光临小鹿数码！** 全场卡密自动发货，如遇问题请联系客服QQ 2850011223。\n\n[查看购买须知](/p/notice)',
    onNavigate: fn(),
  },
} satisfies Meta<typeof SiteNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seed site's notice: Markdown drawn as HTML; its link navigates inside the site. */
export const Seeded: Story = {
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: '站点公告' });
    // The Markdown renderer may still be loading (its words are drawn meanwhile), unless a story before
    // this one loaded it.
    await waitFor(() => expect(region.querySelector('strong')?.textContent).toBe('欢迎光临小鹿数码！'));
    await userEvent.click(canvas.getByRole('link', { name: '查看购买须知' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/p/notice');
  },
};

/** An empty notice draws nothing. */
export const Empty: Story = {
  args: { markdown: '  ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="site-notice"]')).toBeNull();
  },
};
