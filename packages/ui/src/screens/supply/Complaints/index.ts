export {
  SupplyComplaintListView,
  SupplyComplaintThreadView,
  type SupplyComplaintFilters,
  type SupplyComplaintListViewProps,
  type SupplyComplaintThreadViewProps,
} from './SupplyComplaintView.tsx';
