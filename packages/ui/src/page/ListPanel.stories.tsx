import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { ListPanel } from './ListPanel.tsx';

interface Row {
  id: number;
  title: string;
  time: string;
}

const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  title: ['系统维护通知', '双十二活动预告', '充值到账说明', '新品上架：王者荣耀点券', '客服时间调整'][i] as string,
  time: `2026-11-${String(20 - i).padStart(2, '0')} 10:00:00`,
}));

/** The list panel of announcements, complaints and messages, with rows of a stand-in shape. */
const meta = {
  title: 'Screens/Shared/ListPanel',
  component: ListPanel<Row>,
  args: {
    label: '公告列表',
    itemKey: (row: Row) => row.id,
    renderItem: (row: Row) => (
      <a href={`#${row.id}`} className="focus-ring-inset flex flex-col gap-1 px-4 py-3 hover:bg-surface-muted">
        <span className="font-medium text-fg">{row.title}</span>
        <time className="text-xs text-fg-subtle">{row.time}</time>
      </a>
    ),
    errorTitle: '列表加载失败',
    loadingLabel: '列表加载中',
    empty: <EmptyState title="暂无内容" description="有新内容时会显示在这里。" />,
    page: 1,
    pageSize: 5,
    total: 12,
    onPageChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex max-w-2xl flex-col gap-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListPanel<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '公告列表' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A page of rows and the pagination under them; another page is asked for by number. */
export const Filled: Story = {
  args: { items: rows },
  play: async ({ args, canvas }) => {
    await expect(within(canvas.getByRole('region', { name: '公告列表' })).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2, 5);
  },
};

/** The next page on its way: the rows stay readable under a running bar. */
export const Refreshing: Story = {
  args: { items: rows, refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '公告列表' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('region', { name: '公告列表' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Empty: Story = { args: { items: [], total: 0 } };

/** A page past the end (the list shrank): empty, but the pagination stays so the reader can page back. */
export const PastTheEnd: Story = {
  args: { items: [], page: 4, total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无内容')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  },
};

/** Nothing could be loaded: the error state with its retry. */
export const Error: Story = {
  args: { error: '网络异常，请稍后重试' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A later page failed: the rows shown stay, an alert above them says why and offers a retry. */
export const StaleError: Story = {
  args: { items: rows, error: '网络异常，请稍后重试' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await expect(within(canvas.getByRole('region', { name: '公告列表' })).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A batch-action bar inside the panel while there are rows. */
export const WithToolbar: Story = {
  args: {
    items: rows,
    toolbar: <div className="border-b border-line px-4 py-2 text-sm text-fg-muted">已选 0 条</div>,
  },
};
