// /inside/adjustPrice (no login): goods × level prices; a logged-in customer also sees their own
// price, their level's column marked and their shop price.
import { useNavigate } from 'react-router-dom';
import { PriceListView } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useAdjustPriceList, useGoodsDirectories } from './prices.ts';
import { t } from '#app/i18n.ts';
import { hasUserToken } from '#app/storage/localStore.ts';
import { readStateOf, withSideReads } from '#app/data/readState.ts';
import { usePriceAddress } from './priceAddress.ts';

export default function AdjustPricePage() {
  const navigate = useNavigate();
  const address = usePriceAddress();
  const loggedIn = hasUserToken();
  const list = useAdjustPriceList(address.query);
  const directories = useGoodsDirectories();
  const accountRead = useAccount({ enabled: loggedIn });
  const account = accountRead.data;
  // The directories (the filter) and my level (my column) are part of the page: their failure shows with a retry.
  const read = readStateOf(withSideReads(list, directories, accountRead));
  return (
    <PriceListView
      frame="storefront"
      title={t('route.inside.adjustPrice')}
      subtitle={t('account.price.adjustSubtitle')}
      rows={list.data?.list}
      total={list.data?.total}
      {...address.view}
      directories={directories.data?.list}
      myLevelId={account?.level.id ?? null}
      showMine={loggedIn}
      {...read}
      refreshing={list.isValidating && list.data !== undefined}
      buyHref={(id) => `/inside/buyGoods?id=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
