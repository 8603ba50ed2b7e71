// Believable data for the supplier screens' stories (the contract's shapes, seed-like values of the
// 星河数卡供货中心 supplier). Keys carry their masked forms written out as the app passes them (session's
// maskCard: the first and last four of a long key, the last two of a short one; an app test checks them).
import type { CardKey, Complaint, ComplaintSummary, HandOrder, Settlement, SupplierGoods, SupplyOrder } from '@shop/session/contract';
import { cover } from '../vip/shared/fixtures.ts';
import type { StockGoodsOption } from './CardStock/CardStockView.tsx';

export const sampleSupplyGoods: SupplierGoods[] = [
  {
    id: 11,
    name: 'Steam 充值卡 50元',
    cover: cover(210, 'Steam'),
    dirName: '游戏点卡',
    deliveryType: 'card',
    costPrice: 39.77,
    retailPrice: 48.5,
    stock: 36,
    locked: 3,
    sold: 128,
    status: 'on',
    options: [],
  },
  {
    id: 13,
    name: '网易一卡通 30元',
    cover: cover(0, '网易'),
    dirName: '游戏点卡',
    deliveryType: 'card',
    costPrice: 27.6,
    retailPrice: 29.7,
    stock: 52,
    locked: 0,
    sold: 61,
    status: 'on',
    options: [],
  },
  {
    id: 16,
    name: '剑网3 通宝卡 100元',
    cover: cover(40, '剑网'),
    dirName: '游戏点卡',
    deliveryType: 'card',
    costPrice: 88.2,
    retailPrice: 95,
    stock: 0,
    locked: 0,
    sold: 17,
    status: 'soldout',
    options: [],
  },
  {
    id: 36,
    name: 'Cherry 机械键盘（实物）',
    cover: cover(300, '键盘'),
    dirName: '数码配件',
    deliveryType: 'manual',
    costPrice: 239,
    retailPrice: 299,
    stock: 12,
    locked: 0,
    sold: 9,
    status: 'on',
    options: [],
  },
  {
    id: 38,
    name: 'Steam 游戏代购',
    cover: cover(190, '代购'),
    dirName: '游戏点卡',
    deliveryType: 'manual',
    costPrice: 9.9,
    retailPrice: 12,
    stock: 99,
    locked: 0,
    sold: 3,
    status: 'off',
    options: [],
  },
];

type ShownStockCard = CardKey & { maskedCardNo: string; maskedPassword: string };

/** A key of the shape `WY30-XXXX-XXXX-XXXX` with an eight-character password, and its masked forms. */
const card = (id: number, cardNo: string, password: string, status: CardKey['status'], extra: Partial<CardKey> = {}): ShownStockCard => ({
  id,
  goodsId: 13,
  goodsName: '网易一卡通 30元',
  cardNo,
  password,
  batch: 'B20261118-004',
  status,
  importedAt: '2026-11-18 10:21:05',
  soldAt: status === 'sold' ? '2026-11-19 14:02:33' : null,
  soldOrderNo: status === 'sold' ? '202611191402330077' : null,
  note: '11月补货',
  preview: '',
  surcharge: 0,
  optionId: null,
  optionName: '',
  ...extra,
  maskedCardNo: `${cardNo.slice(0, 4)}-****-****-${cardNo.slice(-4)}`,
  maskedPassword: `******${password.slice(-2)}`,
});

export const sampleStockCards = [
  card(501, 'WY30-8K2M-Q7PX-4D1N', 'p9Xr72Lm', 'unsold'),
  card(502, 'WY30-3HTD-ZW6C-9R5B', 'k2Vq81Zs', 'unsold', { preview: '尾号9R5B', surcharge: 1.5 }),
  card(503, 'WY30-7MNE-2YLA-6K3F', 'x7Cn30Pd', 'locked', { note: '预留给大客户' }),
  card(504, 'WY30-5QWR-8JUS-1T0G', 'm4Bt56Yh', 'sold'),
  // A goods with options: its keys are imported and sold under one of them.
  card(505, 'OFFC-2P8W-KD4M-7QX2', 'r5Hn28Wq', 'unsold', {
    goodsId: 28,
    goodsName: 'Office 2021 专业增强版 密钥',
    optionId: 2,
    optionName: '在线激活版',
  }),
];

