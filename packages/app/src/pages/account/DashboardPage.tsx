// /inside/index: the customer dashboard (getIndexData): balance, level, today's figures, shortcuts,
// pinned announcements and recent orders.
import { useNavigate } from 'react-router-dom';
import { DashboardView, type DashboardLinks } from '@shop/ui';
import { useAccount } from '../../api/account.ts';
import { useDashboard } from '../../api/dashboard.ts';

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

export default function DashboardPage() {
  const navigate = useNavigate();
  const { data, error, isLoading, isValidating, mutate } = useDashboard();
  const { data: account } = useAccount();
  return (
    <DashboardView
      name={account?.nickname}
      data={data}
      loading={isLoading}
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      links={LINKS}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
