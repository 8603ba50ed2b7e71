// /vip/shop: my shop's appearance — theme, main colour, goods layout, stock and sales shown, banner
// (uploaded first) — with a live preview drawn from the site's name and its first goods on sale.
import { VipShopView } from '@shop/ui';
import { useSiteGoods } from './vipGoods.ts';
import { useSaveShopStyle, useShopStyle } from './vipShop.ts';
import { useSite, useUploadImage } from './vipSite.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';
import { toastDone } from './shared.ts';

export default function VipShopPage() {
  const style = useShopStyle();
  const site = useSite();
  const goods = useSiteGoods({ page: 1, pageSize: 4, keyword: '', visible: 1 });
  const save = useSaveShopStyle();
  const upload = useUploadImage();

  return (
    <VipShopView
      style={style.data}
      {...readStateOf(style)}
      siteName={site.data?.name}
      previewGoods={goods.data?.list.map((g) => ({
        id: g.id,
        name: g.ownName || g.name,
        cover: g.cover,
        price: g.price,
        stock: g.stock,
        sales: g.salesTotal,
      }))}
      onSave={async (next) => {
        save.reset();
        await save.trigger({ ...next, showStock: next.showStock ? 1 : 0, showSales: next.showSales ? 1 : 0 });
        toastDone('vipSite.shop.saved');
      }}
      saving={save.isMutating}
      saveError={save.error ? errorMessageOf(save.error) : null}
      onUploadBanner={async (file) => (await upload.trigger({ file, usage: 'other' })).url}
    />
  );
}
