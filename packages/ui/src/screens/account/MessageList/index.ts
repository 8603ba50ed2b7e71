export { MessageListView, type MessageFilter, type MessageListViewProps } from './MessageListView.tsx';
