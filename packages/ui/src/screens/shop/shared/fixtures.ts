// Believable shop data for stories, written after the mock seed (mocks/db/seed/catalogue.ts).
import type { Directory, GoodsDetail, GoodsSummary } from '@shop/session/contract';
import type { PayChannel } from '@shop/session/contract/payment';
import type { Captcha, PickableKey } from '@shop/session/contract/shop';

export const sampleDirectories: Directory[] = [
  { id: 1, parentId: null, name: '影音会员', icon: '/mock-assets/goods/1.svg', sort: 1, goodsCount: 10 },
  { id: 2, parentId: null, name: '游戏点卡', icon: '/mock-assets/goods/11.svg', sort: 2, goodsCount: 13 },
  { id: 3, parentId: 2, name: '手游充值', icon: '/mock-assets/goods/17.svg', sort: 1, goodsCount: 7 },
  { id: 4, parentId: null, name: '话费流量', icon: '/mock-assets/goods/23.svg', sort: 3, goodsCount: 4 },
  { id: 5, parentId: null, name: '软件激活', icon: '/mock-assets/goods/27.svg', sort: 4, goodsCount: 3 },
  { id: 6, parentId: null, name: '网盘会员', icon: '/mock-assets/goods/32.svg', sort: 5, goodsCount: 4 },
  { id: 7, parentId: null, name: '数码周边', icon: '/mock-assets/goods/36.svg', sort: 6, goodsCount: 5 },
];

const base = {
  marketPrice: 0,
  minQuantity: 1,
  maxQuantity: 20,
  tags: [] as string[],
};

export const sampleGoods: GoodsSummary[] = [
  {
    ...base,
    id: 1,
    dirId: 1,
    dirName: '影音会员',
    name: '腾讯视频VIP月卡',
    cover: '/mock-assets/goods/1.svg',
    price: 15.8,
    marketPrice: 25,
    myPrice: 15.8,
    stock: 100,
    sales: 1286,
    deliveryType: 'card',
    status: 'on',
  },
  {
    ...base,
    id: 2,
    dirId: 1,
    dirName: '影音会员',
    name: '爱奇艺黄金VIP月卡',
    cover: '/mock-assets/goods/2.svg',
    price: 16.5,
    marketPrice: 25,
    myPrice: 16.5,
    stock: 85,
    sales: 964,
    deliveryType: 'card',
    status: 'on',
  },
  {
    ...base,
    id: 17,
    dirId: 3,
    dirName: '手游充值',
    name: '王者荣耀 60点券',
    cover: '/mock-assets/goods/17.svg',
    price: 5.8,
    marketPrice: 6,
    myPrice: 5.8,
    stock: 9999,
    sales: 3520,
    deliveryType: 'recharge',
    status: 'on',
    maxQuantity: 50,
  },
  {
    ...base,
    id: 6,
    dirId: 1,
    dirName: '影音会员',
    name: '腾讯视频VIP年卡',
    cover: '/mock-assets/goods/6.svg',
    price: 168,
    marketPrice: 253,
    myPrice: 168,
    stock: 0,
    sales: 412,
    deliveryType: 'card',
    status: 'soldout',
    maxQuantity: 5,
  },
  {
    ...base,
    id: 27,
    dirId: 5,
    dirName: '软件激活',
    name: 'Windows 11 专业版 激活密钥',
    cover: '/mock-assets/goods/27.svg',
    price: 39,
    marketPrice: 1099,
    myPrice: 39,
    stock: 40,
    sales: 230,
    deliveryType: 'card',
    status: 'on',
    maxQuantity: 3,
  },
  {
    ...base,
    id: 37,
    dirId: 7,
    dirName: '数码周边',
    name: '定制鼠标垫（加厚锁边）',
    cover: '/mock-assets/goods/37.svg',
    price: 29.9,
    marketPrice: 39,
    myPrice: 29.9,
    stock: 120,
    sales: 88,
    deliveryType: 'manual',
    status: 'on',
    maxQuantity: 10,
  },
];

export const sampleCardGoods: GoodsDetail = {
  ...(sampleGoods[0] as GoodsSummary),
  description:
    '<h3>商品说明</h3><p>腾讯视频VIP月卡，<strong>自动发卡</strong>，购买后立即显示卡密。</p><ol><li>打开腾讯视频 App</li><li>我的 → VIP会员 → 兑换码</li><li>输入卡密完成兑换</li></ol><p>有效期以官方为准。<a href="/service">联系客服</a></p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
  levelPrices: [
    { levelId: 1, levelName: '普通会员', price: 15.8 },
    { levelId: 2, levelName: '白银会员', price: 15.33 },
    { levelId: 3, levelName: '黄金会员', price: 14.85 },
    { levelId: 4, levelName: '钻石会员', price: 14.22 },
  ],
  inputs: [],
  contactKind: 'any',
  queryPwdEnabled: true,
  wholesale: [
    { minQuantity: 10, price: 15.2 },
    { minQuantity: 50, price: 14.8 },
  ],
  options: [],
  pickKeys: false,
  captchaRequired: true,
  supplierName: '云卡自营',
  hideStock: false,
  membersOnly: false,
  favorite: false,
};

