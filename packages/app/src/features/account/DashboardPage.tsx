// /inside/index: the customer dashboard (getIndexData): balance, level, today's figures, shortcuts,
// pinned announcements and recent orders.
import { useNavigate } from 'react-router-dom';
import { DashboardView, type DashboardLinks } from '@shop/ui';
import { useAccount } from './account.ts';
import { preloadAccount } from '../money/funds.ts';
import { readStateOf, withSideReads } from '#app/data/readState.ts';
import { preloadDashboard, useDashboard } from './dashboard.ts';

const LINKS: DashboardLinks = {
  recharge: '/pay/recharge',
  accountMoney: '/inside/accountmoney',
  level: '/inside/selfLevel',
  orders: '/inside/myOrder',
  messages: '/inside/message',
  security: '/inside/inter/myaccount',
  goods: '/inside/goodsList',
  promotion: '/inside/inter/promotion',
  favorites: '/inside/myFavorites',
  order: (orderNo) => `/inside/showordermess?orderNo=${encodeURIComponent(orderNo)}`,
  announcement: (id) => `/viewAnnouncementInfo?id=${id}`,
};

/** A full page load's first reads (routes/preload.ts). */
export function prefetch(): void {
  preloadDashboard();
  preloadAccount();
}

export default function DashboardPage() {
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const account = useAccount();
  // The greeting's name beside the figures: a failure of either shows with a retry (chaos walk).
  const read = readStateOf(withSideReads(dashboard, account));
  return (
    <DashboardView
      name={account.data?.nickname}
      data={dashboard.data}
      loading={dashboard.isLoading}
      error={read.error}
      retrying={read.retrying}
      onRetry={read.onRetry}
      links={LINKS}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
