import { Suspense } from 'react';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconMegaphone } from '#ui/icons/common.tsx';
import { loadableLazy } from '#ui/lib/loadableLazy.ts';
import type { Navigate } from '#ui/lib/links.tsx';

// The notice's box and words are drawn at once (no shift of the page below it), its Markdown a moment
// later in the same place; at once when the renderer is already in (`loadableLazy`).
const markdown = loadableLazy(
  () => import('#ui/components/Markdown/Markdown.tsx'),
  (module) => module.Markdown,
);
const Markdown = markdown.Component;

/**
 * Starts loading the notice's Markdown renderer (the parser and the sanitiser, a chunk of their own). A
 * page that knows early it will draw a notice calls it (a site's start-up): once the chunk is
 * in, the notice is drawn as Markdown in the page's first render.
 */
export const loadSiteNoticeMarkdown = (): Promise<unknown> => markdown.load();

export interface SiteNoticeProps {
  /** The site's notice, Markdown (分站设置); nothing is drawn when it is empty. */
  markdown: string;
  onNavigate?: Navigate;
}

/** Markdown's words without its marks, for the moment before the parser is in. */
const plainWords = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>~]+/g, '')
    .trim();

/** A reseller site's notice on its home: its Markdown, sanitised, in the storefront's notice style. */
export function SiteNotice({ markdown, onNavigate }: SiteNoticeProps) {
  const t = useT();
  if (markdown.trim() === '') return null;
  return (
    <section
      aria-label={t('shop.home.siteNotice')}
      data-testid="site-notice"
      className="flex w-full gap-3 rounded-lg border border-primary-line bg-surface px-4 py-3 text-sm leading-relaxed shadow-xs"
    >
      <IconMegaphone size={18} className="mt-0.5 shrink-0 text-primary-fg" />
      <Suspense fallback={<p className="min-w-0 flex-1 break-words whitespace-pre-line text-fg">{plainWords(markdown)}</p>}>
        <Markdown source={markdown} onInternalLink={onNavigate} className="min-w-0 flex-1 [&_p]:my-1" />
      </Suspense>
    </section>
  );
}
