// The order of each back-office menu's entries (route ids; a route's `menu` says which menu and icon).
// The routes live in their features' folders, the menus read across them in this order.
import type { MenuArea } from './define.ts';

export const MENU_ORDER: Record<MenuArea, readonly string[]> = {
  inside: [
    'inside.index',
    'inside.myOrder',
    'inside.cardRepeal',
    'inside.goodsLog',
    'inside.accountmoney',
    'inside.payInfo',
    'inside.collectMoney',
    'inside.transMoney',
    'inside.inter.myaccount',
    'inside.inter.inviteFriends',
    'inside.inter.promotion',
    'inside.selfLevel',
    'inside.selfCreatVip',
    'inside.myFavorites',
    'inside.complain',
    'inside.cdk',
    'inside.message',
    'inside.shop',
    'inside.verified',
  ],
  vip: [
    'vip.desktop',
    'vip.vipWebSite',
    'vip.vipAnnouncement',
    'vip.vipDirectory',
    'vip.vipGoods',
    'vip.market',
    'vip.vipOrder',
    'vip.vipCustomer',
    'vip.vipChild',
    'vip.vipVersionMoney',
    'vip.shop',
    'vip.pagePath',
  ],
  supply: ['supply.supplyGoods', 'supply.cardstockmanage', 'supply.order', 'supply.handOrder', 'supply.complain', 'supply.bookeddetail'],
};
