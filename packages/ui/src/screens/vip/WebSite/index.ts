export {
  VipWebSiteView,
  type DomainCheckResult,
  type SiteSettingsValues,
  type SiteStorefrontLinks,
  type VipWebSiteViewProps,
} from './VipWebSiteView.tsx';
