export { PriceListView, type PriceListDirectory, type PriceListRow, type PriceListViewProps } from './PriceListView.tsx';
