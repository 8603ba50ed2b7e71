export {
  EMPTY_CUSTOMER_FILTERS,
  VipCustomerView,
  type CustomerChange,
  type VipCustomerFilters,
  type VipCustomerViewProps,
} from './VipCustomerView.tsx';