/** The goods a supplier picks from to filter its stock or import keys; one with options. */
export const sampleStockGoods: StockGoodsOption[] = [
  { id: 11, name: 'Steam 充值卡 50元' },
  { id: 13, name: '网易一卡通 30元' },
  {
    id: 28,
    name: 'Office 2021 专业增强版 密钥',
    options: [
      { id: 1, name: '电话激活版' },
      { id: 2, name: '在线激活版' },
      { id: 3, name: '绑定微软账户版' },
    ],
  },
];

export const sampleSupplyOrders: SupplyOrder[] = [
  {
    orderNo: '202611200932180151',
    goodsId: 13,
    goodsName: '网易一卡通 30元',
    goodsCover: cover(0, '网易'),
    deliveryType: 'card',
    quantity: 2,
    unitPrice: 29.7,
    amount: 59.4,
    payMethod: 'alipay',
    status: 'delivered',
    contact: '138****0101',
    createdAt: '2026-11-20 09:32:18',
    paidAt: '2026-11-20 09:33:02',
    cost: 55.2,
    delivered: true,
  },
  {
    orderNo: '202611191715420093',
    goodsId: 36,
    goodsName: 'Cherry 机械键盘（实物）',
    goodsCover: cover(300, '键盘'),
    deliveryType: 'manual',
    quantity: 1,
    unitPrice: 299,
    amount: 299,
    payMethod: 'balance',
    status: 'paid',
    contact: 'de***@qq.com',
    createdAt: '2026-11-19 17:15:42',
    paidAt: '2026-11-19 17:16:10',
    cost: 239,
    delivered: false,
  },
];

export const sampleHandOrders: HandOrder[] = [
  {
    orderNo: '202611191715420093',
    goodsId: 36,
    goodsName: 'Cherry 机械键盘（实物）',
    quantity: 1,
    amount: 299,
    contact: '13800000101',
    inputs: [{ label: '收货地址', value: '上海市浦东新区张江路 88 号' }],
    status: 'pending',
    deliveryText: null,
    remark: '请尽快发顺丰',
    createdAt: '2026-11-19 17:15:42',
    paidAt: '2026-11-19 17:16:10',
    deliveredAt: null,
  },
  {
    orderNo: '202611200811030012',
    goodsId: 38,
    goodsName: 'Steam 游戏代购',
    quantity: 1,
    amount: 12,
    contact: 'steam_fan@qq.com',
    inputs: [{ label: 'Steam 好友代码', value: '1029384756' }],
    status: 'pending',
    deliveryText: null,
    remark: '',
    createdAt: '2026-11-20 08:11:03',
    paidAt: '2026-11-20 08:11:40',
    deliveredAt: null,
  },
];

export const sampleComplaints: ComplaintSummary[] = [
  {
    id: 7,
    orderNo: '202611181002110034',
    goodsName: 'Steam 充值卡 50元',
    type: 'aftersale',
    reason: '卡密无效',
    title: '充值提示卡密已被使用',
    status: 'open',
    createdAt: '2026-11-18 10:12:40',
    updatedAt: '2026-11-18 10:12:40',
  },
  {
    id: 4,
    orderNo: '202611150830450021',
    goodsName: '网易一卡通 30元',
    type: 'aftersale',
    reason: '面值不符',
    title: '到账金额少了 5 元',
    status: 'replied',
    createdAt: '2026-11-15 08:40:00',
    updatedAt: '2026-11-16 09:02:11',
  },
];

export const sampleComplaint: Complaint = {
  ...sampleComplaints[0]!,
  content: '刚买的卡密充值时提示已被使用，请核实并补发。',
  images: [],
  messages: [
    { id: 1, from: 'staff', author: '平台客服', content: '已通知供货商核实，请耐心等待。', images: [], createdAt: '2026-11-18 10:30:00' },
  ],
};

export const sampleSettlements: Settlement[] = [
  {
    id: 44,
    orderNo: '202611200932180151',
    goodsName: '网易一卡通 30元',
    quantity: 2,
    costAmount: 55.2,
    fee: 1.1,
    settleAmount: 54.1,
    status: 'pending',
    createdAt: '2026-11-20 09:33:05',
    settledAt: null,
  },
  {
    id: 43,
    orderNo: '202611181002110034',
    goodsName: 'Steam 充值卡 50元',
    quantity: 1,
    costAmount: 39.77,
    fee: 0.8,
    settleAmount: 38.97,
    status: 'settled',
    createdAt: '2026-11-18 10:02:30',
    settledAt: '2026-11-19 00:10:00',
  },
];
