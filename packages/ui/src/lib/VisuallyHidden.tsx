import type { HTMLAttributes } from 'react';

/** Text for screen readers only (visually hidden, still read). */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span className="sr-only" {...props} />;
}
