// `/`: the storefront landing (content only; the storefront frame is the layout's). Kept light: no
// rich text, no forms library, only the shop's summary calls.
import { useNavigate } from 'react-router-dom';
import { ANNOUNCEMENTS, HOT_GOODS, ShopHomeView } from '@shop/ui';
import { useAnnouncementList } from '../../api/announcements.ts';
import { useGoodsDirs, useGoodsList } from '../../api/shop.ts';
import { useSiteInfo } from '../../api/siteInfo.ts';

export default function HomePage() {
  const navigate = useNavigate();
  const site = useSiteInfo();
  const notices = useAnnouncementList({ page: 1, pageSize: ANNOUNCEMENTS, keyword: '' });
  const dirs = useGoodsDirs();
  const hot = useGoodsList({ page: 1, pageSize: HOT_GOODS, keyword: '', dirId: null, sort: 'sales', inStock: false });
  return (
    <ShopHomeView
      siteTitle={site.data?.title}
      notice={site.data?.notice}
      announcements={{ data: notices.data?.list, error: notices.error?.message ?? null }}
      directories={{ data: dirs.data?.list, error: dirs.error?.message ?? null, onRetry: () => void dirs.mutate() }}
      hotGoods={{ data: hot.data?.list, error: hot.error?.message ?? null, onRetry: () => void hot.mutate() }}
      onSearch={(keyword) => void navigate(keyword ? `/inside/goodsList?keyword=${encodeURIComponent(keyword)}` : '/inside/goodsList')}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
