export { PayInterfaceView, type PayInterfaceViewProps } from './PayInterfaceView.tsx';
