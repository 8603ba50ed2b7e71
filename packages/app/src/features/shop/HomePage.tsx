// `/`: the storefront landing (content only; the storefront frame is the layout's): the search, then
// the blocks of the published decoration in its order. Kept light: no rich text, no forms library,
// only the shop's summary calls.
import { Suspense, useDeferredValue } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadableLazy, ShopHomeView } from '@shop/ui';
import { useAnnouncementList } from '../public/announcements.ts';
import { HOME_NOTICES, useHomeGoods, useHomeLayout } from './homeLayout.ts';
import { useGoodsDirs } from './shop.ts';
import { siteNoticeOf, useSiteInfo } from '../site/siteInfo.ts';
import { readStateOf, type Read } from '#app/data/readState.ts';

/** A home part's read state: why it failed, its retry. */
const partState = (read: Read) => {
  const { error, onRetry, retrying } = readStateOf(read);
  return { error, onRetry, retrying };
};

// A reseller site's notice; its chunk is fetched while the site is asked (site/openSite.tsx), and once in
// it is drawn in the first render (`loadableLazy`), not a render later: nothing moves.
const noticePanel = loadableLazy(
  () => import('../site/SiteNoticePanel.tsx'),
  (module) => module.default,
);
export const loadNoticePanel = noticePanel.load;
const SiteNoticePanel = noticePanel.Component;

export default function HomePage() {
  const navigate = useNavigate();
  const site = useSiteInfo();
  const layout = useHomeLayout();
  const notices = useAnnouncementList(HOME_NOTICES);
  const dirs = useGoodsDirs();
  const blocks = layout.data?.blocks;
  const goods = useHomeGoods(blocks);
  // The goods cards (up to three blocks of them) are drawn in a render React may interrupt: drawn as
  // their answer arrives, they were the page's longest task (~45 ms at phone speed), and a tap on the
  // search or a link waited for it.
  const goodsData = useDeferredValue(goods.data);
  // A reseller site's notice (Markdown) above its blocks; the main site's home has none.
  const siteNotice = siteNoticeOf(site.data);
  return (
    <ShopHomeView
      siteTitle={site.data?.title}
      blocks={blocks}
      // A refresh of the layout that failed while its blocks stay shown says so above them; its first
      // failure is the goods blocks' (the default layout's places are drawn meanwhile).
      layout={layout.data ? readStateOf(layout) : undefined}
      announcements={{ data: notices.data?.list, ...partState(notices) }}
      directories={{ data: dirs.data?.list, ...partState(dirs) }}
      goods={{ data: goodsData, ...partState(!layout.data && layout.error ? layout : goods) }}
      onSearch={(keyword) => void navigate(keyword ? `/inside/goodsList?keyword=${encodeURIComponent(keyword)}` : '/inside/goodsList')}
      onNavigate={(to) => void navigate(to)}
      notice={
        siteNotice ? (
          <Suspense fallback={null}>
            <SiteNoticePanel markdown={siteNotice} />
          </Suspense>
        ) : null
      }
    />
  );
}
