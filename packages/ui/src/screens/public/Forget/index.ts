export { ForgetView, type ForgetValues, type ForgetViewProps } from './ForgetView.tsx';
