export { linkProps, TextLink, type Navigate, type TextLinkProps } from '../lib/links.tsx';
export type { CodeState } from './CodeField.tsx';
export { ListPanel, type ListPanelProps } from './ListPanel.tsx';
export { SearchBar, type SearchBarProps } from './SearchBar.tsx';
export { StaleReadAlert, tableReadProps, type StaleReadAlertProps, type TableReadProps } from './TableRead.tsx';
export type { PagedListState, PageState, ReadState } from './readState.ts';
