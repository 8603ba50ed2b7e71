export { Table, type SortDirection, type TableColumn, type TableProps, type TableSort, type TableVirtualOptions } from './Table.tsx';
