export { PayOnlineView, type PayOnlineViewProps } from './PayOnlineView.tsx';
