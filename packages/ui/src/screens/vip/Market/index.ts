export { VipMarketView, type VipMarketFilters, type VipMarketViewProps } from './VipMarketView.tsx';
