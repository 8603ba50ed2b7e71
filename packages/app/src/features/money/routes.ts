// The money area's routes: each page a lazy import of this folder (its own chunk).
import { customer, type RouteDef } from '#app/routes/define.ts';

export const moneyRoutes: RouteDef[] = [
  customer('accountmoney', 'wallet', { page: () => import('./AccountMoneyPage.tsx'), messages: ['money'] }),
  customer('payInfo', 'payment', { page: () => import('./PayInfoPage.tsx'), messages: ['money'] }),
  customer('collectMoney', 'withdraw', { page: () => import('./CollectMoneyPage.tsx'), messages: ['money'] }),
  customer('transMoney', 'transfer', { page: () => import('./TransMoneyPage.tsx'), messages: ['money'] }),
  customer('selfLevel', 'level', { page: () => import('./SelfLevelPage.tsx'), messages: ['money'] }),
  customer('selfCreatVip', 'site', { page: () => import('./SelfCreatVipPage.tsx'), messages: ['money'] }),
  {
    id: 'pay.recharge',
    path: '/pay/recharge',
    area: 'payment',
    titleKey: 'route.pay.recharge',
    login: true,
    page: () => import('./RechargePage.tsx'),
    // The recharge form is one of the money forms (its shared fields and links draw `money.common.*`).
    messages: ['shop', 'money'],
  },
];
