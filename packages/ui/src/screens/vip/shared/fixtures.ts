// Believable data for the vip merchant screens' stories (the API contract's shapes, seed-like values
// of the 小鹿数码商城 site). Card keys are written out masked as the app passes them (session's maskCard).
import type {
  ChildSite,
  DayFigures,
  MarketGoods,
  VipCustomer,
  VipDesktop,
  VipDirectory,
  VipGoods,
  VipOrder,
  VipOrderDetail,
  VipVersionList,
} from '@shop/session/contract';
import type { WithShownCards } from '#ui/screens/orders/CardKeys/CardKey.tsx';

type LevelRef = VipCustomer['level'];

export const cover = (hue: number, text: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="hsl(${hue} 65% 42%)"/><text x="32" y="39" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  );

// ---- desktop ----

/** 30 days ending 2026-11-20: a weekly rhythm with a weekend lift, a few quiet days. */
export const sampleDays: DayFigures[] = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 22 + i));
  const date = `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`;
  const weekday = day.getUTCDay();
  const orders = i === 11 ? 0 : 3 + ((i * 7) % 5) + (weekday === 0 || weekday === 6 ? 4 : 0);
  const turnover = Math.round(orders * (23.5 + ((i * 13) % 9)) * 100) / 100;
  return { date, orders, turnover, income: Math.round(turnover * 0.11 * 100) / 100 };
});

export const sampleLatestOrders: VipOrder[] = [
  {
    orderNo: '202611200932180151',
    goodsId: 1,
    goodsName: '腾讯视频VIP月卡',
    goodsCover: cover(150, '腾讯'),
    deliveryType: 'card',
    quantity: 2,
    unitPrice: 20.3,
    amount: 40.6,
    payMethod: 'alipay',
    status: 'delivered',
    contact: '138****0101',
    createdAt: '2026-11-20 09:32:18',
    paidAt: '2026-11-20 09:33:02',
    buyer: 'xiaolu_fan01',
    buyerType: 'member',
    profit: 3.0,
    ip: '116.228.12.45',
    device: 'android',
    coupon: '',
    queryPwd: '',
    delivered: true,
  },
  {
    orderNo: '202611200811050149',
    goodsId: 18,
    goodsName: '王者荣耀 300点券',
    goodsCover: cover(10, '王者'),
    deliveryType: 'recharge',
    quantity: 1,
    unitPrice: 32.4,
    amount: 32.4,
    payMethod: 'wxpay',
    status: 'processing',
    contact: 'q***@qq.com',
    createdAt: '2026-11-20 08:11:05',
    paidAt: '2026-11-20 08:11:40',
    buyer: '游客',
    buyerType: 'visitor',
    profit: 2.4,
    ip: '60.191.23.77',
    device: 'ios',
    coupon: 'GAME3',
    queryPwd: '8888',
    delivered: false,
  },
  {
    orderNo: '202611192204330147',
    goodsId: 6,
    goodsName: '网易云音乐黑胶VIP月卡',
    goodsCover: cover(0, '网易'),
    deliveryType: 'card',
    quantity: 1,
    unitPrice: 15.1,
    amount: 15.1,
    payMethod: null,
    status: 'unpaid',
    contact: '139****7720',
    createdAt: '2026-11-19 22:04:33',
    paidAt: null,
    buyer: 'mengmeng88',
    buyerType: 'member',
    profit: 0,
    ip: '113.88.45.201',
    device: 'pc',
    coupon: '',
    queryPwd: '',
    delivered: false,
  },
];

export const sampleDesktop: VipDesktop = {
  site: {
    id: 1,
    name: '小鹿数码商城',
    path: 'xiaolu',
    version: '专业版',
    status: 'active',
    expiresAt: '2027-06-08 10:00:00',
    daysLeft: 200,
  },
  incomeToday: 5.4,
  incomeYesterday: 18.62,
  incomeMonth: 312.8,
  turnoverToday: 73,
  ordersToday: 3,
  last7Days: sampleDays.slice(-7),
  last30Days: sampleDays,
  goodsOnSale: 21,
  customers: 33,
  childSites: 3,
  toDeliver: 2,
  balance: 5000,
  latestOrders: sampleLatestOrders,
};

