export { OrderContentView, type OrderContentData, type OrderContentViewProps } from './OrderContentView.tsx';
