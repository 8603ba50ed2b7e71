import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PagePathProblem, SitePage } from './VipPageView.tsx';
import { VipPageView } from './VipPageView.tsx';
import { body, LOADING_STORY, FAILED_STORY, phoneListStory } from '#ui/testing/stories.ts';
import { emptyStory } from '#ui/testing/listStories.ts';

const samplePages: SitePage[] = [
  {
    id: 1,
    title: '关于我们',
    path: 'about',
    html: '<h3>小鹿数码</h3><p>专注影音会员与游戏点卡，<strong>自动发货</strong>。</p>',
    visible: true,
    updatedAt: '2026-10-01 10:00:00',
    url: '/s/xiaolu/p/about',
  },
  {
    id: 2,
    title: '购买须知',
    path: 'notice',
    html: '<ol><li>卡密一经发货不退不换</li><li>充值未到账请联系客服</li></ol><img src="x" onerror="alert(1)">',
    visible: false,
    updatedAt: '2026-10-12 16:20:00',
    url: '/s/xiaolu/p/notice',
  },
];

/** The app's check (session's sitePagePathProblem), written out for the stories. */
const pathProblem = (value: string, selfId?: number): PagePathProblem | null => {
  const path = value.trim();
  if (!path) return { kind: 'required' };
  if (!/^[a-z0-9-]{1,40}$/.test(path)) return { kind: 'format' };
  const other = samplePages.find((p) => p.path === path && p.id !== selfId);
  return other ? { kind: 'taken', title: other.title } : null;
};

const meta = {
  title: 'Screens/Vip/Pages',
  component: VipPageView,
  args: { urlPrefix: '/s/xiaolu/p/', pathProblem, onSave: fn(async () => undefined), onDelete: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof VipPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

export const Empty: Story = emptyStory({ pages: [] }, '还没有自定义页面');

export const Filled: Story = {
  args: { pages: samplePages },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('page-url').map((n) => n.textContent)).toEqual(['/s/xiaolu/p/about', '/s/xiaolu/p/notice']);
  },
};

/** The preview shows the page sanitised. */
export const Preview: Story = {
  args: { pages: samplePages },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '预览页面 购买须知' }));
    const preview = body(canvasElement).getByTestId('page-preview');
    await expect(preview).toHaveTextContent('卡密一经发货不退不换');
    await expect(preview.querySelector('[onerror]')).toBeNull();
  },
};

/** A new page: a path another page uses is refused as typed, then a free one is sent. */
export const Create: Story = {
  args: { pages: samplePages },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新建页面' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /标题/ }), '常见问题');
    const path = dialog.getByRole('textbox', { name: /路径/ });
    await userEvent.type(path, 'about');
    await expect(dialog.getByText('该路径已被页面“关于我们”使用')).toBeInTheDocument();
    await userEvent.clear(path);
    await userEvent.type(path, 'FAQ');
    await expect(dialog.getByText('路径为1到40位小写字母、数字或短横线')).toBeInTheDocument();
    await userEvent.clear(path);
    await userEvent.type(path, 'faq');
    const editor = dialog.getByRole('textbox', { name: /内容/ });
    await userEvent.click(editor);
    await userEvent.keyboard('下单后多久发货？');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: '常见问题',
      path: 'faq',
      html: expect.stringContaining('下单后多久发货？'),
      visible: true,
    });
  },
};

/** Editing keeps the page's own path; a refused save keeps the form. */
export const SaveRefused: Story = {
  args: {
    pages: samplePages,
    onSave: fn(async () => Promise.reject(new globalThis.Error('该路径为系统保留，请换一个'))),
    saveError: '该路径为系统保留，请换一个',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑页面 关于我们' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    const path = dialog.getByRole('textbox', { name: /路径/ });
    await expect(path).toHaveValue('about');
    await userEvent.clear(path);
    await userEvent.type(path, 'goods');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('该路径为系统保留');
    await expect(path).toHaveValue('goods');
  },
};

/** Deleting asks first. */
export const Delete: Story = {
  args: { pages: samplePages },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除页面 关于我们' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(dialog.getByText(/\/s\/xiaolu\/p\/about/)).toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(samplePages[0]);
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = phoneListStory(Filled.args);
