export { Pagination, type PaginationProps } from './Pagination.tsx';
export { pageItems, type PageItem } from './pageItems.ts';
