export { BuyGoodsView, type BuyGoodsViewProps, type BuySuccess } from './BuyGoodsView.tsx';
export { unitPriceFor, totalFor, activeTier, quantityBounds, clampQuantity, contactValid, type BuyFormValues } from './buyRules.ts';
export type { CouponQuery, CouponState, PickablePage } from './BuyParts.tsx';
