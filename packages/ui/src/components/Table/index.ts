export {
  Table,
  type SortDirection,
  type TableColumn,
  type TableMobileRole,
  type TableProps,
  type TableRowAction,
  type TableSort,
  type TableVirtualOptions,
} from './Table.tsx';
