// Believable data for the vip site screens' stories (the contract's shapes, the seed's 小鹿数码商城).
import type { VipSite } from '@shop/session/contract';
import { cover } from '../shared/fixtures.ts';

export const sampleSite: VipSite = {
  id: 1,
  name: '小鹿数码商城',
  title: '小鹿数码商城 - 影音会员 · 游戏点卡 · 软件激活',
  path: 'xiaolu',
  subDomain: 'xiaolu',
  subDomainSuffix: '.yunka.example.com',
  domain: 'shop.xiaolu.example.cn',
  domainVerified: true,
  cnameTarget: 'site-1.cname.yunka.example.com',
  logo: cover(160, '鹿'),
  notice: '**双十一** 全场会员卡 9 折，售后请联系客服QQ。',
  service: {
    qq: '80012345',
    wechat: 'xiaolu-kefu',
    wechatQr: '',
    phone: '400-820-1234',
    email: 'kefu@xiaolu.example.cn',
    hours: '9:00-23:00',
  },
  version: { id: 2, name: '专业版' },
  expiresAt: '2027-06-12 23:59:59',
  markupPercent: 15,
  rounding: 'round',
  showMainGoods: true,
  status: 'active',
  createdAt: '2025-06-12 10:20:00',
};

/** No sub-domain, an own domain bound and not yet resolved. */
export const unboundSite: VipSite = { ...sampleSite, subDomain: null, domain: 'nodns.xiaolu.example.cn', domainVerified: false };

/** Neither domain bound. */
export const bareSite: VipSite = { ...sampleSite, subDomain: null, domain: null, domainVerified: false };
