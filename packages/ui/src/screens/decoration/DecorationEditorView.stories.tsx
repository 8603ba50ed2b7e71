import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DecorationBlock } from '@shop/session/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAnnouncements } from '#ui/testing/fixtures.ts';
import { DecorationEditorView, DecorationLeavePrompt, type DecorationEditorViewProps } from './DecorationEditorView.tsx';
import { sampleBlockGoods, sampleBlocks, sampleDraftLayout, sampleLayout, sampleOptions } from './fixtures.ts';
import { body } from '#ui/testing/stories.ts';
import { PHONE } from '#ui/testing/phoneStory.ts';

/** The app keeps the working copy; the stories do the same so every edit shows. */
function Controlled(props: DecorationEditorViewProps) {
  const [blocks, setBlocks] = useState(props.blocks);
  return (
    <DecorationEditorView
      {...props}
      blocks={blocks}
      dirty={props.dirty || blocks !== props.blocks}
      onChange={(next) => {
        setBlocks(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Decoration/Editor',
  component: DecorationEditorView,
  parameters: { layout: 'fullscreen' },
  render: (args) => <Controlled {...args} />,
  args: {
    options: sampleOptions,
    layout: sampleLayout,
    blocks: sampleBlocks,
    siteId: 0,
    onChange: fn(),
    onSiteChange: fn(),
    onSave: fn(),
    onUpload: fn(async () => '/mock-assets/banner/2.svg'),
    onRetry: fn(),
    preview: { announcements: { data: sampleAnnouncements.slice(0, 3) }, goods: { data: sampleBlockGoods } },
  },
} satisfies Meta<typeof DecorationEditorView>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (blocks: readonly DecorationBlock[]) => blocks.map((b) => b.id);

export const Loading: Story = { args: { loading: true, options: undefined, layout: undefined, blocks: undefined } };

export const Error: Story = {
  args: { error: '网关超时', options: undefined, layout: undefined, blocks: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The published layout, nothing changed: the first block's settings show. Reorder by keyboard. */
export const Editing: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('已发布')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '模块设置：轮播图' })).toBeVisible();
    // The keyboard sensor: focus the handle, Space, ArrowUp, Space.
    const handle = canvas.getByRole('button', { name: '移动 公告栏' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DecorationBlock[];
    await expect(order(last).slice(0, 2)).toEqual(['notice-1', 'banner-1']);
    await expect(canvas.getByText('有未保存的修改')).toBeVisible();
  },
};

/** A draft saved but not published, with unsaved edits on the page. */
export const Dirty: Story = {
  args: { layout: sampleDraftLayout, dirty: true, blocks: sampleBlocks.slice(1) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('草稿未发布')).toBeVisible();
    await expect(canvas.getByText('有未保存的修改')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(args.onSave).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(args.onSave).toHaveBeenCalledWith(true);
  },
};

export const Saving: Story = { args: { layout: sampleDraftLayout, dirty: true, saving: 'publish' } };

/** The server refused the save: its message, and the edits still on the page. */
export const Refused: Story = {
  args: {
    layout: sampleDraftLayout,
    dirty: true,
    saveError: '第2个模块（公告栏）：请输入公告内容',
    blocks: sampleBlocks.map((b) => (b.type === 'notice' ? { ...b, text: '' } : b)),
    initialSelectedId: 'notice-1',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('第2个模块（公告栏）：请输入公告内容');
    await expect(canvas.getByRole('textbox', { name: /公告内容/ })).toHaveValue('');
  },
};

/**
 * A read beside the layout failed (who is logged in, for the publish right): the editor stays, an alert
 * says why with a retry, and 发布 is not offered until the right is known.
 */
export const SideReadFailed: Story = {
  args: { error: '网关超时', canPublish: false },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('网关超时');
    await expect(canvas.queryByRole('button', { name: '发布' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * A refresh of the preview's notices failed while the last ones stay in the preview: the preview is
 * inert, so the alert with its retry is above it.
 */
export const PreviewReadFailed: Story = {
  args: {
    preview: {
      announcements: { data: sampleAnnouncements.slice(0, 3), error: '服务器繁忙，请稍后重试', onRetry: fn() },
      goods: { data: sampleBlockGoods },
    },
  },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('服务器繁忙，请稍后重试');
    await expect(canvas.getByTestId('decoration-preview')).not.toContainElement(alert);
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.preview?.announcements?.onRetry).toHaveBeenCalledOnce();
  },
};

/** R6.2: an admin whose access list lacks the publish right saves drafts only (the server refuses a publish). */
export const DraftsOnly: Story = {
  args: { layout: sampleDraftLayout, dirty: true, canPublish: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存草稿' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '发布' })).toBeNull();
  },
};

/** Just published: the draft is what visitors see. */
export const Published: Story = {
  args: { layout: { ...sampleLayout, updatedAt: '2026-11-25 09:30:00', publishedAt: '2026-11-25 09:30:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('decoration-status')).toHaveTextContent('发布于 2026-11-25 09:30:00');
  },
};

/** Every block removed: the list says so; a block is added from the options' defaults. */
export const EmptyLayout: Story = {
  args: { blocks: [], dirty: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('还没有模块')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '要添加的模块' }), 'notice');
    await userEvent.click(canvas.getByRole('button', { name: '添加模块' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DecorationBlock[];
    await expect(last.map((b) => b.type)).toEqual(['notice']);
    await expect(canvas.getByRole('heading', { name: '模块设置：公告栏' })).toBeVisible();
  },
};

/** Removing a block asks first. */
export const RemoveAsks: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 页脚' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: /删除模块“页脚”/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DecorationBlock[];
    await expect(last.some((b) => b.type === 'footer')).toBe(false);
  },
};

export const BannerForm: Story = {
  args: { initialSelectedId: 'banner-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: '图片说明' })[0]).toHaveValue('视频会员低至5折');
    await expect(canvas.getByRole('checkbox', { name: '自动轮播' })).toBeChecked();
  },
};

export const NoticeForm: Story = { args: { initialSelectedId: 'notice-1' } };

export const CategoriesForm: Story = {
  args: { initialSelectedId: 'categories-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '影音会员' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: /每行数量/ })).toHaveValue(6);
  },
};

export const GoodsForm: Story = {
  args: { initialSelectedId: 'goods-2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '商品分类' })).toHaveValue('2');
  },
};

export const FooterForm: Story = { args: { initialSelectedId: 'footer-1' } };

/** The preview at a phone's width. */
export const MobilePreview: Story = {
  args: { initialDevice: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '手机（375px）' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('decoration-preview')).toHaveStyle({ width: '375px' });
  },
};

/** Opened on a phone, the preview starts at the phone's width (not 1280 px scaled down). */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(canvas.getByRole('button', { name: '手机（375px）' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('decoration-preview')).toHaveStyle({ width: '375px' });
  },
};

/** Leaving (or switching sites) with unsaved changes asks first. */
export const LeavePrompt: StoryObj<typeof DecorationLeavePrompt> = {
  render: (args) => <DecorationLeavePrompt {...args} />,
  args: { open: true, onStay: fn(), onLeave: fn() },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: /离开装修页面/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '留下继续编辑' }));
    await expect(args.onStay).toHaveBeenCalled();
  },
};
