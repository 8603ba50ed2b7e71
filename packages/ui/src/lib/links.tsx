import type { MouseEvent, ReactNode } from 'react';
import { cx } from './cx.ts';

/** Client-side navigation, given by the app (ui has no router). */
export type Navigate = (to: string) => void;

/**
 * Props of a link that is a real `<a href>` (open in a new tab, copy the address, crawl) and, on a
 * plain left click, hands the path to `onNavigate` instead of loading the page again.
 */
export function linkProps(href: string, onNavigate?: Navigate): { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void } {
  if (!onNavigate) return { href };
  return {
    href,
    onClick: (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate(href);
    },
  };
}

export interface TextLinkProps {
  href: string;
  onNavigate?: Navigate;
  className?: string;
  children: ReactNode;
}

/** An inline link in the primary colour. */
export function TextLink({ href, onNavigate, className, children }: TextLinkProps) {
  return (
    <a
      {...linkProps(href, onNavigate)}
      className={cx('focus-ring rounded-xs font-medium text-primary-fg underline-offset-4 hover:underline', className)}
    >
      {children}
    </a>
  );
}

export interface ButtonLinkProps {
  href: string;
  onNavigate?: Navigate;
  /** The main way on (filled); otherwise outlined. */
  primary?: boolean;
  children: ReactNode;
}

/** A link that looks like a button: the ways on from a result page (pay result, callback result). */
export function ButtonLink({ href, onNavigate, primary, children }: ButtonLinkProps) {
  return (
    <a
      {...linkProps(href, onNavigate)}
      className={
        primary
          ? 'focus-ring inline-flex h-control-md items-center rounded-md bg-primary px-4 text-sm font-medium text-fg-on-solid hover:bg-primary-hover'
          : 'focus-ring inline-flex h-control-md items-center rounded-md border border-line-strong bg-surface px-4 text-sm text-fg hover:border-primary hover:text-primary-fg'
      }
    >
      {children}
    </a>
  );
}
