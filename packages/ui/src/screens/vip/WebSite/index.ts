export { VipWebSiteView, type DomainCheckResult, type SiteSettingsValues, type VipWebSiteViewProps } from './VipWebSiteView.tsx';
