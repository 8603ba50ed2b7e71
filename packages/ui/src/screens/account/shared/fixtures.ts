// Believable data for the customer screens' stories (the API contract's shapes, the mock seed's values).
import dayjs from 'dayjs';
import type { Binding, Message } from '@shop/session/contract';
import type { DashboardData } from '../Dashboard/DashboardView.tsx';
import type { PriceListDirectory, PriceListRow } from '#ui/screens/shop/PriceList/PriceListView.tsx';

const bound = (account: string, boundAt: string): Binding => ({ bound: true, account, boundAt });
const unbound: Binding = { bound: false, account: '', boundAt: null };

export const sampleAccount = {
  loginName: 'demo',
  nickname: '云端旅人',
  avatar: '',
  qq: '80012345',
  level: { id: 3, name: '黄金会员' },
  createdAt: '2026-05-24 10:00:00',
  loginNameChangeable: true,
  salePwd: { set: true, enabled: true },
  openApi: { enabled: false, status: false, appId: '', keyMasked: '' },
  bindings: {
    weixin: bound('云端旅人', '2026-07-03 10:00:00'),
    qq: unbound,
    mp: unbound,
    wc: bound('云端旅人', '2026-08-22 10:00:00'),
    mobile: bound('138****8000', '2026-06-23 10:00:00'),
    email: unbound,
  },
};

export const sampleDashboard: DashboardData = {
  balance: 1288.5,
  frozenBalance: 100,
  level: { id: 3, name: '黄金会员' },
  nextLevel: { id: 4, name: '钻石会员', upgradePrice: 999 },
  todayOrders: 6,
  todaySpend: 97.75,
  monthSpend: 1626.2,
  totalOrders: 73,
  unreadMessages: 8,
  pinnedAnnouncements: [
    {
      id: 2,
      title: '双十二会员卡限时特惠',
      pinned: true,
      summary: '活动时间：2026-12-10 至 2026-12-12\n商品 · 活动价\n腾讯视频VIP月卡 · ¥14.80\n爱奇艺黄金VIP月卡 · ¥15.50',
      createdAt: '2026-11-18 05:00:00',
    },
    {
      id: 1,
      title: '欢迎来到云卡数字商城',
      pinned: true,
      summary: '本站主营视频会员、游戏点卡、话费充值等数字商品，7×24小时自动发货。',
      createdAt: '2026-10-21 00:00:00',
    },
  ],
  recentOrders: [
    order('202611200959000047', '和平精英 60点券', 5.45, 'unpaid', '2026-11-20 09:59:00'),
    order('202611200957000199', '阿里云盘会员月卡', 9.31, 'unpaid', '2026-11-20 09:57:00'),
    order('202611200859000103', '优酷VIP会员月卡', 14.01, 'delivered', '2026-11-20 08:59:00'),
    order('202611200602000052', '网易云音乐黑胶VIP月卡', 33.07, 'delivered', '2026-11-20 06:02:00'),
    order('202611200200000114', '定制鼠标垫（加厚锁边）', 28.11, 'processing', '2026-11-20 02:00:00'),
  ],
  // A few orders most days, none some days; today's point is today's figures above.
  last30Days: last30Days((i) =>
    i === 29
      ? { orders: 6, spend: 97.75 }
      : { orders: [2, 0, 1, 3, 1, 0, 4][i % 7] as number, spend: [59.8, 0, 29.9, 148.5, 14.01, 0, 326.9][i % 7] as number },
  ),
};

function order(
  orderNo: string,
  goodsName: string,
  amount: number,
  status: DashboardData['recentOrders'][number]['status'],
  createdAt: string,
) {
  return {
    orderNo,
    goodsId: 1,
    goodsName,
    goodsCover: '',
    deliveryType: 'card' as const,
    quantity: 1,
    unitPrice: amount,
    amount,
    payMethod: status === 'unpaid' ? null : ('balance' as const),
    status,
    contact: '138****8000',
    createdAt,
    paidAt: status === 'unpaid' ? null : createdAt,
  };
}