export const sampleRechargeGoods: GoodsDetail = {
  ...(sampleGoods[2] as GoodsSummary),
  description: '<p>输入QQ号即可充值，<em>1–10分钟</em>到账。</p>',
  levelPrices: [],
  inputs: [
    {
      name: 'account',
      label: 'QQ号',
      type: 'number',
      placeholder: '请输入要充值的QQ号',
      required: true,
      pattern: '^[1-9]\\d{4,10}$',
      errorText: '请输入正确的QQ号',
      options: [],
    },
    {
      name: 'zone',
      label: '大区',
      type: 'select',
      placeholder: '请选择大区',
      required: true,
      pattern: null,
      errorText: '',
      options: ['微信区', 'QQ区'],
    },
    {
      name: 'role',
      label: '角色名',
      type: 'text',
      placeholder: '选填，便于核对',
      required: false,
      pattern: null,
      errorText: '',
      options: [],
    },
  ],
  contactKind: 'mobile',
  queryPwdEnabled: false,
  wholesale: [],
  options: [],
  pickKeys: false,
  captchaRequired: false,
  supplierName: '云卡自营',
  hideStock: true,
  membersOnly: false,
  favorite: true,
};

/** Goods with types (mock seed goods 28): each option its own price and stock; keys may be picked. */
export const sampleOptionGoods: GoodsDetail = {
  ...sampleCardGoods,
  id: 28,
  dirId: 6,
  dirName: '软件激活',
  name: 'Office 2021 专业增强版 密钥',
  cover: '/mock-assets/goods/28.svg',
  price: 69,
  marketPrice: 2000,
  myPrice: 69,
  stock: 35,
  sales: 12,
  maxQuantity: 3,
  description: '<p>一机一码永久激活，含Word、Excel、PowerPoint、Outlook等。</p>',
  levelPrices: [],
  wholesale: [],
  queryPwdEnabled: false,
  options: [
    { id: 1, name: '电话激活版', price: 69, stock: 12 },
    { id: 2, name: '在线激活版', price: 99, stock: 12 },
    { id: 3, name: '绑定微软账户版', price: 129, stock: 0 },
  ],
  pickKeys: true,
};

export const sampleSoldOutGoods: GoodsDetail = {
  ...sampleCardGoods,
  ...(sampleGoods[3] as GoodsSummary),
  queryPwdEnabled: false,
  wholesale: [],
};

export const sampleChannels: PayChannel[] = [
  { method: 'balance', label: '余额支付', icon: 'balance', enabled: true, note: '可用余额¥1,288.50' },
  { method: 'alipay', label: '支付宝', icon: 'alipay', enabled: true, note: '' },
  { method: 'wxpay', label: '微信支付', icon: 'wxpay', enabled: true, note: '' },
  { method: 'qqpay', label: 'QQ钱包', icon: 'qqpay', enabled: true, note: '' },
  { method: 'epay', label: '易支付', icon: 'epay', enabled: true, note: '' },
  { method: 'fxpay', label: '聚合支付', icon: 'fxpay', enabled: true, note: '' },
];

const captchaSvg = (text: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#f1f5f9"/><line x1="4" y1="30" x2="116" y2="8" stroke="#94a3b8"/><text x="60" y="28" font-family="monospace" font-size="22" font-weight="700" fill="#1e293b" text-anchor="middle">${text}</text></svg>`,
  )}`;

/** A captcha as shop.getCaptcha answers it (the mock draws the same kind). */
export const sampleCaptcha: Captcha = {
  captchaId: 'cap-story-0001',
  image: captchaSvg('7 + 4 = ?'),
  question: '七 加 四 等于几？',
  expiresAt: '2026-11-20 10:05:00',
};

export const sampleCaptchaNext: Captcha = {
  captchaId: 'cap-story-0002',
  image: captchaSvg('3 + 5 = ?'),
  question: '三 加 五 等于几？',
  expiresAt: '2026-11-20 10:06:00',
};

/** Windows 11 keys (mock seed goods 27): three of them may be picked, each for ¥5 more. */
export const samplePickGoods: GoodsDetail = {
  ...sampleCardGoods,
  id: 27,
  dirId: 6,
  dirName: '软件激活',
  name: 'Windows 11 专业版 激活密钥',
  cover: '/mock-assets/goods/27.svg',
  price: 39,
  marketPrice: 1450,
  myPrice: 39,
  stock: 40,
  sales: 31,
  maxQuantity: 3,
  description: '<p>零售版激活密钥，支持重装后再次激活，附激活教程。</p>',
  levelPrices: [],
  wholesale: [],
  queryPwdEnabled: false,
  pickKeys: true,
};

export const samplePickablePage: { list: PickableKey[]; total: number; page: number; pageSize: number } = {
  list: [
    { id: 101, preview: '零售版（可换机激活）', surcharge: 5 },
    { id: 102, preview: '零售版（可换机激活）', surcharge: 5 },
    { id: 103, preview: '零售版（可换机激活）', surcharge: 5 },
  ],
  total: 3,
  page: 1,
  pageSize: 10,
};
