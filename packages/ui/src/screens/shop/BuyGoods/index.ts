export { BuyGoodsView, type BuyGoodsViewProps, type BuySuccess } from './BuyGoodsView.tsx';
export { unitPriceFor, totalFor, activeTier, quantityBounds, clampQuantity, contactValid, type BuyFormValues } from './buyRules.ts';
export type { CouponQuery, CouponState } from './BuyParts.tsx';
export type { PickablePage } from './PickKeysTable.tsx';
