export { VipChildView, type NewChild, type VipChildFilters, type VipChildViewProps } from './VipChildView.tsx';
