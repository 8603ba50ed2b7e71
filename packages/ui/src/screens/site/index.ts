export { loadSiteNoticeMarkdown, SiteNotice, type SiteNoticeProps } from './SiteNotice.tsx';
export { SitePageView, type SitePageViewProps } from './SitePageView.tsx';
