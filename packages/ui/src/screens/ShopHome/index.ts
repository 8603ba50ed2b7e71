export { ANNOUNCEMENTS, HOT_GOODS, ShopHomeView, type ShopHomeViewProps } from './ShopHomeView.tsx';
