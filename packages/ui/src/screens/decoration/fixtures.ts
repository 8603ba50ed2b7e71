// Believable decoration data for stories, written after the mock seed (mocks/db/seed/world.ts
// `defaultBlocks`, handlers/decoration.ts options).
import type { DecorationBlock, DecorationLayout } from '@shop/session/contract';
import { sampleDirectories, sampleGoods } from '../shop/shared/fixtures.ts';
import type { DecorationOptions } from './types.ts';

export const sampleBlocks: DecorationBlock[] = [
  {
    id: 'banner-1',
    type: 'banner',
    visible: true,
    autoplay: true,
    images: [
      { src: '/mock-assets/banner/1.svg', link: '/inside/goodsList?dirId=1', alt: '视频会员低至5折' },
      { src: '/mock-assets/banner/2.svg', link: '/announcement', alt: '双十二会员卡限时特惠' },
    ],
  },
  { id: 'notice-1', type: 'notice', visible: true, text: '全场卡密7×24小时自动发货，遇到问题请联系在线客服。' },
  { id: 'categories-1', type: 'categories', visible: true, dirIds: [1, 2, 4, 5, 6, 7], columns: 6 },
  { id: 'goods-1', type: 'goods', visible: true, title: '热销推荐', dirId: null, limit: 8, columns: 4 },
  { id: 'goods-2', type: 'goods', visible: true, title: '游戏点卡', dirId: 2, limit: 4, columns: 4 },
  {
    id: 'footer-1',
    type: 'footer',
    visible: true,
    text: '本站商品均为虚拟商品，卡密发出后不支持无理由退换；购买前请核对商品说明，遇到问题请在订单页申请售后。',
    links: [
      { label: '订单查询', href: '/chadan' },
      { label: '联系客服', href: '/service' },
    ],
  },
];

/** The goods of the sample goods blocks, by block id. */
export const sampleBlockGoods = { 'goods-1': sampleGoods.slice(0, 8), 'goods-2': sampleGoods.slice(2, 6) };

export const sampleLayout: DecorationLayout = {
  siteId: 0,
  siteName: '云卡数字商城',
  blocks: sampleBlocks,
  updatedAt: '2026-11-15 10:20:00',
  publishedAt: '2026-11-15 10:20:00',
  published: true,
};

export const sampleDraftLayout: DecorationLayout = {
  ...sampleLayout,
  updatedAt: '2026-11-24 16:05:12',
  published: false,
};

const defaults = (type: DecorationBlock['type']) => sampleBlocks.find((b) => b.type === type) as DecorationBlock;

export const sampleOptions: DecorationOptions = {
  blocks: [
    { type: 'banner', label: '轮播图', defaults: defaults('banner') },
    { type: 'notice', label: '公告栏', defaults: defaults('notice') },
    { type: 'categories', label: '分类导航', defaults: defaults('categories') },
    { type: 'goods', label: '商品列表', defaults: defaults('goods') },
    { type: 'footer', label: '页脚', defaults: defaults('footer') },
  ],
  directories: sampleDirectories,
  sites: [
    { id: 0, name: '云卡数字商城', path: '' },
    { id: 1, name: '小鹿数码商城', path: 'xiaolu' },
    { id: 2, name: '萌萌小铺', path: 'mengmeng' },
  ],
  devices: [
    { id: 'mobile', label: '手机', width: 375 },
    { id: 'tablet', label: '平板', width: 768 },
    { id: 'desktop', label: '电脑', width: 1280 },
  ],
  limits: { blocks: 30, bannerImages: 10, goodsLimit: 50, columns: 8, noticeLength: 200, footerLinks: 10 },
};
