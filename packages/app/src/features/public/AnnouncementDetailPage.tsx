// /viewAnnouncementInfo?id=: one announcement; its HTML is sanitised by the view (RichText).
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AnnouncementDetailView, type AnnouncementDetailViewProps } from '@shop/ui';
import { publicApi } from '@shop/session/contract/public';
import { errorMessageOf } from '#app/data/readState.ts';
import { useApi } from '#app/data/swr.ts';

function idFrom(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** One announcement; `id` null skips the call (no id in the address). */
function useAnnouncement(id: number | null) {
  // Each visit counts as a view on the server: no refetch on focus.
  return useApi(publicApi.getAnnouncementInfo, id === null ? null : { id }, { revalidateOnFocus: false });
}

export default function AnnouncementDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const { data, error, isLoading, isValidating, mutate } = useAnnouncement(id);

  let problem: AnnouncementDetailViewProps['problem'] = null;
  if (id === null) problem = { kind: 'missing' };
  else if (error?.kind === 'business') problem = { kind: 'notFound', message: error.message };
  else if (error && !data) problem = { kind: 'failed', message: error.message };

  return (
    <AnnouncementDetailView
      announcement={data}
      loading={isLoading}
      problem={problem}
      error={problem ? null : errorMessageOf(error)}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
