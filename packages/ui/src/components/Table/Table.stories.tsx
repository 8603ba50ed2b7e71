import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconMoreHorizontal, IconTrash } from '#ui/icons/index.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { StatusTag } from '../StatusTag/StatusTag.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { sampleOrders, type SampleOrder } from './fixtures.ts';
import { Table, type TableColumn, type TableSort } from './Table.tsx';

const columns: TableColumn<SampleOrder>[] = [
  { key: 'orderNo', title: '订单号', width: 200, render: (o) => <span className="font-mono text-xs">{o.orderNo}</span> },
  { key: 'goods', title: '商品', width: 200 },
  { key: 'quantity', title: '数量', align: 'right', sortable: true, width: 80, hideBelow: 'md' },
  {
    key: 'amount',
    title: '金额',
    align: 'right',
    sortable: true,
    width: 110,
    render: (o) => <span className="tabular-nums">{formatYuan(o.amount)}</span>,
  },
  { key: 'status', title: '状态', width: 110, render: (o) => <StatusTag kind="order" status={o.status} size="sm" /> },
  { key: 'createdAt', title: '下单时间', sortable: true, width: 150, hideBelow: 'lg' },
];

function sortRows(rows: SampleOrder[], sort: TableSort | null): SampleOrder[] {
  if (!sort) return rows;
  const key = sort.key as keyof SampleOrder;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

const twelve = sampleOrders(12);

const meta = {
  title: 'Components/Table',
  component: Table<SampleOrder>,
  args: { columns, rows: twelve.slice(0, 6), rowKey: 'orderNo', caption: '订单列表' },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof Table<SampleOrder>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sortable: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort | null>(null);
    const rows = useMemo(() => sortRows(twelve.slice(0, 6), sort), [sort]);
    return <Table {...args} rows={rows} sort={sort} onSortChange={setSort} />;
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /金额/ });
    const button = within(header).getByRole('button', { name: /金额/ });
    const amounts = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((r) => Number(within(r).getByText(/^¥/).textContent?.slice(1)));
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const asc = amounts();
    await expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const desc = amounts();
    await expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // Columns that do not sort carry no aria-sort.
    await expect(canvas.getByRole('columnheader', { name: '商品' })).not.toHaveAttribute('aria-sort');
  },
};

export const Selection: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <Table
        {...args}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        rowLabel={(o) => `订单 ${o.orderNo}`}
        isRowSelectable={(o) => o.status !== 'complained'}
        selectionActions={
          <Button size="sm" variant="danger-secondary" icon={<IconTrash />}>
            批量关闭
          </Button>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: '全选本页' });
    const first = canvas.getByRole('checkbox', { name: `选择 订单 ${twelve[0]?.orderNo}` });
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(all).toHaveProperty('indeterminate', true);
    await expect(canvas.getByText('已选择 1 项')).toBeVisible();
    await userEvent.click(all);
    const selectable = twelve.slice(0, 6).filter((o) => o.status !== 'complained').length;
    await expect(canvas.getByText(`已选择 ${selectable} 项`)).toBeVisible();
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.queryByText(/已选择/)).toBeNull();
    await expect(first).not.toBeChecked();
  },
};

export const LoadingSkeleton: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('数据加载中');
  },
};

/** Refreshing rows already on screen: a spinner over them, nothing jumps. */
export const Refreshing: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [] } };

export const EmptyWithAction: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        size="sm"
        title="还没有订单"
        description="去商城逛逛，下单后订单会显示在这里"
        action={<Button size="sm">去购物</Button>}
      />
    ),
  },
};

