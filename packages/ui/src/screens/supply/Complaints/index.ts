export {
  EMPTY_SUPPLY_COMPLAINT_FILTERS,
  SupplyComplaintListView,
  SupplyComplaintThreadView,
  type SupplyComplaintFilters,
  type SupplyComplaintListViewProps,
  type SupplyComplaintThreadViewProps,
} from './SupplyComplaintView.tsx';
