import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleOrders, type SampleOrder } from '../components/Table/fixtures.ts';
import { Table, type TableColumn } from '../components/Table/Table.tsx';
import { formatYuan } from '../lib/format.ts';
import type { ReadState } from './readState.ts';
import { StaleReadAlert, tableReadProps } from './TableRead.tsx';

const columns: TableColumn<SampleOrder>[] = [
  { key: 'orderNo', title: '订单号', render: (o) => <span className="font-mono text-xs">{o.orderNo}</span> },
  { key: 'goods', title: '商品' },
  { key: 'amount', title: '金额', align: 'right', render: (o) => <span className="tabular-nums">{formatYuan(o.amount)}</span> },
  { key: 'createdAt', title: '下单时间', hideBelow: 'md' },
];

const rows = sampleOrders(5);

interface ReadTableProps extends ReadState {
  /** The current answer (undefined until the first). */
  rows?: readonly SampleOrder[];
}

/** A list view's table wired to its read the way every list view does it. */
function ReadTable({ rows, ...read }: ReadTableProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-3">
      <StaleReadAlert error={read.error} rows={rows} onRetry={read.onRetry} retrying={read.retrying} />
      <Table caption="订单列表" columns={columns} rowKey="orderNo" {...tableReadProps(read, rows)} />
    </div>
  );
}

/** `tableReadProps` + `StaleReadAlert`: a list view's read state (ReadState) in ui's Table. */
const meta = {
  title: 'Screens/Shared/TableRead',
  component: ReadTable,
  args: { onRetry: fn() },
} satisfies Meta<typeof ReadTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first load: skeleton rows, announced. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '订单列表' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('数据加载中');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No answer yet and no failure (before the read starts): still the skeleton, never "no data". */
export const NoAnswerYet: Story = {
  args: {},
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '订单列表' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('暂无数据')).toBeNull();
  },
};

/** Nothing could be loaded: the table's error state with its retry, and no alert above it. */
export const Failed: Story = {
  args: { error: '网络异常，请稍后重试' },
  play: async ({ args, canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent('数据加载失败');
    await expect(alerts[0]).toHaveTextContent('网络异常，请稍后重试');
    await expect(canvas.getByRole('table', { name: '订单列表' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A reload failed while the last answer stays shown: the rows stay, an alert above the table says why and offers a retry. */
export const ReloadFailed: Story = {
  args: { rows, error: '网络异常，请稍后重试' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await expect(canvas.queryByText('数据加载失败')).toBeNull();
    // The header row and the five rows of the last answer.
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('table', { name: '订单列表' })).not.toHaveAttribute('aria-busy');
    // Chaos walk: a failed page 2 kept page 1 and gave no way to ask again.
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The retry of a failed reload is under way. */
export const ReloadRetrying: Story = {
  args: { rows, error: '网络异常，请稍后重试', retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /正在重试/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The rows of the answer, nothing else. */
export const Rows: Story = {
  args: { rows },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('table', { name: '订单列表' })).not.toHaveAttribute('aria-busy');
  },
};

/** Another page or filter on its way: the rows stay under a spinner. */
export const Refreshing: Story = {
  args: { rows, refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '订单列表' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
  },
};

/** An empty answer: the table's empty state. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeInTheDocument();
  },
};
