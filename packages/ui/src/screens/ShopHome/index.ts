export { ShopHomeView, type ShopHomeViewProps } from './ShopHomeView.tsx';
