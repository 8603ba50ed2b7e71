// Pay-page data for stories (after the mock seed's orders and channels).
import type { PayOrder, RechargeConfig } from './payTypes.ts';
import { sampleChannels } from './fixtures.ts';

export const sampleOrderNo = '202611201000050001';

export const samplePayOrder: PayOrder = {
  orderNo: sampleOrderNo,
  kind: 'order',
  title: '腾讯视频VIP月卡',
  cover: '/mock-assets/goods/1.svg',
  quantity: 2,
  unitPrice: 15.8,
  discount: 0,
  coupon: '',
  wholesaleDiscount: 0,
  surcharge: 0,
  optionName: null,
  contact: '135****8888',
  amount: 31.6,
  status: 'unpaid',
  orderStatus: 'unpaid',
  payable: true,
  method: 'alipay',
  createdAt: '2026-11-20 10:00:00',
  expiresAt: '2026-11-20 10:30:00',
  channels: sampleChannels,
  balance: 1288.5,
  salePwdRequired: true,
};

export const sampleRechargeConfig: RechargeConfig = {
  balance: 1288.5,
  minimum: 1,
  maximum: 50000,
  presets: [10, 30, 50, 100, 200, 500],
  bonus: [
    { minAmount: 100, bonus: 2 },
    { minAmount: 500, bonus: 15 },
    { minAmount: 1000, bonus: 40 },
  ],
  channels: sampleChannels,
  level: { id: 3, name: '黄金会员' },
  nextLevel: { id: 4, name: '钻石会员', needRecharge: 711.5, progress: 0.64 },
};
