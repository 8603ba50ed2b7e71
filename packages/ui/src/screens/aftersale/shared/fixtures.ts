// Believable data for the after-sale screens' stories (the API contract's shapes, seed-like values).
// Keys arrive masked from the app (session's one rule, maskCard); the fixtures hold the masked forms as the
// app would pass them.
import type { CardRepeal, Complaint, ComplaintSummary, Favorite, GoodsLog, MyCard, ShopPrice } from '@shop/session/contract';
import type { ShownCard } from '#ui/screens/orders/CardKeys/CardKey.tsx';

export const cover = (hue: number, text: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="hsl(${hue} 70% 45%)"/><text x="32" y="39" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  );

export const sampleCards: ShownCard[] = [
  { id: 1201, cardNo: 'TXSP-VIP3-0M8K-2Q7D', password: '', maskedCardNo: 'TXSP-****-****-2Q7D', maskedPassword: '' },
  { id: 1202, cardNo: 'TXSP-VIP3-7HC2-9RXA', password: '', maskedCardNo: 'TXSP-****-****-9RXA', maskedPassword: '' },
  { id: 1203, cardNo: 'TXSP-VIP3-K4PZ-51NE', password: '', maskedCardNo: 'TXSP-****-****-51NE', maskedPassword: '' },
];
export const sampleGameCards: ShownCard[] = [
  {
    id: 2301,
    cardNo: 'WZRY60DQ20261120A118',
    password: '583920174615',
    maskedCardNo: 'WZRY************A118',
    maskedPassword: '5839****4615',
  },
  {
    id: 2302,
    cardNo: 'WZRY60DQ20261120A119',
    password: '904718263551',
    maskedCardNo: 'WZRY************A119',
    maskedPassword: '9047****3551',
  },
];

export const sampleExpress = {
  orderNo: '202611181432050087',
  goodsName: '罗技 G304 无线鼠标（实物）',
  express: {
    company: '顺丰速运',
    trackingNo: 'SF1487203365921',
    status: 'shipping' as const,
    events: [
      { time: '2026-11-20 08:12:44', text: '【杭州市】快件已到达 杭州余杭集散中心，准备发往下一站' },
      { time: '2026-11-19 21:40:03', text: '【上海市】快件已从 上海浦东转运中心 发出' },
      { time: '2026-11-19 16:05:17', text: '【上海市】顺丰速运 已收取快件，揽收员：王师傅 138****2301' },
      { time: '2026-11-19 10:30:00', text: '商家已发货，等待快递揽收' },
    ],
  },
};

export const sampleRepeals: (Omit<CardRepeal, 'cards'> & { cards: ShownCard[] })[] = [
  {
    id: 7,
    orderNo: '202611191015320042',
    goodsName: '腾讯视频VIP月卡',
    cards: sampleCards.slice(0, 1),
    reason: '卡密无效：兑换时提示“卡密不存在”',
    status: 'pending',
    reply: '',
    refund: 18.8,
    createdAt: '2026-11-20 09:12:05',
    handledAt: null,
  },
  {
    id: 5,
    orderNo: '202611120932110018',
    goodsName: '王者荣耀 60点券',
    cards: sampleGameCards,
    reason: '重复购买',
    status: 'approved',
    reply: '已核实未使用，退款¥11.28已退回余额',
    refund: 11.28,
    createdAt: '2026-11-12 10:02:40',
    handledAt: '2026-11-12 14:20:00',
  },
  {
    id: 3,
    orderNo: '202611050811470006',
    goodsName: '爱奇艺黄金VIP月卡',
    cards: [{ id: 901, cardNo: 'IQYG-2026-8F3K-Q0ZP', password: '', maskedCardNo: 'IQYG-****-****-Q0ZP', maskedPassword: '' }],
    reason: '卡密已被使用',
    status: 'rejected',
    reply: '经核实该卡密已于 11-05 12:03 在您的账号兑换成功，无法作废',
    refund: 19.6,
    createdAt: '2026-11-05 18:30:11',
    handledAt: '2026-11-06 09:00:00',
  },
];

