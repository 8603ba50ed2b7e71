export { RechargeView, bonusFor, type RechargeViewProps } from './RechargeView.tsx';
