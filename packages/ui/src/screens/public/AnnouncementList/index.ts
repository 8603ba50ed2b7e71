export { AnnouncementListView, type AnnouncementListViewProps } from './AnnouncementListView.tsx';
