// The home page's published layout (the decoration) as read, apart from homeLayout.ts: the storefront
// frame, which every storefront route loads, reads its footer block (on `/`, issue 23), and homeLayout.ts
// brings the home page's ui (and its catalogue keys) with it.
import type { DecorationBlock } from '@shop/session/contract';
import { storefront } from '@shop/session/contract/storefront';
import { useApi } from './swr.ts';

/**
 * The blocks `/` draws, in order (the main site's published decoration). Read again on focus: a layout
 * published meanwhile (another tab's editor) shows when the visitor comes back.
 */
export function useHomeLayout(on = true) {
  return useApi(storefront.getHomeLayout, on ? undefined : null);
}

/**
 * The published layout's footer block, for the storefront frame on `/`: the page has one footer (the
 * frame's), which carries the shop's decorated links and text there. The same read as the page's (SWR
 * shares it); none elsewhere.
 */
export function useHomeFooter(on: boolean): Extract<DecorationBlock, { type: 'footer' }> | undefined {
  const { data } = useHomeLayout(on);
  return on ? data?.blocks.find((b): b is Extract<DecorationBlock, { type: 'footer' }> => b.type === 'footer' && b.visible) : undefined;
}
