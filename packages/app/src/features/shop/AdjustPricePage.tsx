// /inside/adjustPrice (no login): goods × level prices; a logged-in customer also sees their own
// price, their level's column marked and their shop price.
import { useNavigate } from 'react-router-dom';
import { PriceListView } from '@shop/ui';
import { useAccount } from '../account/account.ts';
import { useAdjustPriceList, useGoodsDirectories } from './prices.ts';
import { t } from '#app/i18n.ts';
import { hasUserToken } from '#app/storage/localStore.ts';
import { readStateOf, withSideReads } from '#app/data/readState.ts';
import { PRICE_PAGE_SIZE, usePriceAddress } from './priceAddress.ts';

export default function AdjustPricePage() {
  const navigate = useNavigate();
  const address = usePriceAddress();
  const loggedIn = hasUserToken();
  const list = useAdjustPriceList(address.query);
  const { data, isLoading, isValidating } = list;
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
      rows={data?.list}
      total={data?.total}
      page={address.page}
      pageSize={PRICE_PAGE_SIZE}
      keyword={address.keyword}
      dirId={address.dirId}
      directories={directories.data?.list}
      myLevelId={account?.level.id ?? null}
      showMine={loggedIn}
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
