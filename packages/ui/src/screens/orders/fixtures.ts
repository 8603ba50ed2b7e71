// Believable orders for the order screens' stories (the API contract's shapes, as the mock world has them).
import type { OrderDetail, OrderSummary, QueriedOrder } from '@shop/session/contract';
import type { ShownCard, WithShownCards } from './CardKeys/CardKey.tsx';

/**
 * `count` card keys in the mock's style (number + password), deterministic, with the masked forms the app
 * passes (session's rule: the first and last four of a long key, the last two of a short one), written
 * out for this one shape: `PREFIX-XXXXXX-NNNNNN` (a prefix of four or more) and an eight-character password.
 */
export function sampleCards(count: number, prefix = 'TXVIP'): ShownCard[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(6, '0');
    const mix = ((i + 7) * 7919).toString(36).toUpperCase().padStart(6, 'Q');
    return {
      id: 10_000 + i,
      cardNo: `${prefix}-${mix}-${n}`,
      password: `${(i * 4093 + 1187) % 1_000_000}`.padStart(6, '8') + mix.slice(0, 2),
      maskedCardNo: `${prefix.slice(0, 4)}${'*'.repeat(prefix.length - 4)}-******-**${n.slice(2)}`,
      maskedPassword: `******${mix.slice(0, 2)}`,
    };
  });
}

const base: OrderSummary = {
  orderNo: '202611200602000052',
  goodsId: 1,
  goodsName: '腾讯视频VIP月卡',
  goodsCover: '/mock-assets/goods/1.svg',
  deliveryType: 'card',
  quantity: 3,
  unitPrice: 14.85,
  amount: 44.55,
  payMethod: 'alipay',
  status: 'delivered',
  contact: '138****8000',
  createdAt: '2026-11-20 06:02:00',
  paidAt: '2026-11-20 06:04:23',
};

const names: Array<[number, string, OrderSummary['deliveryType']]> = [
  [1, '腾讯视频VIP月卡', 'card'],
  [12, '网易云音乐黑胶VIP月卡', 'card'],
  [17, '王者荣耀 60点券', 'recharge'],
  [24, '中国移动话费 50元', 'recharge'],
  [31, 'Steam钱包充值卡 100元', 'card'],
  [36, '游戏主题机械键盘（茶轴）', 'manual'],
];
const statuses: OrderSummary['status'][] = [
  'unpaid',
  'delivered',
  'processing',
  'delivered',
  'paid',
  'refunded',
  'delivered',
  'complained',
  'expired',
  'closed',
];

export const sampleOrders: OrderSummary[] = Array.from({ length: 20 }, (_, i) => {
  const [goodsId, goodsName, deliveryType] = names[i % names.length] as (typeof names)[number];
  const status = statuses[i % statuses.length] as OrderSummary['status'];
  const day = String(20 - Math.floor(i / 3)).padStart(2, '0');
  const hour = String((23 - i) % 24).padStart(2, '0');
  const quantity = deliveryType === 'card' ? (i % 3) + 1 : 1;
  const unitPrice = [14.85, 12.69, 5.45, 46.25, 90.99, 275.08][i % 6] as number;
  return {
    ...base,
    orderNo: `202611${day}${hour}${String(10 + i).padStart(2, '0')}000${String(100 + i).padStart(3, '0')}`,
    goodsId,
    goodsName,
    goodsCover: `/mock-assets/goods/${goodsId}.svg`,
    deliveryType,
    quantity,
    unitPrice,
    amount: Math.round(unitPrice * quantity * 100) / 100,
    payMethod: status === 'unpaid' || status === 'expired' || status === 'closed' ? 'alipay' : i % 2 ? 'balance' : 'wxpay',
    status,
    createdAt: `2026-11-${day} ${hour}:${String(i * 3).padStart(2, '0')}:00`,
    paidAt: ['unpaid', 'expired', 'closed'].includes(status) ? null : `2026-11-${day} ${hour}:${String(i * 3 + 1).padStart(2, '0')}:12`,
  };
});

export const sampleStatusCounts: Record<string, number> = {
  unpaid: 2,
  paid: 2,
  processing: 5,
  delivered: 42,
  refunded: 3,
  closed: 4,
  complained: 8,
  expired: 5,
  abnormal: 2,
};

export const deliveredOrder: WithShownCards<OrderDetail> = {
  ...base,
  discount: 0,
  rechargeAccount: null,
  inputs: [],
  deliveredAt: '2026-11-20 06:05:38',
  cards: sampleCards(3),
  deliveryText: null,
  express: null,
  hasQueryPwd: false,
  remark: '',
  complaintId: null,
};

export const unpaidOrder: WithShownCards<OrderDetail> = {
  ...deliveredOrder,
  orderNo: '202611200957000199',
  status: 'unpaid',
  payMethod: 'alipay',
  paidAt: null,
  deliveredAt: null,
  cards: [],
};

export const paidManualOrder: WithShownCards<OrderDetail> = {
  ...deliveredOrder,
  orderNo: '202611192100000089',
  goodsId: 36,
  goodsName: '游戏主题机械键盘（茶轴）',
  goodsCover: '/mock-assets/goods/36.svg',
  deliveryType: 'manual',
  quantity: 1,
  unitPrice: 275.08,
  amount: 275.08,
  status: 'paid',
  deliveredAt: null,
  cards: [],
  remark: '麻烦尽快发货，谢谢',
};

export const processingRecharge: WithShownCards<OrderDetail> = {
  ...deliveredOrder,
  orderNo: '202611200200000114',
  goodsId: 17,
  goodsName: '王者荣耀 60点券',
  goodsCover: '/mock-assets/goods/17.svg',
  deliveryType: 'recharge',
  quantity: 1,
  unitPrice: 5.45,
  amount: 5.45,
  status: 'processing',
  rechargeAccount: '1357924680',
  inputs: [
    { label: 'QQ号', value: '1357924680' },
    { label: '大区', value: '微信区' },
  ],
  deliveredAt: null,
  cards: [],
  deliveryText: '已提交充值，等待渠道到账…',
};

export const refundedOrder: WithShownCards<OrderDetail> = { ...deliveredOrder, orderNo: '202611171005000186', status: 'refunded' };

export const abnormalOrder: WithShownCards<OrderDetail> = {
  ...deliveredOrder,
  orderNo: '202611181200000201',
  status: 'abnormal',
  cards: [],
  deliveredAt: null,
  deliveryText: '库存不足，系统将在补货后自动发货，超过24小时未发货将自动退款。',
};

export const lockedOrder: WithShownCards<OrderDetail> & { locked: boolean } = {
  ...deliveredOrder,
  orderNo: '202611161530000077',
  contact: '135****8888',
  cards: [],
  hasQueryPwd: true,
  locked: true,
};

export const queriedOrders: WithShownCards<QueriedOrder>[] = [
  {
    ...base,
    contact: '135****8888',
    locked: false,
    cards: sampleCards(2, 'AQYI'),
    deliveryText: null,
    deliveredAt: '2026-11-20 06:05:38',
  },
  {
    ...base,
    orderNo: '202611161530000077',
    goodsName: '夸克网盘超级会员月卡',
    goodsCover: '/mock-assets/goods/35.svg',
    contact: '135****8888',
    quantity: 1,
    amount: 9.8,
    unitPrice: 9.8,
    locked: true,
    cards: [],
    deliveryText: null,
    deliveredAt: '2026-11-16 15:32:10',
  },
];
