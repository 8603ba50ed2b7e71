export { HandOrderView, type HandOrderTab, type HandOrderViewProps } from './HandOrderView.tsx';
