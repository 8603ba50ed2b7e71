import { useEffect, useMemo, useRef } from 'react';
import { cx } from '#ui/lib/cx.ts';
import { isExternal, sanitizeHtml } from './sanitize.ts';

export interface RichTextProps {
  /** HTML from the server: sanitised here, whatever it holds. */
  html: string;
  /**
   * Same-site links (`/path`) clicked without a modifier key: the caller navigates (client-side
   * routing) instead of a full page load.
   */
  onInternalLink?: (path: string) => void;
  className?: string;
}

/** Typography for server HTML: headings, paragraphs, lists, quotes, tables, images. */
const PROSE = cx(
  'min-w-0 break-words text-sm leading-relaxed text-fg',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-primary-fg [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:bg-surface-muted [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-fg-muted',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_svg]:max-w-full',
  '[&_table]:my-3 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-medium',
  '[&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-1.5',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-surface-muted [&_pre]:p-3 [&_code]:font-mono',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
);

/** Server HTML, sanitised (DOMPurify) and typeset. Nothing in it can run script. */
export function RichText({ html, onInternalLink, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root || !onInternalLink) return;
    // One listener for every link inside (the markup is not ours to give handlers to).
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || !root.contains(link) || link.getAttribute('target') === '_blank') return;
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/') || isExternal(href, window.location.origin)) return;
      const url = new URL(href, window.location.origin);
      event.preventDefault();
      onInternalLink(`${url.pathname}${url.search}${url.hash}`);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [onInternalLink]);

  return <div ref={ref} className={cx(PROSE, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
