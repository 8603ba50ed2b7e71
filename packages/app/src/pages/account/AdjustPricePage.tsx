// /inside/adjustPrice (no login): goods × level prices; a logged-in customer also sees their own
// price, their level's column marked and their shop price.
import { useNavigate } from 'react-router-dom';
import { PriceListView } from '@shop/ui';
import { useAccount } from '../../api/account.ts';
import { useAdjustPriceList, useGoodsDirectories } from '../../api/prices.ts';
import { t } from '../../i18n.ts';
import { hasUserToken } from '../../storage/localStore.ts';
import { PRICE_PAGE_SIZE, usePriceAddress } from './priceAddress.ts';

export default function AdjustPricePage() {
  const navigate = useNavigate();
  const address = usePriceAddress();
  const loggedIn = hasUserToken();
  const { data, error, isLoading, isValidating, mutate } = useAdjustPriceList(address.query);
  const directories = useGoodsDirectories();
  const { data: account } = useAccount({ enabled: loggedIn });
  return (
    <PriceListView
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
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      onSearch={(keyword) => address.go({ keyword, page: 1 })}
      onDirectoryChange={(dirId) => address.go({ dirId: dirId ?? null, page: 1 })}
      onPageChange={(page) => address.go({ page })}
      buyHref={(id) => `/inside/buyGoods?id=${id}`}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
