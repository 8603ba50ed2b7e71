export {
  EMPTY_ORDER_FILTERS,
  SITE_DEVICES,
  SITE_ORDER_STATUSES,
  SITE_PAY_METHODS,
  VipOrderListView,
  type SiteOrderDetail,
  type VipOrderFilters,
  type VipOrderListViewProps,
} from './VipOrderListView.tsx';
