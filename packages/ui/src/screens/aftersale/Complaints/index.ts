export { ComplaintListView, type ComplaintFilter, type ComplaintListViewProps } from './ComplaintListView.tsx';
export { ComplaintThreadView, type ComplaintThreadViewProps } from './ComplaintThreadView.tsx';
