import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleDirectories } from '../shared/fixtures.ts';
import { VipDirectoryView } from './VipDirectoryView.tsx';
import { body, LOADING_STORY, FAILED_STORY, phoneListStory } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Vip/Directory',
  component: VipDirectoryView,
  args: { onSave: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof VipDirectoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = LOADING_STORY;

export const Error: Story = FAILED_STORY;

/** The tree: children under their parent, own names, hidden ones and those hidden with their parent. */
export const Filled: Story = {
  args: { directories: sampleDirectories },
  play: async ({ canvas }) => {
    const names = canvas.getAllByTestId('dir-name').map((n) => n.textContent);
    await expect(names).toEqual(['影音会员', '视频会员', '音乐会员', '热门点卡', '手游充值', '软件激活', '数码配件']);
    await expect(canvas.getByRole('switch', { name: '在分站显示 数码配件' })).not.toBeChecked();
  },
};

/** Hiding a parent: its children are marked as hidden with it. */
export const ParentHidden: Story = {
  args: { directories: sampleDirectories.map((d) => (d.dirId === 1 ? { ...d, visible: false } : d)) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('随上级隐藏')).toHaveLength(2);
  },
};

export const ToggleVisible: Story = {
  args: { directories: sampleDirectories },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: '在分站显示 软件激活' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: 14, ownName: '', visible: false, sort: 40 });
  },
};

/** Own name and order in the dialog; a bad order is refused before sending. */
export const EditNameAndOrder: Story = {
  args: { directories: sampleDirectories },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑分类 热门点卡' }));
    const dialog = body(canvasElement).getByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /自定义名称/ });
    await expect(name).toHaveValue('热门点卡');
    await userEvent.clear(name);
    await userEvent.type(name, '游戏充值');
    const sort = within(dialog).getByRole('textbox', { name: /排序/ });
    await userEvent.clear(sort);
    await userEvent.type(sort, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('排序为0到9999的整数')).toBeInTheDocument();
    await userEvent.clear(sort);
    await userEvent.type(sort, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: 13, ownName: '游戏充值', visible: true, sort: 5 });
  },
};

export const SaveRefused: Story = {
  args: {
    directories: sampleDirectories,
    onSave: fn(async () => Promise.reject(new globalThis.Error('分类不存在'))),
    saveError: '分类不存在',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑分类 视频会员' }));
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('分类不存在');
  },
};

export const Empty: Story = { args: { directories: [] } };

/** A phone: the list is a column of cards (what, how much, status, when first), no sideways scrolling. */
export const Phone: Story = phoneListStory(Filled.args);
