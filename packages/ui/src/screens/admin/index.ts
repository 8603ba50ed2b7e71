export { AdminHomeView, type AdminEntry, type AdminHomeViewProps } from './AdminHomeView.tsx';
