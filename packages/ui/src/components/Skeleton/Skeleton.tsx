import type { CSSProperties, ReactNode } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** `text` is a line of text height; `circle` an avatar. */
  shape?: 'rect' | 'text' | 'circle';
  className?: string;
}

/** A grey placeholder of the shape of content still loading. Decorative: pair it with `SkeletonGroup`. */
export function Skeleton({ width, height, shape = 'rect', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      style={{ width, height }}
      className={cx(
        'block animate-shimmer bg-surface-strong',
        shape === 'circle' ? 'rounded-full' : 'rounded-sm',
        shape === 'text' && 'h-3.5',
        shape === 'rect' && !height && 'h-4',
        className,
      )}
    />
  );
}

export interface SkeletonGroupProps {
  /** Read once for the whole placeholder (default "Loading…"). */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** Wraps skeletons: marks the area busy and says "loading" once to screen readers. */
export function SkeletonGroup({ label, className, children }: SkeletonGroupProps) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label ?? t('ui.common.loading')}</span>
      {children}
    </div>
  );
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** Paragraph placeholder: full lines and a shorter last one. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={cx('flex flex-col gap-2.5', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} shape="text" width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
