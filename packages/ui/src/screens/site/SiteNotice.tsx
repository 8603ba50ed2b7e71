import { Markdown } from '../../components/Markdown/Markdown.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { IconMegaphone } from '../../icons/common.tsx';
import type { Navigate } from '../shared/links.tsx';

export interface SiteNoticeProps {
  /** The site's notice, Markdown (分站设置); nothing is drawn when it is empty. */
  markdown: string;
  onNavigate?: Navigate;
}

/** A reseller site's notice on its home (issue 21): its Markdown, sanitised, in the storefront's notice style. */
export function SiteNotice({ markdown, onNavigate }: SiteNoticeProps) {
  const t = useT();
  if (markdown.trim() === '') return null;
  return (
    <section
      aria-label={t('shop.home.siteNotice')}
      data-testid="site-notice"
      className="flex w-full gap-3 rounded-lg border border-primary-line bg-surface px-4 py-3 shadow-xs"
    >
      <IconMegaphone size={18} className="mt-0.5 shrink-0 text-primary-fg" />
      <Markdown source={markdown} onInternalLink={onNavigate} className="min-w-0 flex-1 [&_p]:my-1" />
    </section>
  );
}
