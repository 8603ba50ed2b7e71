// Addresses of the app that leave the router (a full page load): on a site addressed by path they get
// its base path (issue 21). Apart from context.ts so the entry does not carry it.
import { withSiteBase } from '@shop/session';
import { basename } from './context.ts';

export function appHref(href: string): string {
  return withSiteBase(href, basename);
}
