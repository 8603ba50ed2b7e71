// Literal story data of the card-key pages (the mock world's documented keys: demo10, game60, vipmonth, used29).
import type { CdkInfo } from '@shop/session/contract';
import type { ShownRedemption } from './CdkParts.tsx';

export const balanceKey: CdkInfo = {
  code: '***************0001',
  kind: 'balance',
  value: 10,
  goodsName: null,
  status: 'unused',
  expiresAt: '2027-05-20 10:00:00',
  deliveryType: null,
  contactKind: null,
  inputs: [],
};

export const cardGoodsKey: CdkInfo = {
  code: '***************0004',
  kind: 'goods',
  value: 15.8,
  goodsName: '腾讯视频VIP月卡',
  status: 'unused',
  expiresAt: '2027-01-06 10:00:00',
  deliveryType: 'card',
  contactKind: 'any',
  inputs: [],
};

export const rechargeGoodsKey: CdkInfo = {
  code: '***************0005',
  kind: 'goods',
  value: 5.8,
  goodsName: '王者荣耀 60点券',
  status: 'unused',
  expiresAt: '2027-04-29 10:00:00',
  deliveryType: 'recharge',
  contactKind: 'mobile',
  inputs: [
    {
      name: 'account',
      label: 'QQ号',
      type: 'number',
      placeholder: '请输入QQ号',
      required: true,
      pattern: '^[1-9]\\d{4,10}$',
      errorText: 'QQ号为5到11位数字',
      options: [],
    },
    {
      name: 'zone',
      label: '大区',
      type: 'select',
      placeholder: '请选择大区',
      required: true,
      pattern: null,
      errorText: '请选择大区',
      options: ['安卓QQ区', '苹果QQ区', '安卓微信区', '苹果微信区'],
    },
    {
      name: 'role',
      label: '角色名',
      type: 'text',
      placeholder: '请输入角色名',
      required: false,
      pattern: null,
      errorText: '',
      options: [],
    },
  ],
};

export const balanceShort = {
  title: '¥10.00 余额充值卡',
  description: '兑换后金额将充入您在本站的账户余额，可用于购买本站任意商品。',
  cdk: balanceKey,
};

export const balanceDone: ShownRedemption = {
  id: 9,
  code: '***************0001',
  account: 'd***',
  value: 10,
  status: 'success',
  message: '已充值 ¥10.00 到账户余额',
  orderNo: null,
  cards: [],
  createdAt: '2026-11-20 10:05:12',
};

export const cardsDone: ShownRedemption = {
  id: 10,
  code: '***************0004',
  account: '138****8000',
  value: 15.8,
  status: 'success',
  message: '已发放1张卡密（订单号 202611201005300201）',
  orderNo: '202611201005300201',
  cards: [
    {
      id: 1130,
      cardNo: 'TXVIP-8KQ2-77HD-1M0P',
      password: 'PW-5521-9034',
      maskedCardNo: 'TXVIP-****-****-1M0P',
      maskedPassword: 'PW-****-9034',
    },
  ],
  createdAt: '2026-11-20 10:05:30',
};

export const usedHistory: ShownRedemption[] = [
  {
    id: 1,
    code: '***************0029',
    account: '99***04',
    value: 15.8,
    status: 'success',
    message: '充值成功',
    orderNo: null,
    cards: [],
    createdAt: '2026-10-28 10:00:00',
  },
];

/** Stories' code rule: upper case, spaces out, dashes added (the app passes session's `normalCdkCode`). */
export function storyReadCode(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const dashed = /^[A-Z0-9]{16}$/.test(compact) ? compact.replace(/(.{4})(?=.)/g, '$1-') : compact;
  return /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}$/.test(dashed) ? dashed : null;
}

export const cdkLinks = {
  order: '/cdk/order',
  recharge: '/cdk/recharge',
  fundLog: '/inside/accountmoney',
  orderQuery: '/chadan?orderNo=202611201005300201',
};
