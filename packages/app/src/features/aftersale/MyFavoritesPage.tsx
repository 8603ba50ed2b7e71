// /inside/myFavorites?page=: my favourite goods; remove one (asked first).
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FavoritesView } from '@shop/ui';
import { useFavorites, useRemoveFavorite } from './myFavorites.ts';
import { showToast } from '#app/effects/store.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { pageFrom, toastSuccess } from './shared.ts';
import { errorMessageOf } from '#app/data/readState.ts';

const PAGE_SIZE = 12;

export default function MyFavoritesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { data, error, isLoading, isValidating, mutate } = useFavorites({ page, pageSize: PAGE_SIZE });
  const { trigger } = useRemoveFavorite();
  // The last favourite of a later page removed: show the page before it.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const pastTheEnd = data !== undefined && data.list.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
  });
  return (
    <FavoritesView
      items={data?.list}
      total={data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      loading={isLoading && !data}
      error={error ? errorMessageOf(error) : null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      onRemove={async (goodsId) => {
        try {
          await trigger({ goodsId });
          toastSuccess('aftersale.favorites.removed');
        } catch (failure) {
          // Transport failures were already shown: the dialog stays for another try.
          if (!isBusinessError(failure)) throw failure;
          // A refusal (removed already, here with a lost answer or in another tab): the list is read again and
          // tells the truth; the dialog closes with the server's words.
          showToast({ message: { text: failure.message }, tone: 'error' });
          void mutate();
        }
      }}
      hrefForGoods={(id) => `/inside/buyGoods?id=${id}`}
      browseHref="/inside/goodsList"
      onNavigate={(to) => void navigate(to)}
    />
  );
}
