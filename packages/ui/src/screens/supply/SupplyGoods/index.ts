export {
  SupplyGoodsView,
  EMPTY_SUPPLY_GOODS_FILTERS,
  type SupplyGoodsChange,
  type SupplyGoodsFilters,
  type SupplyGoodsViewProps,
} from './SupplyGoodsView.tsx';
