// Literal story data of the money screens, shaped as the app passes it (demo's account in the mock
// world: ¥1,288.50 available, ¥100 frozen, 黄金会员, sale password on).
import { fn } from 'storybook/test';
import type { FundLog, PayRecord, Transfer, Withdrawal } from '@shop/session/contract';
import type { LevelCard, LevelGrowth } from '../Levels/LevelsView.tsx';
import type { VipVersionOffer } from '../CreateVip/CreateVipView.tsx';
import type { TransferPayee } from '../Transfer/TransferView.tsx';
import type { WithdrawConfig, WithdrawQuote } from '../Withdraw/WithdrawView.tsx';

export const sampleFundLog: FundLog[] = [
  {
    id: 118,
    type: 'transfer_out',
    amount: -88.8,
    balanceAfter: 1288.5,
    remark: '转账给 traveler（饭钱）',
    orderNo: null,
    createdAt: '2026-11-20 09:41:07',
  },
  {
    id: 117,
    type: 'commission',
    amount: 12.6,
    balanceAfter: 1377.3,
    remark: '推广佣金（好友 xiaoyu 的订单）',
    orderNo: '202611200915330118',
    createdAt: '2026-11-20 09:15:33',
  },
  {
    id: 116,
    type: 'purchase',
    amount: -29.9,
    balanceAfter: 1364.7,
    remark: '购买 腾讯视频VIP月卡 ×1',
    orderNo: '202611191015320042',
    createdAt: '2026-11-19 10:15:32',
  },
  {
    id: 115,
    type: 'recharge',
    amount: 502,
    balanceAfter: 1394.6,
    remark: '在线充值（支付宝，赠送¥2.00）',
    orderNo: 'R202611181203110007',
    createdAt: '2026-11-18 12:03:11',
  },
  {
    id: 114,
    type: 'withdrawal',
    amount: -100,
    balanceAfter: 892.6,
    remark: '提现到支付宝（处理中）',
    orderNo: null,
    createdAt: '2026-11-17 20:30:00',
  },
  {
    id: 113,
    type: 'refund',
    amount: 19.8,
    balanceAfter: 992.6,
    remark: '卡密作废退款（订单 202611120930120031）',
    orderNo: '202611120930120031',
    createdAt: '2026-11-16 15:02:45',
  },
  {
    id: 112,
    type: 'transfer_in',
    amount: 50,
    balanceAfter: 972.8,
    remark: '收到 traveler 的转账',
    orderNo: null,
    createdAt: '2026-11-15 08:12:19',
  },
];

export const samplePayRecords: PayRecord[] = [
  {
    id: 171,
    kind: 'order',
    orderNo: '202611201005110201',
    title: '爱奇艺黄金会员月卡 ×2',
    channel: 'wxpay',
    amount: 39.6,
    status: 'pending',
    createdAt: '2026-11-20 10:05:11',
    paidAt: null,
  },
  {
    id: 170,
    kind: 'level',
    orderNo: 'LV17636283001',
    title: '升级为 黄金会员',
    channel: 'balance',
    amount: 299,
    status: 'paid',
    createdAt: '2026-11-19 18:20:00',
    paidAt: '2026-11-19 18:20:00',
  },
  {
    id: 169,
    kind: 'recharge',
    orderNo: 'R202611181203110007',
    title: '余额充值 ¥1258.43',
    channel: 'alipay',
    amount: 1258.43,
    status: 'paid',
    createdAt: '2026-11-18 12:02:40',
    paidAt: '2026-11-18 12:03:11',
  },
  {
    id: 168,
    kind: 'order',
    orderNo: '202611191015320042',
    title: '腾讯视频VIP月卡 ×1',
    channel: 'balance',
    amount: 29.9,
    status: 'paid',
    createdAt: '2026-11-19 10:15:32',
    paidAt: '2026-11-19 10:15:32',
  },
  {
    id: 167,
    kind: 'vip',
    orderNo: 'VS17634000001',
    title: '开通分站（基础版）',
    channel: 'balance',
    amount: 159.2,
    status: 'paid',
    createdAt: '2026-11-10 09:00:00',
    paidAt: '2026-11-10 09:00:00',
  },
  {
    id: 166,
    kind: 'order',
    orderNo: '202611081130050150',
    title: '王者荣耀 60点券 ×1',
    channel: 'qqpay',
    amount: 6,
    status: 'closed',
    createdAt: '2026-11-08 11:30:05',
    paidAt: null,
  },
  {
    id: 165,
    kind: 'recharge',
    orderNo: 'R202611050800000003',
    title: '余额充值 ¥100.00',
    channel: 'epay',
    amount: 100,
    status: 'failed',
    createdAt: '2026-11-05 08:00:00',
    paidAt: null,
  },
];

