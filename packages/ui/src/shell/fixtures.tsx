// Story data for the shell: a customer-area menu, opened tabs and a page to put in it. Not exported.
import { useSyncExternalStore } from 'react';
import { Card } from '../components/Card/Card.tsx';
import { StatusTag } from '../components/StatusTag/StatusTag.tsx';
import { Table, type TableColumn } from '../components/Table/Table.tsx';
import { formatYuan } from '../lib/format.ts';
import { sampleOrders, type SampleOrder } from '../components/Table/fixtures.ts';
import type { ShellDevice } from './settings.ts';
import type { ShellMenuItem } from './SideMenu.tsx';
import type { PageTab } from './PageTabs.tsx';

export const brand = { name: '卡密商城', href: '/' };

export const customerMenu: ShellMenuItem[] = [
  { key: 'index', label: '用户中心', icon: 'dashboard', href: '/inside/index' },
  {
    key: 'orders',
    label: '订单管理',
    icon: 'order',
    children: [
      { key: 'myOrder', label: '我的订单', href: '/inside/myOrder' },
      { key: 'cardRepeal', label: '卡密作废', href: '/inside/cardRepeal' },
      { key: 'complain', label: '我的投诉', href: '/inside/complain' },
      { key: 'cdk', label: '卡密管理', href: '/inside/cdk' },
    ],
  },
  {
    key: 'funds',
    label: '资金管理',
    icon: 'wallet',
    children: [
      { key: 'accountmoney', label: '余额明细', href: '/inside/accountmoney' },
      { key: 'payInfo', label: '支付记录', href: '/inside/payInfo' },
      { key: 'collectMoney', label: '余额提现', href: '/inside/collectMoney' },
      { key: 'transMoney', label: '余额转账', href: '/inside/transMoney' },
    ],
  },
  {
    key: 'promotion',
    label: '推广中心',
    icon: 'promotion',
    children: [
      { key: 'inviteFriends', label: '邀请好友', href: '/inside/inter/inviteFriends' },
      { key: 'promotionIncome', label: '推广收益', href: '/inside/inter/promotion' },
    ],
  },
  { key: 'selfLevel', label: '会员等级', icon: 'level', href: '/inside/selfLevel' },
  { key: 'selfCreatVip', label: '开通分站', icon: 'site', href: '/inside/selfCreatVip' },
  { key: 'myFavorites', label: '我的收藏', icon: 'favorite', href: '/inside/myFavorites' },
  { key: 'message', label: '站内消息', icon: 'message', href: '/inside/message', badge: 8 },
  { key: 'myaccount', label: '账户安全', icon: 'security', href: '/inside/inter/myaccount' },
];

export const openedTabs: PageTab[] = [
  { key: 'index', label: '用户中心', href: '/inside/index', icon: 'dashboard', fixed: true },
  { key: 'myOrder', label: '我的订单', href: '/inside/myOrder', icon: 'order' },
  { key: 'accountmoney', label: '余额明细', href: '/inside/accountmoney', icon: 'wallet' },
  { key: 'inviteFriends', label: '邀请好友', href: '/inside/inter/inviteFriends', icon: 'invite' },
  { key: 'myaccount', label: '账户安全', href: '/inside/inter/myaccount', icon: 'security' },
];

export const orderBreadcrumb = [
  { key: 'index', label: '用户中心', href: '/inside/index' },
  { key: 'orders', label: '订单管理' },
  { key: 'myOrder', label: '我的订单' },
];

export const demoUser = { name: '张三', description: '黄金会员 · ID 10086' };

// The app computes the device from the width with session's rules (≤575 mobile, ≤992 tablet).
function deviceNow(): ShellDevice {
  const width = window.innerWidth;
  return width <= 575 ? 'mobile' : width <= 992 ? 'tablet' : 'desktop';
}
function onResize(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}
/** The device of the story's viewport, as the app would pass it. */
export function useStoryDevice(): ShellDevice {
  return useSyncExternalStore(onResize, deviceNow, () => 'desktop');
}

const columns: TableColumn<SampleOrder>[] = [
  { key: 'orderNo', title: '订单号', render: (o) => <span className="font-mono text-xs">{o.orderNo}</span> },
  { key: 'goods', title: '商品' },
  { key: 'amount', title: '金额', align: 'right', render: (o) => <span className="tabular-nums">{formatYuan(o.amount)}</span> },
  { key: 'status', title: '状态', render: (o) => <StatusTag kind="order" status={o.status} size="sm" /> },
  { key: 'createdAt', title: '下单时间', hideBelow: 'lg' },
];

const stats = [
  { label: '账户余额', value: '¥1,288.50', note: '冻结 ¥100.00' },
  { label: '今日订单', value: '6', note: '较昨日 +2' },
  { label: '今日消费', value: '¥356.00', note: '本月 ¥4,820.00' },
  { label: '未读消息', value: '8', note: '含 2 条系统公告' },
];

/** A page as the shell would hold it: a title, figures and a table. */
export function SamplePage() {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-fg">我的订单</h1>
        <p className="mt-1 text-sm text-fg-muted">查看订单状态、卡密和物流，最近 30 天的订单都在这里。</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <li key={s.label} className="rounded-lg border border-line bg-surface p-4 shadow-xs">
            <p className="text-xs text-fg-muted">{s.label}</p>
            <p className="mt-1 text-xl font-semibold text-fg tabular-nums">{s.value}</p>
            <p className="mt-1 text-xs text-fg-subtle">{s.note}</p>
          </li>
        ))}
      </ul>
      <Card title="最近订单" padding="none">
        <Table columns={columns} rows={sampleOrders(6)} rowKey="orderNo" caption="最近订单列表" framed={false} />
      </Card>
    </div>
  );
}
