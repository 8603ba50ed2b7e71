export { VipVersionView, type VersionResult, type VipVersionViewProps } from './VipVersionView.tsx';
