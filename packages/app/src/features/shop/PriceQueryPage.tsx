// /chajia (public price query): the visitor price and every level's price, by keyword and directory.
import { useNavigate } from 'react-router-dom';
import { PriceListView } from '@shop/ui';
import { useGoodsDirectories, usePriceQuery } from './prices.ts';
import { t } from '#app/i18n.ts';
import { readStateOf, withSideReads } from '#app/data/readState.ts';
import { PRICE_PAGE_SIZE, usePriceAddress } from './priceAddress.ts';

export default function PriceQueryPage() {
  const navigate = useNavigate();
  const address = usePriceAddress();
  const list = usePriceQuery(address.query);
  const { data, isLoading, isValidating } = list;
  const directories = useGoodsDirectories();
  // The directories (the filter) are part of the page: their failure shows with a retry.
  const read = readStateOf(withSideReads(list, directories));
  return (
    <PriceListView
      frame="storefront"
      title={t('route.chajia')}
      subtitle={t('account.price.querySubtitle')}
      rows={data?.list.map(({ visitorPrice, ...row }) => ({ ...row, retail: visitorPrice }))}
      total={data?.total}
      page={address.page}
      pageSize={PRICE_PAGE_SIZE}
      keyword={address.keyword}
      dirId={address.dirId}
      directories={directories.data?.list}
      loading={isLoading && !data}
      refreshing={isValidating && data !== undefined}
      error={read.error}
      retrying={read.retrying}
      onRetry={read.onRetry}
      onSearch={(keyword) => address.go({ keyword, page: 1 })}
      onDirectoryChange={(dirId) => address.go({ dirId: dirId ?? null, page: 1 })}
      onPageChange={(page) => address.go({ page })}
      buyHref={(id) => `/inside/buyGoods?id=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
