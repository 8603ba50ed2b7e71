// /p/:pagePath: a reseller site's custom page; its HTML is sanitised by the view (RichText).
import { useNavigate, useParams } from 'react-router-dom';
import { SitePageView, type SitePageViewProps } from '@shop/ui';
import { useSitePage } from './sitePage.ts';

export default function SitePagePage() {
  const navigate = useNavigate();
  const { pagePath = '' } = useParams();
  const { data, error, isValidating, mutate } = useSitePage(pagePath);
  let problem: SitePageViewProps['problem'] = null;
  if (error?.kind === 'business') problem = { kind: 'notFound', message: error.message };
  else if (error && !data) problem = { kind: 'failed', message: error.message };
  return (
    <SitePageView
      page={data}
      problem={problem}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
