// Literal story data of the promotion screens, shaped as the app passes it (demo in the mock world:
// invite code YQ0001, 3 % commission, 16 invitees, ¥18.46 collectable).
import type { CollectRecord, Commission, Invitee } from '@shop/session/contract';
import type { InvitePoster, InviteSummary, ShareGoods } from './types.ts';

export const sampleInvite: InviteSummary = {
  enabled: true,
  rate: 3,
  inviteCode: 'YQ0001',
  link: 'https://shop.example.com/register?invite=YQ0001',
  inviteeCount: 16,
};

const posterSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334" viewBox="0 0 750 1334"><rect width="750" height="1334" fill="#2563eb"/><text x="375" y="300" font-size="60" fill="#fff" text-anchor="middle" font-family="sans-serif">云卡数字商城</text><rect x="225" y="800" width="300" height="300" fill="#fff"/></svg>';

export const samplePoster: InvitePoster = {
  background: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(posterSvg)}`,
  link: sampleInvite.link,
  caption: '小明 邀请你加入云卡数字商城，会员卡密低至5折',
};

export const sampleInvitees: Invitee[] = [
  {
    id: 41,
    nickname: '小雨',
    level: '白银会员',
    contact: '138****2041',
    totalSpend: 356.8,
    totalRecharge: 300,
    registeredAt: '2026-11-18 21:04:33',
    status: 'active',
  },
  {
    id: 40,
    nickname: '阿杰',
    level: '普通会员',
    contact: '139****1180',
    totalSpend: 59.8,
    totalRecharge: 0,
    registeredAt: '2026-11-12 09:30:10',
    status: 'active',
  },
  {
    id: 39,
    nickname: '晚风',
    level: '普通会员',
    contact: '',
    totalSpend: 0,
    totalRecharge: 0,
    registeredAt: '2026-10-30 16:45:02',
    status: 'disabled',
  },
];

export const sampleCommissions: Commission[] = [
  {
    id: 27,
    orderNo: '202611200915330118',
    invitee: '小雨',
    goodsName: '腾讯视频VIP月卡',
    orderAmount: 29.9,
    commission: 0.89,
    status: 'pending',
    createdAt: '2026-11-20 09:15:33',
  },
  {
    id: 26,
    orderNo: '202611181203110093',
    invitee: '阿杰',
    goodsName: '王者荣耀 300点券',
    orderAmount: 298,
    commission: 8.94,
    status: 'collectable',
    createdAt: '2026-11-18 12:03:11',
  },
  {
    id: 25,
    orderNo: '202611101730220071',
    invitee: '小雨',
    goodsName: 'Office 2021 在线激活版',
    orderAmount: 317.33,
    commission: 9.52,
    status: 'collectable',
    createdAt: '2026-11-10 17:30:22',
  },
  {
    id: 24,
    orderNo: '202610281015000052',
    invitee: '晚风',
    goodsName: '爱奇艺黄金会员月卡',
    orderAmount: 420,
    commission: 12.6,
    status: 'collected',
    createdAt: '2026-10-28 10:15:00',
  },
];

export const sampleCollects: CollectRecord[] = [
  { id: 4, amount: 12.6, balanceAfter: 1288.5, createdAt: '2026-11-02 20:11:45' },
  { id: 3, amount: 20, balanceAfter: 965.2, createdAt: '2026-10-15 08:30:00' },
];

export const sampleShareGoods: ShareGoods[] = [
  {
    goodsId: 3,
    name: '腾讯视频VIP月卡',
    cover:
      'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg" width="32" height="32"%3E%3Crect width="32" height="32" fill="%23f97316"/%3E%3C/svg%3E',
    price: 29.9,
    cost: 28.11,
    earning: 0.89,
    link: 'https://shop.example.com/inside/buyGoods?id=3&invite=YQ0001',
  },
  {
    goodsId: 18,
    name: '王者荣耀 300点券',
    cover:
      'data:image/svg+xml;charset=utf-8,%3Csvg xmlns="http://www.w3.org/2000/svg" width="32" height="32"%3E%3Crect width="32" height="32" fill="%232563eb"/%3E%3C/svg%3E',
    price: 30,
    cost: 28.2,
    earning: 0.9,
    link: 'https://shop.example.com/inside/buyGoods?id=18&invite=YQ0001',
  },
];

/** Stories' amount check: two decimals, ¥10 minimum, ¥18.46 collectable (the app passes session's cents rule). */
export function storyCheckAmount(text: string): { amount: number | null; problem: 'invalid' | 'belowMinimum' | 'overAvailable' | null } {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) return { amount: null, problem: 'invalid' };
  const amount = Number(text);
  if (amount <= 0) return { amount: null, problem: 'invalid' };
  if (amount < 10) return { amount, problem: 'belowMinimum' };
  if (amount > 18.46) return { amount, problem: 'overAvailable' };
  return { amount, problem: null };
}