export const expiredDesktop: VipDesktop = {
  ...sampleDesktop,
  site: { ...sampleDesktop.site, status: 'expired', expiresAt: '2026-11-10 10:00:00', daysLeft: 0 },
};

export const quietDesktop: VipDesktop = {
  ...sampleDesktop,
  incomeToday: 0,
  incomeYesterday: 0,
  incomeMonth: 0,
  turnoverToday: 0,
  ordersToday: 0,
  last7Days: sampleDays.slice(-7).map((d) => ({ ...d, orders: 0, turnover: 0, income: 0 })),
  last30Days: sampleDays.map((d) => ({ ...d, orders: 0, turnover: 0, income: 0 })),
  goodsOnSale: 0,
  customers: 0,
  childSites: 0,
  toDeliver: 0,
  latestOrders: [],
};

// ---- goods of the site ----

const goods = (
  id: number,
  name: string,
  dir: [number, string],
  retail: number,
  cost: number,
  markupPercent: number,
  extra: Partial<VipGoods> = {},
): VipGoods => ({
  id,
  goodsId: id + 100,
  name,
  ownName: '',
  dirId: dir[0],
  dirName: dir[1],
  cover: cover((id * 47) % 360, name.slice(0, 2)),
  deliveryType: 'card',
  goodsStatus: 'on',
  retail,
  cost,
  // Rounded to the yuan (the site's rule), never below cost.
  price: Math.max(Math.round(retail * (1 + markupPercent / 100)), Math.ceil(cost)),
  memberPrice: Math.max(Math.round(cost * (1 + markupPercent / 100)), Math.ceil(cost)),
  markupPercent,
  stock: 120,
  salesToday: 0,
  salesYesterday: 1,
  salesWeek: 6,
  salesTotal: 48,
  visible: true,
  ...extra,
});

export const sampleSiteGoods: VipGoods[] = [
  goods(1, '腾讯视频VIP月卡', [2, '视频会员'], 20, 18, 8, {
    ownName: '腾讯视频会员月卡（秒发）',
    salesToday: 2,
    salesWeek: 14,
    salesTotal: 96,
  }),
  goods(2, '爱奇艺黄金VIP月卡', [2, '视频会员'], 19.8, 17.82, 10),
  goods(3, '王者荣耀 300点券', [3, '游戏点卡'], 30, 27, 12, { deliveryType: 'recharge', stock: 9999 }),
  goods(4, 'Steam 钱包充值卡 50元', [4, '软件激活'], 48, 43.2, 5, { stock: 0, goodsStatus: 'soldout' }),
  goods(5, '网易云音乐黑胶VIP月卡', [5, '音乐会员'], 15, 13.5, 8, { visible: false }),
  goods(6, '罗技 G304 无线鼠标（实物）', [8, '数码配件'], 129, 116.1, 5, { deliveryType: 'manual', goodsStatus: 'off', visible: false }),
];

// ---- market ----

const market = (
  goodsId: number,
  name: string,
  dir: [number, string],
  retail: number,
  cost: number,
  extra: Partial<MarketGoods> = {},
): MarketGoods => ({
  goodsId,
  name,
  dirId: dir[0],
  dirName: dir[1],
  cover: cover((goodsId * 31) % 360, name.slice(0, 2)),
  deliveryType: 'card',
  cost,
  retail,
  stock: 80,
  sales: 320,
  supplierName: '平台自营',
  added: false,
  ...extra,
});

export const sampleMarket: MarketGoods[] = [
  market(25, '优酷VIP月卡', [2, '视频会员'], 18, 16.2),
  market(26, '原神 月卡（空月祝福）', [3, '游戏点卡'], 30, 27, { deliveryType: 'recharge', stock: 9999, supplierName: '小鹿数码供货' }),
  market(27, 'Windows 11 专业版激活码', [4, '软件激活'], 89, 80.1, { sales: 1204, supplierName: '小鹿数码供货' }),
  market(31, 'QQ音乐豪华绿钻月卡', [5, '音乐会员'], 16, 14.4, { stock: 0 }),
  market(33, '小米手环 8（实物）', [8, '数码配件'], 249, 224.1, { deliveryType: 'manual', stock: 12 }),
];

