export { AnnouncementDetailView, type AnnouncementDetailViewProps } from './AnnouncementDetailView.tsx';
