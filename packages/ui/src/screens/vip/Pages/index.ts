export { VipPageView, type PagePathProblem, type SitePage, type SitePageDraft, type VipPageViewProps } from './VipPageView.tsx';
