export {
  ComingSoon,
  PageEmpty,
  PageError,
  PageForbidden,
  PageSkeleton,
  type ComingSoonProps,
  type PageEmptyProps,
  type PageErrorProps,
  type PageForbiddenProps,
  type PageSkeletonProps,
} from './PageState.tsx';
