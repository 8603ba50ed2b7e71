// /announcement: the announcements, pinned first, with a title search and paging in the address
// (`?page=2&keyword=…`), so back, forward and shared links keep the place.
import { useNavigate } from 'react-router-dom';
import { AnnouncementListView } from '@shop/ui';
import { useAnnouncementList } from './announcements.ts';
import { readStateOf } from '#app/data/readState.ts';
import { param, useLastPageWhenPast, useListQuery } from '#app/data/listQuery.ts';

const SCHEMA = { keyword: param.keyword() };

export default function AnnouncementListPage() {
  const navigate = useNavigate();
  const query = useListQuery(SCHEMA, { pageSize: 10 });
  const { keyword } = query.filters;
  const list = useAnnouncementList({ page: query.page, pageSize: query.pageSize, keyword });
  useLastPageWhenPast(query, list);

  return (
    <AnnouncementListView
      items={list.data?.list}
      total={list.data?.total}
      page={query.page}
      pageSize={query.pageSize}
      keyword={keyword}
      {...readStateOf(list)}
      onPageChange={(next) => {
        query.setPage(next);
        window.scrollTo({ top: 0 });
      }}
      onSearch={(next) => query.go({ keyword: next })}
      hrefFor={(id) => `/viewAnnouncementInfo?id=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
