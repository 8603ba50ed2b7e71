export { VipCustomerView, type CustomerChange, type VipCustomerFilters, type VipCustomerViewProps } from './VipCustomerView.tsx';
