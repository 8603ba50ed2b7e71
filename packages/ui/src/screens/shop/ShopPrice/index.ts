export { ShopPriceView, type ShopPriceMode, type ShopPriceViewProps } from './ShopPriceView.tsx';
