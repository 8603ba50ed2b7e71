import type { OrderStatus } from '../StatusTag/StatusTag.tsx';

/** Deterministic sample orders for stories (no randomness: the same rows every run). */
export interface SampleOrder {
  orderNo: string;
  goods: string;
  quantity: number;
  amount: number;
  status: OrderStatus;
  contact: string;
  createdAt: string;
}

const GOODS = [
  'Steam 充值卡 100 元',
  '腾讯视频 VIP 月卡',
  'QQ 音乐绿钻 年卡',
  'PSN 港服点卡 200',
  '网易云音乐黑胶 季卡',
  '爱奇艺黄金会员 月卡',
];
const PRICES = [98, 15, 128, 189, 38, 19.8];
const STATUSES: OrderStatus[] = ['delivered', 'paid', 'unpaid', 'processing', 'refunded', 'closed', 'complained'];

export function sampleOrders(count: number): SampleOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const g = (i * 7) % GOODS.length;
    const quantity = (i % 3) + 1;
    const day = 1 + (i % 28);
    const minute = (i * 13) % 60;
    return {
      orderNo: `2024050${(i % 9) + 1}${String(140000 + i).padStart(8, '0')}`,
      goods: GOODS[g] ?? '',
      quantity,
      amount: Math.round((PRICES[g] ?? 10) * quantity * 100) / 100,
      status: STATUSES[(i * 5) % STATUSES.length] ?? 'paid',
      contact: `138${String(10000000 + i * 7919).slice(-8)}`,
      createdAt: `2024-05-${String(day).padStart(2, '0')} ${String(8 + (i % 14)).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    };
  });
}