export const sampleWithdrawConfig: WithdrawConfig = {
  available: 1288.5,
  frozen: 100,
  minimum: 10,
  feeRate: 0.5,
  minFee: 1,
  inProgress: 100,
  salePwdSet: true,
  channels: [
    { channel: 'alipay', label: '支付宝', manual: false },
    { channel: 'wechat', label: '微信（人工审核）', manual: true },
    { channel: 'bank', label: '银行卡（人工审核）', manual: true },
  ],
};

export const sampleWithdrawals: Withdrawal[] = [
  {
    id: 3,
    amount: 100,
    fee: 1,
    actual: 99,
    channel: 'alipay',
    account: '138****8000',
    accountName: '张***',
    mode: 'auto',
    status: 'processing',
    message: '审核中，预计2小时内到账',
    createdAt: '2026-11-20 08:30:00',
    finishedAt: null,
  },
  {
    id: 2,
    amount: 200,
    fee: 1,
    actual: 199,
    channel: 'bank',
    account: '6222 **** **** 2222',
    accountName: '张***',
    mode: 'manual',
    status: 'done',
    message: '已到账',
    createdAt: '2026-11-12 14:00:00',
    finishedAt: '2026-11-13 10:12:00',
  },
  {
    id: 1,
    amount: 50,
    fee: 1,
    actual: 49,
    channel: 'wechat',
    account: 'wx***88',
    accountName: '张***',
    mode: 'manual',
    status: 'failed',
    message: '收款人姓名与微信实名不一致，已退回余额',
    createdAt: '2026-11-02 09:00:00',
    finishedAt: '2026-11-02 16:40:00',
  },
];

export const sampleTransfers: Transfer[] = [
  { id: 4, direction: 'out', counterparty: 'tr***er', amount: 88.8, remark: '饭钱', createdAt: '2026-11-20 09:41:07' },
  { id: 3, direction: 'in', counterparty: 'tr***er', amount: 50, remark: '', createdAt: '2026-11-15 08:12:19' },
  { id: 2, direction: 'out', counterparty: 'vi***op', amount: 300, remark: '进货款', createdAt: '2026-11-03 21:05:44' },
];

export const samplePayee: TransferPayee = {
  to: 'traveler',
  matchedBy: 'loginName',
  loginName: 'tr***er',
  nickname: '旅**',
  avatar: '',
};

const benefits = {
  1: ['注册即享'],
  2: ['专属客服', '生日礼包'],
  3: ['专属客服', '生日礼包', '提现手续费减半', '开通分站8折'],
  4: ['专属客服', '生日礼包', '提现手续费减半', '开通分站8折', '新品优先购买'],
} as const;

