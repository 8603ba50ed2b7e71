// Helpers of the vip sales pages (goods, market): the directory options of the category filters and
// the site price preview. Apart from shared.ts so that the site pages do not carry the directory view.
import { sitePricesFor, type SiteRounding } from '@shop/session';
import type { VipDirectory } from '@shop/session/contract';
import { directoryTree, type DirectoryOption, type PreviewPrices } from '@shop/ui';

/** The site's tree as the options of a category filter (own names, indented by depth). */
export function directoryOptions(list: readonly VipDirectory[] | undefined): DirectoryOption[] {
  return directoryTree(list ?? []).map((d) => ({ id: d.dirId, name: d.ownName || d.name, depth: d.depth }));
}

/** The live preview of a site's prices with its rounding (session's rule; none until the site is read). */
export function previewWith(rounding: SiteRounding | undefined): PreviewPrices {
  return (goods, markupPercent) => sitePricesFor(goods, markupPercent, rounding ?? 'none');
}
