export { VipDirectoryView, directoryTree, type DirectoryChange, type TreeRow, type VipDirectoryViewProps } from './VipDirectoryView.tsx';
