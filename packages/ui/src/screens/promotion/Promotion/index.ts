export * from './PromotionView.tsx';
