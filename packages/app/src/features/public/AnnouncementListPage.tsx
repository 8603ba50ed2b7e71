// /announcement: the announcements, pinned first, with a title search and paging in the address
// (`?page=2&keyword=…`), so back, forward and shared links keep the place.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AnnouncementListView } from '@shop/ui';
import { useAnnouncementList } from './announcements.ts';
import { readStateOf } from '#app/data/readState.ts';

const PAGE_SIZE = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function AnnouncementListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const { data, error, isLoading, isValidating, mutate } = useAnnouncementList({ page, pageSize: PAGE_SIZE, keyword });

  const go = (next: { page?: number; keyword?: string }, replace = false) => {
    const query = new URLSearchParams();
    const nextKeyword = next.keyword ?? keyword;
    if (nextKeyword) query.set('keyword', nextKeyword);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace });
  };

  // A page past the end (a stale link, the list got shorter): show the last one instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const pastTheEnd = data !== undefined && !isLoading && data.list.length === 0 && data.total > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) go({ page: lastPage }, true);
  });

  return (
    <AnnouncementListView
      items={data?.list}
      total={data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      keyword={keyword}
      {...readStateOf({ data, error, isLoading, isValidating, mutate })}
      onPageChange={(next) => {
        go({ page: next });
        window.scrollTo({ top: 0 });
      }}
      onSearch={(next) => go({ keyword: next })}
      hrefFor={(id) => `/viewAnnouncementInfo?id=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
