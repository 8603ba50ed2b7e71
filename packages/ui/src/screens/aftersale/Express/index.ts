export { ExpressView, type ExpressData, type ExpressViewProps } from './ExpressView.tsx';
