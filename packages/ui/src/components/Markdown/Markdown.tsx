import { Marked } from 'marked';
import { useMemo } from 'react';
import { RichText } from '../RichText/RichText.tsx';

export interface MarkdownProps {
  /** Markdown as the merchant typed it (a site's notice): parsed here, then sanitised as server HTML is. */
  source: string;
  /** Same-site links clicked without a modifier key (RichText): the caller navigates. */
  onInternalLink?: (path: string) => void;
  className?: string;
}

// One parser for the app: GitHub's dialect, a single line break is a break (notices are typed as lines).
const parser = new Marked({ gfm: true, breaks: true, async: false });

/** Markdown to HTML (synchronous); the HTML is not safe until RichText's sanitiser has seen it. */
export function markdownToHtml(source: string): string {
  return parser.parse(source) as string;
}

/**
 * Markdown text (marked) typeset through RichText, so whatever HTML the text carries or the parser
 * makes goes through the same sanitiser as the server's HTML: nothing in it can run script.
 */
export function Markdown({ source, onInternalLink, className }: MarkdownProps) {
  const html = useMemo(() => markdownToHtml(source), [source]);
  return <RichText html={html} onInternalLink={onInternalLink} className={className} />;
}