/** Up to 100 keys `TXSP-VIPn-NNNN-XXX` (a 4-digit group, a 3-character tail) with their masked forms. */
export const sampleMyCards = (
  count: number,
): (Omit<MyCard, 'cardNo' | 'password'> & ShownCard & { state: 'sold' | 'pending' | 'repealed' })[] =>
  Array.from({ length: Math.min(count, 100) }, (_, i) => {
    const group = String(4821 + i * 37);
    const tail = (9713 + i * 11).toString(36).toUpperCase();
    const password = i % 3 === 0 ? `${839201 + i}` : '';
    const card: ShownCard = {
      id: 5000 + i,
      cardNo: `TXSP-VIP${(i % 9) + 1}-${group}-${tail}`,
      password,
      maskedCardNo: `TXSP-****-***${group.slice(-1)}-${tail}`,
      maskedPassword: password === '' ? '' : `****${password.slice(-2)}`,
    };
    const state = i === 1 ? 'pending' : i === 4 ? 'repealed' : 'sold';
    return {
      ...card,
      orderNo: `2026111${(9 - (i % 9)).toString()}1015${String(3200 + i).padStart(4, '0')}${String(40 + i).padStart(4, '0')}`,
      goodsId: i % 2 === 0 ? 1 : 6,
      goodsName: i % 2 === 0 ? '腾讯视频VIP月卡' : '网易云音乐黑胶VIP月卡',
      status: state === 'repealed' ? 'repealed' : 'sold',
      soldAt: `2026-11-${String(19 - (i % 18)).padStart(2, '0')} ${String(8 + (i % 12)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`,
      state,
    };
  });

export const sampleGoodsLogs: GoodsLog[] = [
  {
    id: 40,
    goodsId: 1,
    goodsName: '腾讯视频VIP月卡',
    kind: 'price',
    before: '¥20.00',
    after: '¥19.80',
    remark: '双十二活动调价',
    createdAt: '2026-11-20 09:00:00',
  },
  {
    id: 39,
    goodsId: 12,
    goodsName: '王者荣耀 60点券',
    kind: 'stock',
    before: '12',
    after: '212',
    remark: '供货商导入卡密200条',
    createdAt: '2026-11-19 18:32:10',
  },
  {
    id: 38,
    goodsId: 7,
    goodsName: 'Steam 充值卡 ¥100',
    kind: 'status',
    before: '在售',
    after: '已售罄',
    remark: '库存售完自动下架',
    createdAt: '2026-11-19 11:02:45',
  },
  {
    id: 37,
    goodsId: 3,
    goodsName: '爱奇艺黄金VIP月卡',
    kind: 'price',
    before: '¥19.00',
    after: '¥19.60',
    remark: '进货价上调',
    createdAt: '2026-11-18 15:20:00',
  },
  {
    id: 36,
    goodsId: 21,
    goodsName: 'Windows 11 专业版密钥',
    kind: 'stock',
    before: '58',
    after: '57',
    remark: '订单 202611181205330071 发货',
    createdAt: '2026-11-18 12:05:33',
  },
];

const goods = (
  id: number,
  name: string,
  price: number,
  myPrice: number,
  stock: number,
  status: 'on' | 'off' | 'soldout',
  hue: number,
  text: string,
) => ({
  id,
  dirId: 1,
  dirName: '视频会员',
  name,
  cover: cover(hue, text),
  price,
  marketPrice: price + 5,
  myPrice,
  stock,
  sales: 1200 + id,
  deliveryType: 'card' as const,
  status,
  minQuantity: 1,
  maxQuantity: 20,
  tags: [],
});

