export { EMPTY_CHILD_FILTERS, VipChildView, type NewChild, type VipChildFilters, type VipChildViewProps } from './VipChildView.tsx';
