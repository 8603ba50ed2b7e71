export { VipShopView, textOn, type ShopPreviewGoods, type VipShopViewProps } from './VipShopView.tsx';
