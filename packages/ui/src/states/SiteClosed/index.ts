export { SiteClosedView, type SiteClosedKind, type SiteClosedViewProps } from './SiteClosedView.tsx';
