import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleStockGoods } from '../fixtures.ts';
import { CardImportDialog } from './CardImportDialog.tsx';
import { body } from '#ui/testing/stories.ts';

const meta = {
  title: 'Screens/Supply/CardImport',
  component: CardImportDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    goodsOptions: sampleStockGoods,
    phase: 'edit',
    onCheck: fn(),
    onSend: fn(),
    onRetry: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof CardImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: goods required, paste or a file, note, skip duplicates. */
export const Form: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '检查' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择商品');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /商品/ }), '13');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /粘贴卡密/ }), 'K1234-AAAA');
    await userEvent.click(within(dialog).getByRole('button', { name: '检查' }));
    await expect(args.onCheck).toHaveBeenCalledWith({ goodsId: 13, text: 'K1234-AAAA', file: null, note: '', skipDuplicates: true });
  },
};

/** A goods with options: its keys are for one of them, which must be chosen. */
export const OptionRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(within(dialog).queryByRole('combobox', { name: /商品类型/ })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /商品/ }), '28');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /粘贴卡密/ }), 'OFFC-1234-AAAA');
    await userEvent.click(within(dialog).getByRole('button', { name: '检查' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择商品类型');
    await expect(args.onCheck).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /商品类型/ }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: '检查' }));
    await expect(args.onCheck).toHaveBeenCalledWith({
      goodsId: 28,
      optionId: 2,
      text: 'OFFC-1234-AAAA',
      file: null,
      note: '',
      skipDuplicates: true,
    });
  },
};

export const Reading: Story = { args: { phase: 'reading', progress: 0.42 } };
export const Sending: Story = { args: { phase: 'sending', progress: 0.6 } };

const report = {
  total: 50_000,
  toSend: 48_512,
  valid: 48_512,
  repeatedCount: 495,
  inStockCount: 3,
  malformedCount: 990,
  repeated: [{ line: 102, text: 'BENC*************0101', reason: '#101' }],
  inStock: [{ line: 7, text: 'WY30-****-****-4D1N' }],
  malformed: [
    { line: 4, text: 'ab', reason: '卡号应为4到64位字母、数字、短横线或下划线' },
    { line: 8, text: 'a b c', reason: '卡号和密码之间只能用一个空格或“----”分隔' },
  ],
  skipDuplicates: true,
};

/** Before sending: what will happen, malformed lines with their line numbers. */
export const Report: Story = {
  args: { phase: 'report', report },
  play: async ({ args, canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByTestId('report-malformed')).toHaveTextContent('990');
    await expect(within(dialog).getByRole('list', { name: '格式错误' })).toHaveTextContent('第 4 行');
    await userEvent.click(within(dialog).getByRole('button', { name: '导入 48512 条' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

export const Done: Story = {
  args: {
    phase: 'done',
    outcome: {
      total: 7,
      succeeded: 3,
      failed: 4,
      failures: [
        { line: 3, text: 'E2E-*******0001', reason: '与第1行重复' },
        { line: 4, text: '', reason: '卡号应为4到64位字母、数字、短横线或下划线' },
      ],
      failuresCount: 4,
      pendingBatches: 0,
      batches: 1,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByTestId('import-summary')).toHaveTextContent('导入7条：成功3条，失败4条');
  },
};

/** A batch refused: counted as failed, and it can be retried (same request id: never twice). */
export const BatchFailed: Story = {
  args: {
    phase: 'done',
    outcome: {
      total: 12_000,
      succeeded: 10_000,
      failed: 2_000,
      failures: [{ line: 10_001, text: '2000', reason: '网关超时' }],
      failuresCount: 1,
      pendingBatches: 1,
      batches: 3,
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '重试未完成的 1 批' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