export const ErrorWithRetry: Story = {
  args: { rows: [], error: '服务器内部错误', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithPagination: Story = {
  render: function Render(args) {
    const all = useMemo(() => sampleOrders(47), []);
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(10);
    const rows = all.slice((page - 1) * pageSize, page * pageSize);
    return (
      <Table
        {...args}
        rows={rows}
        pagination={{
          page,
          pageSize,
          total: all.length,
          pageSizeOptions: [10, 20, 50],
          onChange: (p, s) => {
            setPage(p);
            setPageSize(s);
          },
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(sampleOrders(47)[10]?.orderNo ?? '')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '50');
    await expect(canvas.getAllByRole('row')).toHaveLength(48);
  },
};

/** 10,000 rows: only the rows in view are in the DOM; scrolling stays smooth. */
export const Virtualized10000Rows: Story = {
  args: { rows: sampleOrders(10_000), virtualize: { height: 420 } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () => within(table).getAllByRole('row').length;
    await expect(rendered()).toBeLessThan(60);
    const scroller = canvas.getByRole('region', { name: '订单列表' });
    scroller.scrollTop = scroller.scrollHeight;
    const last = sampleOrders(10_000)[9_999]?.orderNo ?? '';
    // The last rows are drawn on the next frames after the scroll (waitFor's budget: .storybook/preview.tsx).
    await waitFor(() => expect(within(table).getByText(last)).toBeVisible());
    await expect(rendered()).toBeLessThan(60);
  },
};

/** An actions column that stays in view while a wide table scrolls sideways on a phone. */
export const StickyActionsColumn: Story = {
  args: {
    columns: [
      ...columns.map((c) => ({ ...c, hideBelow: undefined })),
      {
        key: 'actions',
        title: '操作',
        sticky: 'right',
        align: 'right',
        width: 72,
        render: (o: SampleOrder) => (
          <DropdownMenu
            align="end"
            trigger={<Button size="sm" variant="ghost" iconOnly icon={<IconMoreHorizontal />} aria-label={`订单 ${o.orderNo} 的操作`} />}
            items={[
              { key: 'view', label: '查看详情' },
              { key: 'copy', label: '复制卡密' },
              { type: 'separator', key: 's' },
              { key: 'close', label: '关闭订单', danger: true },
            ]}
          />
        ),
      },
    ],
  },
};

export const DenseStriped: Story = { args: { size: 'sm', striped: true, rows: twelve } };

export const InsideCard: Story = {
  render: (args) => (
    <Card
      title="最近订单"
      padding="none"
      extra={
        <Button size="sm" variant="link">
          查看全部
        </Button>
      }
    >
      <Table {...args} framed={false} />
    </Card>
  ),
};

/** Columns placed on a phone's card (`mobile`), the row's actions as data (buttons here, a menu on a phone). */
const phoneColumns: TableColumn<SampleOrder>[] = [
  { key: 'orderNo', title: '订单号', mobile: 'meta', render: (o) => <span className="font-mono text-xs">{o.orderNo}</span> },
  { key: 'goods', title: '商品', mobile: 'title' },
  { key: 'quantity', title: '数量', align: 'right', sortable: true, hideBelow: 'md', mobile: 'meta' },
  {
    key: 'amount',
    title: '金额',
    align: 'right',
    sortable: true,
    mobile: 'amount',
    render: (o) => <span className="tabular-nums">{formatYuan(o.amount)}</span>,
  },
  { key: 'status', title: '状态', mobile: 'status', render: (o) => <StatusTag kind="order" status={o.status} size="sm" /> },
  { key: 'createdAt', title: '下单时间', sortable: true, hideBelow: 'lg', mobile: 'time' },
  { key: 'contact', title: '联系方式', hideBelow: 'lg', mobile: 'hidden' },
  {
    key: 'actions',
    title: '操作',
    align: 'right',
    sticky: 'right',
    actions: (o) => [
      { key: 'view', label: '详情', onSelect: fn().mockName(`view ${o.orderNo}`) },
      { key: 'close', label: '关闭', danger: true, onSelect: fn().mockName(`close ${o.orderNo}`) },
    ],
  },
];

/**
 * Below 640 px each row is a card: what (goods), how much, status and when first, other fields as labelled
 * lines, the actions behind one 操作 menu; select-all and sorting above the cards; 24 px checkboxes.
 */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { columns: phoneColumns },
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort | null>(null);
    const [selected, setSelected] = useState<string[]>([]);
    const rows = useMemo(() => sortRows(twelve.slice(0, 6), sort), [sort]);
    return (
      <Table
        {...args}
        rows={rows}
        sort={sort}
        onSortChange={setSort}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        rowLabel={(o) => `订单 ${o.orderNo}`}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: '订单列表' });
    // The cards come a group per painted frame (PhoneCardsDrawnInGroups).
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // The primary fields are on the card; a hidden one is not.
    const first = twelve[0] as SampleOrder;
    const card = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    await expect(card.getByText(first.goods)).toBeVisible();
    await expect(card.getByText(formatYuan(first.amount))).toBeVisible();
    await expect(card.getByText(first.createdAt)).toBeVisible();
    await expect(card.queryByText(first.contact)).toBeNull();
    // Sorting: the column's button cycles as its header does.
    const byAmount = canvas.getByRole('button', { name: /金额/ });
    await userEvent.click(byAmount);
    await expect(byAmount).toHaveAttribute('aria-pressed', 'true');
    const amounts = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
    const cheapest = [...twelve.slice(0, 6)].sort((a, b) => a.amount - b.amount)[0] as SampleOrder;
    await expect(amounts()[0]).toContain(cheapest.orderNo);
    // Selection: a 24 px checkbox per card, select-all above.
    const box = canvas.getByRole('checkbox', { name: `选择 订单 ${cheapest.orderNo}` });
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await userEvent.click(box);
    await expect(canvas.getByText('已选择 1 项')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选本页' }));
    await expect(canvas.getByText('已选择 6 项')).toBeVisible();
    // Two actions: one menu.
    await userEvent.click(canvas.getByRole('button', { name: `订单 ${cheapest.orderNo} 的操作` }));
    await expect(screen.getByRole('menuitem', { name: '关闭' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A page of twenty on a phone: the first four cards are drawn at once, then four more after each painted
 * frame (a cold page's layout costs ~3 ms a card at 1× CPU: twenty in one frame was a long task); the
 * cards out of sight are skipped by rendering until scrolled near.
 */
export const PhoneCardsDrawnInGroups: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { columns: phoneColumns },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const rows = useMemo(() => sampleOrders(40).slice((page - 1) * 20, page * 20), [page]);
    return <Table {...args} rows={rows} pagination={{ page, pageSize: 20, total: 40, onChange: setPage }} />;
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '订单列表' });
    const added: number[] = [];
    const observer = new MutationObserver((records) => {
      added.push(records.flatMap((r) => [...r.addedNodes]).filter((node) => node.nodeName === 'LI').length);
    });
    observer.observe(list, { childList: true });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    observer.disconnect();
    // However far the drawing had got when this began, the rest came a group at a time.
    await expect(added.length).toBeGreaterThan(0);
    for (const count of added) await expect(count).toBeLessThanOrEqual(4);
    // Cards far below the screen are not rendered (content-visibility) until they come near it: the groups
    // drawn after the first lay out and paint nothing the phone does not show.
    const cards = within(list)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild as HTMLElement);
    const [first, last] = [cards[0] as HTMLElement, cards.at(-1) as HTMLElement];
    await expect(first.checkVisibility({ contentVisibilityAuto: true })).toBe(true);
    await expect(last.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
    last.scrollIntoView();
    await waitFor(() => expect(last.checkVisibility({ contentVisibilityAuto: true })).toBe(true));
    window.scrollTo(0, 0);
    // A next page draws whole: the document has laid cards out already.
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent((sampleOrders(40)[20] as SampleOrder).orderNo);
  },
};

/** A virtualised list on a phone: only the cards in view are drawn, each measured. */
export const PhoneVirtualized10000Rows: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { columns: phoneColumns, rows: sampleOrders(10_000), virtualize: { height: 480 } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '订单列表' });
    const rendered = () => within(list).getAllByRole('listitem').length;
    await waitFor(() => expect(rendered()).toBeLessThan(60));
    const scroller = canvas.getByRole('region', { name: '订单列表' });
    const last = sampleOrders(10_000)[9_999]?.orderNo ?? '';
    // Measured cards change the total height: scroll to the end until the last card is drawn.
    await waitFor(
      () => {
        scroller.scrollTop = scroller.scrollHeight;
        return expect(within(list).getByText(last)).toBeVisible();
      },
      { timeout: 5000 },
    );
    await expect(rendered()).toBeLessThan(60);
  },
};

export const PhoneLoading: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { columns: phoneColumns, rows: [], loading: true },
};
