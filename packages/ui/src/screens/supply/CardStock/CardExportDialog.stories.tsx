import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardExportDialog } from './CardExportDialog.tsx';
import { body } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Supply/CardExport',
  component: CardExportDialog,
  args: { open: true, onOpenChange: fn(), filteredTotal: 52, filterText: '网易一卡通 30元 · 未售出', onExport: fn(async () => undefined) },
} satisfies Meta<typeof CardExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExportAndLock: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /导出数量/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /导出数量/ }), '10');
    await userEvent.click(within(dialog).getByRole('radio', { name: '锁定' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '导出 10 条' }));
    await expect(args.onExport).toHaveBeenCalledWith({ count: 10, retag: '', then: 'lock', confirmDelete: false });
  },
};

/** Delete after export needs a second confirmation. */
export const DeleteNeedsConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '删除' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '导出 52 条' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('导出后删除需要再次确认');
    await expect(args.onExport).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /删除后不可恢复/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '导出 52 条' }));
    await expect(args.onExport).toHaveBeenCalledWith({ count: 0, retag: '', then: 'delete', confirmDelete: true });
  },
};

export const Refused: Story = {
  args: {
    onExport: fn(async () => Promise.reject(new globalThis.Error('x'))),
    error: '只有未售出或已锁定的卡密可以在导出后锁定、删除或标记售出，请先按状态筛选',
  },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '标记售出' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '导出 52 条' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请先按状态筛选');
  },
};
