import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../components/Alert/Alert.tsx';
import { Badge } from '../components/Badge/Badge.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { FormField } from '../components/FormField/FormField.tsx';
import { Input } from '../components/Input/Input.tsx';
import { Select } from '../components/Select/Select.tsx';
import { StatusTag } from '../components/StatusTag/StatusTag.tsx';
import { formatYuan } from '../lib/format.ts';
import { sampleOrders } from '../components/Table/fixtures.ts';
import { Table, type TableSort } from '../components/Table/Table.tsx';
import { Tabs } from '../components/Tabs/Tabs.tsx';
import { IconDownload, IconSearch } from '../icons/index.tsx';

const meta = { title: 'Foundations/Overview', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pieces together, as a back-office list page is built: flip locale, theme and viewport in the toolbar. */
export const OrderListPage: Story = {
  render: function Render() {
    const all = useMemo(() => sampleOrders(36), []);
    const [tab, setTab] = useState('all');
    const [page, setPage] = useState(1);
    const [sort, setSort] = useState<TableSort | null>(null);
    const [selected, setSelected] = useState<string[]>([]);
    const rows = all.filter((o) => tab === 'all' || o.status === tab);
    const sorted = sort ? [...rows].sort((a, b) => (a.amount - b.amount) * (sort.direction === 'asc' ? 1 : -1)) : rows;
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-xl font-semibold text-fg">我的订单</h1>
            <p className="text-sm text-fg-muted">查看订单状态、卡密与物流</p>
          </div>
          <Button variant="secondary" icon={<IconDownload />}>
            导出
          </Button>
        </div>
        <Alert tone="warning" title="有 3 笔订单待支付">
          未支付订单 15 分钟后自动关闭。
        </Alert>
        <Card padding="sm">
          <form className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
            <FormField label="关键词">
              <Input placeholder="订单号 / 商品名称" prefix={<IconSearch />} />
            </FormField>
            <FormField label="支付方式">
              <Select
                placeholder="全部"
                options={[
                  { value: 'balance', label: '余额' },
                  { value: 'alipay', label: '支付宝' },
                ]}
              />
            </FormField>
            <div className="flex items-end gap-2">
              <Button type="submit">查询</Button>
              <Button variant="ghost">重置</Button>
            </div>
          </form>
        </Card>
        <Card padding="none">
          <div className="px-4 pt-1">
            <Tabs
              aria-label="订单状态"
              value={tab}
              onValueChange={(v) => {
                setTab(v);
                setPage(1);
              }}
              items={[
                { value: 'all', label: '全部' },
                {
                  value: 'unpaid',
                  label: '待支付',
                  extra: <Badge count={all.filter((o) => o.status === 'unpaid').length} tone="warning" />,
                },
                { value: 'paid', label: '已支付' },
                { value: 'delivered', label: '已发货' },
                { value: 'complained', label: '投诉中' },
              ]}
            />
          </div>
          <Table
            framed={false}
            caption="订单列表"
            rows={sorted.slice((page - 1) * 8, page * 8)}
            rowKey="orderNo"
            sort={sort}
            onSortChange={setSort}
            selectedKeys={selected}
            onSelectionChange={setSelected}
            rowLabel={(o) => `订单 ${o.orderNo}`}
            columns={[
              { key: 'orderNo', title: '订单号', render: (o) => <span className="font-mono text-xs">{o.orderNo}</span> },
              { key: 'goods', title: '商品' },
              {
                key: 'amount',
                title: '金额',
                align: 'right',
                sortable: true,
                render: (o) => <span className="tabular-nums">{formatYuan(o.amount)}</span>,
              },
              { key: 'status', title: '状态', render: (o) => <StatusTag kind="order" status={o.status} size="sm" /> },
              { key: 'createdAt', title: '下单时间', hideBelow: 'md' },
            ]}
            pagination={{ page, pageSize: 8, total: rows.length, onChange: (p) => setPage(p) }}
          />
        </Card>
      </div>
    );
  },
};
