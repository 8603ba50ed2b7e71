export { RENEW_WARNING_DAYS, VipDesktopView, type VipDesktopLinks, type VipDesktopViewProps } from './VipDesktopView.tsx';
