// /chajia (public price query): the visitor price and every level's price, by keyword and directory.
import { useNavigate } from 'react-router-dom';
import { PriceListView } from '@shop/ui';
import { useGoodsDirectories, usePriceQuery } from './prices.ts';
import { t } from '#app/i18n.ts';
import { readStateOf, withSideReads } from '#app/data/readState.ts';
import { usePriceAddress } from './priceAddress.ts';

export default function PriceQueryPage() {
  const navigate = useNavigate();
  const address = usePriceAddress();
  const list = usePriceQuery(address.query);
  const directories = useGoodsDirectories();
  // The directories (the filter) are part of the page: their failure shows with a retry.
  const read = readStateOf(withSideReads(list, directories));
  return (
    <PriceListView
      frame="storefront"
      title={t('route.chajia')}
      subtitle={t('account.price.querySubtitle')}
      rows={list.data?.list.map(({ visitorPrice, ...row }) => ({ ...row, retail: visitorPrice }))}
      total={list.data?.total}
      {...address.view}
      directories={directories.data?.list}
      {...read}
      refreshing={list.isValidating && list.data !== undefined}
      buyHref={(id) => `/inside/buyGoods?id=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
