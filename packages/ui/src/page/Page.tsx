import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

/**
 * What a page is, which decides its width: a `list` (tables, cards, dashboards) takes the whole width
 * of its frame; a `form` (settings, a form, one record, a thread) keeps a readable column of 56rem.
 */
export type PageKind = 'list' | 'form';

export interface PageProps {
  kind: PageKind;
  /**
   * The frame it sits in. `backoffice` (default): the shell pads it and the column starts at the
   * shell's left edge, so the header does not move between tabs. `storefront`: the column lines up
   * with the storefront's header and footer (max-w-7xl), a form centred in it.
   */
  frame?: 'backoffice' | 'storefront';
  children: ReactNode;
  className?: string;
}

/** The one width rule of every page, by what it is (data-page-kind lets the browser sweep check it). */
export function Page({ kind, frame = 'backoffice', children, className }: PageProps) {
  const storefront = frame === 'storefront';
  return (
    <div
      data-page-kind={kind}
      className={cx(
        'flex w-full min-w-0 flex-col gap-4',
        kind === 'form' && 'max-w-4xl',
        storefront && 'mx-auto px-4 py-6 sm:px-6 sm:py-8',
        storefront && kind === 'list' && 'max-w-7xl',
        className,
      )}
    >
      {children}
    </div>
  );
}