// ---- orders ----

export const sampleSiteOrders: VipOrder[] = [
  ...sampleLatestOrders,
  {
    ...sampleLatestOrders[0]!,
    orderNo: '202611181530220131',
    goodsName: '爱奇艺黄金VIP月卡',
    goodsCover: cover(100, '爱奇'),
    quantity: 1,
    unitPrice: 21.8,
    amount: 21.8,
    payMethod: 'balance',
    status: 'refunded',
    buyer: 'kabao666',
    profit: 0,
    device: 'ipad',
    createdAt: '2026-11-18 15:30:22',
    paidAt: '2026-11-18 15:30:25',
  },
  {
    ...sampleLatestOrders[0]!,
    orderNo: '202611171004110122',
    status: 'complained',
    buyer: 'gamebar',
    device: 'pc',
    createdAt: '2026-11-17 10:04:11',
    paidAt: '2026-11-17 10:05:00',
  },
];

export const sampleSiteOrderDetail: WithShownCards<VipOrderDetail> = {
  ...sampleLatestOrders[0]!,
  discount: 0,
  rechargeAccount: null,
  inputs: [],
  deliveredAt: '2026-11-20 09:33:03',
  cards: [
    { id: 801, cardNo: 'TXSP-VIP3-0M8K-2Q7D', password: '', maskedCardNo: 'TXSP-****-****-2Q7D', maskedPassword: '' },
    { id: 802, cardNo: 'TXSP-VIP3-7HC2-9RXA', password: '', maskedCardNo: 'TXSP-****-****-9RXA', maskedPassword: '' },
  ],
  deliveryText: null,
  express: null,
  hasQueryPwd: false,
  remark: '',
  complaintId: null,
};

export const sampleRechargeDetail: WithShownCards<VipOrderDetail> = {
  ...sampleLatestOrders[1]!,
  discount: 3,
  rechargeAccount: '2850011223',
  inputs: [
    { label: 'QQ号', value: '2850011223' },
    { label: '大区', value: '安卓QQ区' },
  ],
  deliveredAt: null,
  cards: [],
  deliveryText: null,
  express: null,
  hasQueryPwd: true,
  remark: '',
  complaintId: null,
};

// ---- customers ----

export const sampleLevels: LevelRef[] = [
  { id: 1, name: '普通会员' },
  { id: 2, name: '白银会员' },
  { id: 3, name: '黄金会员' },
  { id: 4, name: '钻石会员' },
];

const customer = (id: number, loginName: string, nickname: string, level: LevelRef, extra: Partial<VipCustomer> = {}): VipCustomer => ({
  id,
  loginName,
  nickname,
  level,
  contact: `13${String(id).padStart(2, '0')}****${String(1000 + id).slice(-4)}`,
  balance: 12.5 * id,
  totalSpend: 86.4 * id,
  orders: id + 2,
  status: 'active',
  registeredAt: `2026-0${(id % 9) + 1}-1${id % 10} 14:2${id % 10}:00`,
  ...extra,
});

export const sampleCustomers: VipCustomer[] = [
  customer(21, 'xiaolu_fan01', '星河漫步', sampleLevels[2]!),
  customer(22, 'lemon_nm', '柠檬不萌', sampleLevels[0]!),
  customer(23, 'yehangchuan', '夜航船', sampleLevels[1]!, { status: 'disabled' }),
  customer(24, 'ajie2026', '阿杰', sampleLevels[0]!, { orders: 0, totalSpend: 0 }),
];

// ---- directories ----

const dir = (id: number, name: string, parent: number | null, extra: Partial<VipDirectory> = {}): VipDirectory => ({
  id: id + 10,
  dirId: id,
  parentDirId: parent,
  name,
  ownName: '',
  visible: true,
  sort: id * 10,
  goodsCount: 3,
  ...extra,
});

