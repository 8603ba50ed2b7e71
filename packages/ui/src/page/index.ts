// The anatomy of every page: one header, one filter bar, one width rule by page kind.
export { FilterBar, FilterField, type FilterBarProps } from './FilterBar.tsx';
export { FilterDateRange, type FilterDateRangeProps } from './FilterDateRange.tsx';
export { Page, type PageKind, type PageProps } from './Page.tsx';
export { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
export { ReadFailureAlert, type ReadFailureAlertProps } from './ReadFailureAlert.tsx';
