export { EMPTY_MARKET_FILTERS, VipMarketView, type VipMarketFilters, type VipMarketViewProps } from './VipMarketView.tsx';
