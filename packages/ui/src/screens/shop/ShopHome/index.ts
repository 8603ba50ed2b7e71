export { ANNOUNCEMENTS, HomeBlocks, ShopHomeView, type HomeBlocksProps, type HomeGoods, type ShopHomeViewProps } from './ShopHomeView.tsx';
