export { EmptyIllustration, EmptyState, type EmptyStateProps } from './EmptyState.tsx';
