// /vip/desktop?range=30: the merchant's desktop (getDesktop): the site and its days left (keyDay) with
// the way to renew, income, figures, the 7 / 30-day charts (Chartist, loaded with this page only) and
// the latest orders.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { VipDesktopView, type VipDesktopLinks } from '@shop/ui';
import { preloadVipDesktop, useVipDesktop } from './vipDesktop.ts';
import { readStateOf } from '#app/data/readState.ts';

const LINKS: VipDesktopLinks = {
  renew: '/vip/vipVersionMoney',
  orders: '/vip/vipOrder',
  order: (orderNo) => `/vip/vipOrder?keyword=${encodeURIComponent(orderNo)}&order=${encodeURIComponent(orderNo)}`,
  goods: '/vip/vipGoods',
  customers: '/vip/vipCustomer',
  children: '/vip/vipChild',
  storefront: (path) => `/s/${encodeURIComponent(path)}`,
};

/** A full page load's first read (routes/preload.ts). */
export function prefetch(): void {
  preloadVipDesktop();
}

export default function DesktopPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const desktop = useVipDesktop();
  const range = params.get('range') === '30' ? 30 : 7;
  return (
    <VipDesktopView
      data={desktop.data}
      {...readStateOf(desktop)}
      links={LINKS}
      onNavigate={(to) => void navigate(to)}
      range={range}
      onRangeChange={(next) => setParams(next === 30 ? { range: '30' } : {}, { replace: true })}
    />
  );
}