/** demo (黄金会员, ¥1,288.50): 钻石会员 is higher and affordable. */
export const sampleLevels: LevelCard[] = [
  {
    id: 1,
    name: '普通会员',
    sort: 1,
    upgradePrice: 0,
    discount: 100,
    benefits: [...benefits[1]],
    icon: '',
    standing: 'lower',
    balanceAfter: 1288.5,
  },
  {
    id: 2,
    name: '白银会员',
    sort: 2,
    upgradePrice: 99,
    discount: 97,
    benefits: [...benefits[2]],
    icon: '',
    standing: 'lower',
    balanceAfter: 1189.5,
  },
  {
    id: 3,
    name: '黄金会员',
    sort: 3,
    upgradePrice: 299,
    discount: 94,
    benefits: [...benefits[3]],
    icon: '',
    standing: 'current',
    balanceAfter: 989.5,
  },
  {
    id: 4,
    name: '钻石会员',
    sort: 4,
    upgradePrice: 999,
    discount: 90,
    benefits: [...benefits[4]],
    icon: '',
    standing: 'higher',
    balanceAfter: 289.5,
  },
];

export const sampleGrowth: LevelGrowth = { next: { id: 4, name: '钻石会员', upgradePrice: 999 }, ratio: 1, missing: 0 };

/** traveler (白银会员, ¥356.20): 黄金会员 affordable, 钻石会员 not. */
export const travelerLevels: LevelCard[] = sampleLevels.map((level) => ({
  ...level,
  standing: level.sort === 2 ? 'current' : level.sort > 2 ? 'higher' : 'lower',
  balanceAfter: level.upgradePrice <= 356.2 ? Math.round((356.2 - level.upgradePrice) * 100) / 100 : null,
}));

export const travelerGrowth: LevelGrowth = { next: { id: 3, name: '黄金会员', upgradePrice: 299 }, ratio: 1, missing: 0 };

const version = (id: number, name: string, price: number, extra: Partial<VipVersionOffer>): VipVersionOffer => ({
  id,
  name,
  price,
  features: [],
  childSites: 0,
  ownDomain: false,
  supplyRight: false,
  childCommission: 0,
  supplyFee: 0,
  sort: id,
  myPrice: price,
  balanceAfter: null,
  ...extra,
});

/** demo (黄金会员) pays 80 %. */
export const sampleVersions: VipVersionOffer[] = [
  version(1, '基础版', 199, { features: ['独立店铺名称和地址', '自主定价'], myPrice: 159.2, balanceAfter: 1129.3 }),
  version(2, '专业版', 599, {
    features: ['独立店铺名称和地址', '自主定价', '自定义页面'],
    childSites: 5,
    childCommission: 5,
    ownDomain: true,
    myPrice: 479.2,
    balanceAfter: 809.3,
  }),
  version(3, '旗舰版', 1299, {
    features: ['独立店铺名称和地址', '自主定价', '自定义页面', '专属装修模板'],
    childSites: 50,
    childCommission: 10,
    ownDomain: true,
    supplyRight: true,
    supplyFee: 3,
    myPrice: 1039.2,
    balanceAfter: 249.3,
  }),
];

/** newbie (¥0): nothing is affordable. */
export const brokeVersions: VipVersionOffer[] = sampleVersions.map((v) => ({ ...v, myPrice: v.price, balanceAfter: null }));

// ---- stand-ins for the app's money rules (session's centsOfInput / withdrawQuote), for stories only ----

/** Yuan typed → yuan (two decimals), or null. */
export function storyReadAmount(text: string): number | null {
  return /^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) / 100 : null;
}

/** The withdrawal quote of demo's config (0.5 %, at least ¥1, ¥10 … ¥1,288.50). */
export function storyQuote(text: string): WithdrawQuote {
  const amount = storyReadAmount(text);
  if (amount === null || amount <= 0) return { amount: null, fee: 0, arrives: 0, problem: 'invalid' };
  const cents = Math.round(amount * 100);
  const feeCents = Math.max(Math.round(cents * 0.005), 100);
  const problem = cents < 1000 ? 'belowMinimum' : cents > 128850 ? 'overAvailable' : null;
  return { amount, fee: feeCents / 100, arrives: (cents - feeCents) / 100, problem };
}

/** The ways on of a money form's stories: where to set the sale password, the fund log. */
export const storyFormLinks = { security: '/inside/inter/myaccount', fundLog: '/inside/accountmoney' };

/** Records under a story's form: all of them on one page of ten. */
export const storyRecords = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10, onPageChange: fn() });
