export {
  GoodsListView,
  goodsSorts,
  directoryOptions,
  type GoodsListViewProps,
  type GoodsListQuery,
  type GoodsSort,
} from './GoodsListView.tsx';
