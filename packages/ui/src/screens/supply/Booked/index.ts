export {
  BookedDetailView,
  EMPTY_BOOKED_FILTERS,
  type BookedDetailViewProps,
  type BookedFilters,
  type BookedTotals,
} from './BookedDetailView.tsx';
