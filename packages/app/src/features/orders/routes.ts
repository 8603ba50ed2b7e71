// The orders area's routes: each page a lazy import of this folder (its own chunk).
import { customer, inside, payReturn, publicRoute, type RouteDef } from '#app/routes/define.ts';

// The payment return routes draw one page: one `import()` (with its preload list) in the entry.
const payReturnPage = () => import('./PayReturnPage.tsx');

export const ordersRoutes: RouteDef[] = [
  publicRoute('chadan', { page: () => import('./ChadanPage.tsx'), messages: ['orders'] }),
  inside('visitorOrder', 'shop', { page: () => import('./VisitorOrderPage.tsx'), messages: ['orders'] }),
  inside('visitorOrderDetail', 'shop', { page: () => import('./VisitorOrderDetailPage.tsx'), messages: ['orders'] }),
  customer('myOrder', 'order', { page: () => import('./MyOrderPage.tsx'), messages: ['orders'] }),
  customer('showordermess', undefined, { page: () => import('./OrderDetailPage.tsx'), messages: ['orders'] }),
  // ---- payment ----
  {
    id: 'pay.payonline',
    path: '/pay/payonline',
    area: 'payment',
    titleKey: 'route.pay.payonline',
    page: () => import('./PayOnlinePage.tsx'),
    messages: ['shop'],
  },
  {
    id: 'pay.payInterface',
    path: '/pay/payInterface',
    area: 'payment',
    titleKey: 'route.pay.payInterface',
    page: () => import('./PayInterfacePage.tsx'),
    messages: ['shop'],
  },
  payReturn('return_ali', { page: payReturnPage, messages: ['orders'] }),
  payReturn('return_epay', { page: payReturnPage, messages: ['orders'] }),
  payReturn('return_qpay', { page: payReturnPage, messages: ['orders'] }),
  payReturn('return_fxpay', { page: payReturnPage, messages: ['orders'] }),
];
