export { PayResultView, type PayResult, type PayResultViewProps } from './PayResultView.tsx';
