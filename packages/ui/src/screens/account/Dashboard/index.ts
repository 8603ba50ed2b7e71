export { DashboardView, type DashboardData, type DashboardLinks, type DashboardViewProps } from './DashboardView.tsx';
