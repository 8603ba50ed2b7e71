export { OrderQueryView, type OrderQuery, type OrderQueryMode, type OrderQueryViewProps } from './OrderQueryView.tsx';