const MESSAGE_TEMPLATES: Array<[Message['type'], string, string]> = [
  ['order', '订单发货通知', '您的订单 <b>202611200959000047</b> 已自动发货，请在订单详情查看卡密。'],
  ['account', '登录提醒', '您的账号于 2026-11-18 21:14:05 在新设备登录，如非本人操作请及时修改密码。'],
  ['promotion', '推广佣金到账', '您邀请的好友完成了一笔订单，佣金 <b>¥2.20</b> 已计入待领取。'],
  ['system', '系统维护通知', '平台将于本周四 02:00-04:00 进行系统维护，届时暂停充值业务。'],
  ['order', '售后进度更新', '您的售后工单已有新的回复，<a href="/inside/complain">点击查看</a>。'],
  ['account', '余额变动提醒', '您的账户余额发生变动，当前余额请在资金明细查看。'],
];

export const sampleMessages: Message[] = Array.from({ length: 10 }, (_, i) => {
  const [type, title, content] = MESSAGE_TEMPLATES[i % MESSAGE_TEMPLATES.length] as [Message['type'], string, string];
  const day = String(20 - i * 2).padStart(2, '0');
  return { id: 24 - i, type, title, content, read: i >= 4, createdAt: `2026-11-${day} 0${i % 9}:00:00` };
});

export const sampleDirectories: PriceListDirectory[] = [
  { id: 1, parentId: null, name: '视频会员' },
  { id: 2, parentId: null, name: '音乐会员' },
  { id: 3, parentId: null, name: '游戏点卡' },
  { id: 4, parentId: 3, name: '手游充值' },
  { id: 5, parentId: null, name: '话费充值' },
];

const LEVELS = [
  { levelId: 1, levelName: '普通会员', discount: 1 },
  { levelId: 2, levelName: '白银会员', discount: 0.97 },
  { levelId: 3, levelName: '黄金会员', discount: 0.94 },
  { levelId: 4, levelName: '钻石会员', discount: 0.9 },
];

function priceRow(goodsId: number, name: string, dirName: string, retail: number, stock: number): PriceListRow {
  const levelPrices = LEVELS.map(({ levelId, levelName, discount }) => ({
    levelId,
    levelName,
    price: Math.round(retail * discount * 100) / 100,
  }));
  return {
    goodsId,
    name,
    dirName,
    cover: '',
    stock,
    retail,
    levelPrices,
    myPrice: levelPrices[2]?.price,
    shopPrice: goodsId % 3 === 0 ? retail + 1 : null,
  };
}

export const samplePriceRows: PriceListRow[] = [
  priceRow(1, '腾讯视频VIP月卡', '视频会员', 15.8, 120),
  priceRow(2, '爱奇艺黄金VIP月卡', '视频会员', 16.5, 86),
  priceRow(3, '优酷VIP会员月卡', '视频会员', 14.9, 0),
  priceRow(4, 'QQ音乐绿钻豪华版月卡', '音乐会员', 12.8, 45),
  priceRow(5, '网易云音乐黑胶VIP月卡', '音乐会员', 13.5, 230),
  priceRow(6, 'Steam钱包充值卡 50元', '游戏点卡', 48.5, 17),
  priceRow(7, '王者荣耀 60点券', '手游充值', 5.8, 999),
  priceRow(8, '原神 创世结晶 980', '手游充值', 62, 8),
];

/** 30 days ending 2026-11-20 (the seed's today), oldest first, with `make(i)`'s figures (i = 0 … 29). */
export function last30Days<T>(make: (i: number) => T): Array<T & { date: string }> {
  return Array.from({ length: 30 }, (_, i) => ({
    date: dayjs('2026-11-20')
      .subtract(29 - i, 'day')
      .format('YYYY-MM-DD'),
    ...make(i),
  }));
}
