import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAnnouncements } from './fixtures.ts';
import { VipAnnouncementView } from './VipAnnouncementView.tsx';
import { body, LOADING_STORY, FAILED_STORY, phoneListStory, pagedArgs } from '#ui/testing/stories.ts';
import { emptyStory } from '#ui/testing/listStories.ts';

const meta = {
  title: 'Screens/Vip/Announcements',
  component: VipAnnouncementView,
  args: {
    ...pagedArgs(),
    onSave: fn(async () => undefined),
    onPin: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof VipAnnouncementView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

export const Empty: Story = emptyStory({ announcements: [], total: 0 }, '还没有公告');

/** Pinned first; a title opens the announcement, sanitised (the third one carries script). */
export const Filled: Story = {
  args: { announcements: sampleAnnouncements, total: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByTestId('announcement-title').map((n) => n.textContent)).toEqual([
      '双十一会员卡限时9折',
      '售后说明',
      '新增游戏点卡分类',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '查看公告 新增游戏点卡分类' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveTextContent('网易一卡通');
    await expect(dialog.querySelector('script, [onerror]')).toBeNull();
  },
};

/** A new one: title and formatted content from the toolbar, pinned; sent as sanitised HTML. */
export const Create: Story = {
  args: { announcements: sampleAnnouncements, total: 3 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布公告' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '发布' }));
    await expect(dialog.getByText('请输入标题')).toBeInTheDocument();
    await expect(dialog.getByText('请输入内容')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /标题/ }), '春节发货安排');
    const editor = dialog.getByRole('textbox', { name: /内容/ });
    await userEvent.click(editor);
    await userEvent.keyboard('除夕当天暂停人工发货');
    editor.ownerDocument.getSelection()?.selectAllChildren(editor);
    await userEvent.click(dialog.getByRole('button', { name: '加粗' }));
    await userEvent.click(dialog.getByRole('switch', { name: /置顶显示/ }));
    await userEvent.click(dialog.getByRole('button', { name: '预览' }));
    await expect(dialog.getByTestId('announcement-preview').querySelector('b, strong')).toHaveTextContent('除夕当天暂停人工发货');
    await userEvent.click(dialog.getByRole('button', { name: '发布' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: '春节发货安排',
      html: expect.stringMatching(/<(b|strong)>除夕当天暂停人工发货<\/(b|strong)>/),
      pinned: true,
    });
  },
};

/** Editing starts from the stored HTML, sanitised: nothing of the script reaches the editor. */
export const EditSanitised: Story = {
  args: { announcements: sampleAnnouncements, total: 3 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑公告 新增游戏点卡分类' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    const editor = dialog.getByRole('textbox', { name: /内容/ });
    await expect(editor).toHaveTextContent('网易一卡通');
    await expect(editor.querySelector('script, [onerror]')).toBeNull();
    const title = dialog.getByRole('textbox', { name: /标题/ });
    await userEvent.clear(title);
    await userEvent.type(title, '新增点卡');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 11, title: '新增点卡', pinned: false }));
    const draft = (args.onSave as unknown as { mock: { calls: [{ html: string }][] } }).mock.calls[0]?.[0];
    await expect(draft?.html).toContain('网易一卡通');
    await expect(draft?.html).not.toMatch(/script|onerror/);
  },
};

/** A refused save keeps the editor open with what was typed. */
export const SaveRefused: Story = {
  args: {
    announcements: sampleAnnouncements,
    total: 3,
    onSave: fn(async () => Promise.reject(new globalThis.Error('最多置顶5条公告，请先取消其他公告的置顶'))),
    saveError: '最多置顶5条公告，请先取消其他公告的置顶',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑公告 售后说明' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('switch', { name: /置顶显示/ }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('最多置顶5条公告');
    await expect(dialog.getByRole('switch', { name: /置顶显示/ })).toBeChecked();
  },
};

export const Pin: Story = {
  args: { announcements: sampleAnnouncements, total: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: '置顶 售后说明' }));
    await expect(args.onPin).toHaveBeenCalledWith(sampleAnnouncements[1], true);
  },
};

/** Deleting asks first. */
export const Delete: Story = {
  args: { announcements: sampleAnnouncements, total: 3 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除公告 售后说明' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleAnnouncements[1]);
  },
};

/** The toolbar is one tab stop; the arrow keys move along it. */
export const ToolbarKeyboard: Story = {
  args: { announcements: sampleAnnouncements, total: 3 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布公告' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    const bold = dialog.getByRole('button', { name: '加粗' });
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('button', { name: '斜体' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(dialog.getByRole('button', { name: '清除格式' })).toHaveFocus();
  },
};

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = phoneListStory(Filled.args);
