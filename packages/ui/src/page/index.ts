// The anatomy of every page: one header, one filter bar, one width rule by page kind.
export { FilterBar, FilterField, type FilterBarProps } from './FilterBar.tsx';
export { FilterDateRange, type FilterDateRangeProps } from './FilterDateRange.tsx';
export { Page, type PageKind, type PageProps } from './Page.tsx';
export { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
export { ReadFailureAlert, type ReadFailureAlertProps } from './ReadFailureAlert.tsx';
export { ListScreen, type ListScreenProps, type ListTableProps } from './ListScreen.tsx';
export { FormDialog, type FormDialogProps } from './FormDialog.tsx';
export { KeywordFilter, SelectFilter, type KeywordFilterProps, type SelectFilterProps } from './ListFilters.tsx';
export { useFilterDraft, type FilterDraft, type FilterDraftOptions } from './useFilterDraft.ts';
export { actionsColumn, RowButton, type RowButtonProps } from './columns.tsx';
export { GoodsCell, type GoodsCellProps } from './GoodsCell.tsx';