export const sampleFavorites: Favorite[] = [
  { id: 11, goods: goods(1, '腾讯视频VIP月卡', 20, 18.8, 486, 'on', 200, '腾讯'), createdAt: '2026-11-18 20:11:00' },
  { id: 10, goods: goods(3, '爱奇艺黄金VIP月卡', 20.5, 19.27, 312, 'on', 140, '爱奇艺'), createdAt: '2026-11-15 09:40:00' },
  { id: 9, goods: goods(7, 'Steam 充值卡 ¥100', 98, 92.12, 0, 'soldout', 220, 'Steam'), createdAt: '2026-11-10 22:05:00' },
  { id: 8, goods: goods(15, '优酷VIP季卡（已停售）', 58, 54.52, 0, 'off', 10, '优酷'), createdAt: '2026-11-02 13:30:00' },
];

export const sampleContent = {
  orderNo: '202611191015320042',
  goodsName: '腾讯视频VIP月卡',
  deliveryType: 'card' as const,
  content: sampleCards.map((c) => c.cardNo).join('\n'),
  notes: '兑换方式：打开腾讯视频 App → 我的 → VIP会员 → 兑换VIP，输入卡密即可。\n卡密有效期至 2027-06-30，请尽快兑换。',
  cards: sampleCards,
};

export const sampleComplaints: ComplaintSummary[] = [
  {
    id: 14,
    orderNo: '202611191015320042',
    goodsName: '腾讯视频VIP月卡',
    type: 'aftersale',
    reason: '卡密无效',
    title: '兑换提示卡密不存在',
    status: 'open',
    createdAt: '2026-11-20 09:20:00',
    updatedAt: '2026-11-20 09:20:00',
  },
  {
    id: 12,
    orderNo: '202611171702190031',
    goodsName: '中国移动话费充值 ¥50',
    type: 'aftersale',
    reason: '充值未到账',
    title: '充值两小时还没到账',
    status: 'replied',
    createdAt: '2026-11-17 17:30:00',
    updatedAt: '2026-11-17 18:05:12',
  },
  {
    id: 9,
    orderNo: '202611090811220012',
    goodsName: 'Office 2021 专业增强版',
    type: 'presale',
    reason: '其他问题',
    title: '能否开具发票',
    status: 'closed',
    createdAt: '2026-11-09 08:30:00',
    updatedAt: '2026-11-10 10:00:00',
  },
];

export const sampleComplaint: Complaint = {
  ...sampleComplaints[1]!,
  content: '11月17日 17:02 下单充值 ¥50 话费到 138****8000，页面显示充值中，两个小时了还没有到账。',
  images: [cover(120, '截图1')],
  messages: [
    {
      id: 1,
      from: 'staff',
      author: '客服小云',
      content: '您好，已为您查询，运营商通道拥堵，预计30分钟内到账，请耐心等待。',
      images: [],
      createdAt: '2026-11-17 17:48:00',
    },
    { id: 2, from: 'customer', author: '演示用户', content: '好的，谢谢。到账后我再确认。', images: [], createdAt: '2026-11-17 17:52:30' },
    {
      id: 3,
      from: 'supplier',
      author: '话费直充供货商',
      content: '已重新提交充值，运营商返回成功，请查收。',
      images: [cover(30, '凭证')],
      createdAt: '2026-11-17 18:05:12',
    },
  ],
};

export const sampleShopPrices: ShopPrice[] = [
  { goodsId: 1, name: '腾讯视频VIP月卡', cover: cover(200, '腾讯'), cost: 18.8, retail: 20, mode: 'percent', value: 10, price: 20.68 },
  { goodsId: 3, name: '爱奇艺黄金VIP月卡', cover: cover(140, '爱奇艺'), cost: 19.27, retail: 20.5, mode: 'fixed', value: 22, price: 22 },
  { goodsId: 6, name: '网易云音乐黑胶VIP月卡', cover: cover(0, '网易'), cost: 14.1, retail: 15, mode: null, value: null, price: 15 },
  { goodsId: 12, name: '王者荣耀 60点券', cover: cover(40, '王者'), cost: 5.64, retail: 6, mode: null, value: null, price: 6 },
];
