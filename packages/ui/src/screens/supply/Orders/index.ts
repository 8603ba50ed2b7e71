export {
  SupplyOrderView,
  EMPTY_SUPPLY_ORDER_FILTERS,
  type SupplyOrderContent,
  type SupplyOrderFilters,
  type SupplyOrderViewProps,
} from './SupplyOrderView.tsx';
