export { BuyGoodsView, type BuyGoodsViewProps, type BuySuccess } from './BuyGoodsView.tsx';
export { unitPriceFor, totalFor, quantityBounds, clampQuantity, contactValid, type BuyFormValues } from './buyRules.ts';
