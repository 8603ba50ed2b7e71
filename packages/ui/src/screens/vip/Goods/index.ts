export {
  EMPTY_GOODS_FILTERS,
  VipGoodsView,
  type DirectoryOption,
  type GoodsBatchAction,
  type SiteRounding,
  type VipGoodsFilters,
  type VipGoodsViewProps,
} from './VipGoodsView.tsx';
