export { OrderListView, ORDER_TABS, type OrderFilters, type OrderListViewProps, type OrderTab } from './OrderListView.tsx';
