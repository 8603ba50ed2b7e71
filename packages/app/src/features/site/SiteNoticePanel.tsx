// A reseller site's Markdown notice on its home. Its own chunk with the Markdown parser and
// the sanitiser: the main site's home never loads it (HomePage asks for it only on a site with a notice).
import { useNavigate } from 'react-router-dom';
import { SiteNotice } from '@shop/ui';

// The notice's Markdown renderer, for the site's start-up to ask for early (site/openSite.tsx).
export { loadSiteNoticeMarkdown } from '@shop/ui';

export default function SiteNoticePanel({ markdown }: { markdown: string }) {
  const navigate = useNavigate();
  return <SiteNotice markdown={markdown} onNavigate={(to) => void navigate(to)} />;
}
