import { cx } from '#ui/lib/cx.ts';

/**
 * The look of a link that leads away from a full-page state (home, the main site): a filled button
 * when it is the main way on, an outlined one when a retry comes first.
 */
export const wayOnLinkClass = (main: boolean) =>
  cx(
    'focus-ring inline-flex h-control-md items-center justify-center gap-1.5 rounded-md px-4 text-sm font-medium shadow-xs transition-colors',
    main
      ? 'bg-primary text-fg-on-solid hover:bg-primary-hover'
      : 'border border-line-strong bg-surface text-fg hover:border-primary hover:text-primary-fg',
  );
