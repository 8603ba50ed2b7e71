export { GoodsLogView, type GoodsLogViewProps } from './GoodsLogView.tsx';
