import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { hostileHtml, sampleAnnouncement } from '#ui/testing/fixtures.ts';
import { RichText } from './RichText.tsx';
import { cleanStyle, sanitizeHtml } from './sanitize.ts';

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { onInternalLink: fn() },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  args: {
    html:
      '<h2>欢迎光临</h2><p>本站主营<strong>视频会员、游戏点卡、话费充值</strong>等数字商品，<span style="color:#be123c">7×24小时自动发货</span>。</p>' +
      '<ol><li>卡密发货后请尽快兑换；</li><li>申请作废请在订单详情提交。</li></ol><blockquote>本站客服<strong>不会</strong>索要您的密码。</blockquote>' +
      sampleAnnouncement.html,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '客服中心' }));
    await expect(args.onInternalLink).toHaveBeenCalledWith('/service');
  },
};

/** Everything that could run is gone; the text stays. */
export const Hostile: Story = {
  args: { html: hostileHtml },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('点我')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('script, iframe, form, input, style')).toHaveLength(0);
    await expect(canvasElement.innerHTML).not.toMatch(/\son\w+=|javascript:/i);
    // The sanitiser itself, on the tricks that do not survive into the DOM to be looked at.
    await expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).not.toMatch(/script:/i);
    await expect(sanitizeHtml('<img src=x onerror=alert(1)//>')).toBe('<img src="x" alt="" loading="lazy">');
    await expect(cleanStyle('color: red; position: fixed; background: url(x); font-weight: bold')).toBe('color: red; font-weight: bold');
    await expect(cleanStyle('color: expression(alert(1))')).toBe('');
  },
};