export const sampleDirectories: VipDirectory[] = [
  dir(1, '影音会员', null, { goodsCount: 0 }),
  dir(2, '视频会员', 1, { goodsCount: 6 }),
  dir(5, '音乐会员', 1),
  dir(3, '游戏点卡', null, { ownName: '热门点卡', goodsCount: 5 }),
  dir(6, '手游充值', 3, { goodsCount: 4 }),
  dir(4, '软件激活', null, { goodsCount: 2 }),
  dir(8, '数码配件', null, { visible: false, goodsCount: 1 }),
];

// ---- child sites ----

export const sampleChildren: ChildSite[] = [
  {
    id: 2,
    name: '萌萌小铺',
    path: 'mengmeng',
    owner: 'mengmeng88',
    version: '基础版',
    status: 'active',
    commissionRate: 5,
    orders: 42,
    turnover: 1288.6,
    createdAt: '2026-07-23 10:00:00',
    expiresAt: '2027-07-23 10:00:00',
  },
  {
    id: 3,
    name: '电玩吧卡密站',
    path: 'gamebar',
    owner: 'gamebar',
    version: '基础版',
    status: 'disabled',
    commissionRate: 3,
    orders: 9,
    turnover: 268,
    createdAt: '2026-09-21 10:00:00',
    expiresAt: '2027-09-21 10:00:00',
  },
  {
    id: 4,
    name: '卡宝自助商城',
    path: 'kabao',
    owner: 'kabao666',
    version: '基础版',
    status: 'expired',
    commissionRate: 5,
    orders: 17,
    turnover: 420.5,
    createdAt: '2026-01-24 10:00:00',
    expiresAt: '2026-11-10 10:00:00',
  },
];

// ---- versions ----

export const sampleVersions: VipVersionList = {
  current: { id: 2, name: '专业版', expiresAt: '2027-06-08 10:00:00', daysLeft: 200, status: 'active' },
  balance: 5000,
  list: [
    {
      id: 1,
      name: '基础版',
      price: 199,
      features: ['独立分站', '自定义公告', '商品加价'],
      childSites: 0,
      ownDomain: false,
      supplyRight: false,
      childCommission: 0,
      supplyFee: 0,
      sort: 1,
      state: 'lower',
      upgradePrice: null,
    },
    {
      id: 2,
      name: '专业版',
      price: 599,
      features: ['独立分站', '自定义公告', '商品加价', '绑定独立域名', '开设5个下级分站', '下级分站分成'],
      childSites: 5,
      ownDomain: true,
      supplyRight: false,
      childCommission: 5,
      supplyFee: 0,
      sort: 2,
      state: 'current',
      upgradePrice: null,
    },
    {
      id: 3,
      name: '旗舰版',
      price: 1299,
      features: ['专业版全部功能', '开设50个下级分站', '供货权限', '专属客服', '自定义页面'],
      childSites: 50,
      ownDomain: true,
      supplyRight: true,
      childCommission: 8,
      supplyFee: 5,
      sort: 3,
      state: 'upgrade',
      upgradePrice: 383.56,
    },
  ],
};

export const expiredVersions: VipVersionList = {
  ...sampleVersions,
  current: { ...sampleVersions.current, expiresAt: '2026-11-10 10:00:00', daysLeft: 0, status: 'expired' },
  list: sampleVersions.list.map((v) => ({ ...v, upgradePrice: null })),
};

/**
 * The preview the app passes (session's sitePricesFor with the site's rounding "round"), written out
 * for the stories: cents, half up, to the yuan, never below cost.
 */
export const samplePreviewPrices = (goods: { retail: number; cost: number }, markup: number) => {
  const cost = Math.round(goods.cost * 100);
  const price = (cents: number) => {
    const marked = Math.round((cents * (100 + markup)) / 100);
    const rounded = Math.round(marked / 100) * 100;
    return (rounded >= cost ? rounded : Math.ceil(cost / 100) * 100) / 100;
  };
  return { visitor: price(Math.round(goods.retail * 100)), member: price(cost) };
};
