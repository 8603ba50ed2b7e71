import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Markdown } from './Markdown.tsx';

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
  args: { onInternalLink: fn() },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A site's notice as a merchant writes it (screens.md: 分站设置, notice in Markdown). */
export const Notice: Story = {
  args: {
    source: [
      '**欢迎光临小鹿数码！** 全场卡密自动发货',
      '如遇问题请联系客服QQ 2850011223。',
      '',
      '- 视频会员 *秒发*',
      '- 游戏点卡 [查看全部](/inside/goodsList)',
      '',
      '> 本站客服**不会**索要您的密码。',
    ].join('\n'),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('欢迎光临小鹿数码！').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: '查看全部' }));
    await expect(args.onInternalLink).toHaveBeenCalledWith('/inside/goodsList');
  },
};

/** HTML in the Markdown and hostile links go through RichText's sanitiser: nothing can run. */
export const Hostile: Story = {
  args: {
    source: [
      '# 标题',
      '<script>alert(1)</script><img src=x onerror="alert(1)">',
      '[点我](javascript:alert(1)) 与 <a href="javascript:alert(2)">这里</a>',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '标题' })).toBeInTheDocument();
    await expect(canvas.getByText('点我')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('script, iframe')).toHaveLength(0);
    await expect(canvasElement.innerHTML).not.toMatch(/\son\w+=|javascript:/i);
  },
};
