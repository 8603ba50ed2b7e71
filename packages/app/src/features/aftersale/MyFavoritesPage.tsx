// /inside/myFavorites?page=: my favourite goods; remove one (asked first).
import { useNavigate } from 'react-router-dom';
import { FavoritesView } from '@shop/ui';
import { useFavorites, useRemoveFavorite } from './myFavorites.ts';
import { showToast } from '#app/effects/store.ts';
import { isBusinessError } from '#app/request/errors.ts';
import { toastSuccess } from './shared.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { useLastPageWhenPast, useListQuery } from '#app/data/listQuery.ts';

export default function MyFavoritesPage() {
  const navigate = useNavigate();
  const query = useListQuery({}, { pageSize: 12 });
  const { data, error, isLoading, isValidating, mutate } = useFavorites({ page: query.page, pageSize: query.pageSize });
  const { trigger } = useRemoveFavorite();
  // The last favourite of a later page removed: show the page before it.
  useLastPageWhenPast(query, { data, isLoading });
  return (
    <FavoritesView
      items={data?.list}
      total={data?.total}
      {...query.paging}
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
