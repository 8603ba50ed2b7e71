export { Skeleton, SkeletonGroup, SkeletonText, type SkeletonGroupProps, type SkeletonProps, type SkeletonTextProps } from './Skeleton.tsx';
