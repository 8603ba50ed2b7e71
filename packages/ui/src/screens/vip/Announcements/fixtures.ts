// Announcements of the seed's 小鹿数码商城 for the stories (the contract's shape).
import type { Announcement } from '@shop/session/contract';

export const sampleAnnouncements: Announcement[] = [
  {
    id: 9,
    title: '双十一会员卡限时9折',
    pinned: true,
    summary: '11月1日至11月11日，影音会员月卡、季卡全场9折，数量有限。',
    html: '<h3>活动时间</h3><p>11月1日至11月11日</p><ul><li>影音会员月卡、季卡 <strong>9折</strong></li><li>数量有限，售完即止</li></ul>',
    views: 1286,
    createdAt: '2026-11-01 09:00:00',
  },
  {
    id: 10,
    title: '售后说明',
    pinned: false,
    summary: '卡密类商品一经发货不退不换，充值未到账请联系客服。',
    html: '<p>卡密类商品一经发货<strong>不退不换</strong>。</p><blockquote>充值未到账请联系客服QQ 2850011223。</blockquote>',
    views: 342,
    createdAt: '2026-10-20 14:30:00',
  },
  {
    id: 11,
    title: '新增游戏点卡分类',
    pinned: false,
    summary: '网易一卡通、骏网一卡通已上架。',
    html: '<p>网易一卡通、骏网一卡通已上架。<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
    views: 87,
    createdAt: '2026-10-02 18:05:00',
  },
];
