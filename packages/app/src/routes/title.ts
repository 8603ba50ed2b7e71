// R2.2–R2.4: the document title of a route.
import { documentTitle } from '@shop/session';
import type { CoreMessages } from '@shop/session/messages';
import type { RouteDef } from './table.ts';

export function routeTitle(route: RouteDef | undefined, messages: CoreMessages): string {
  return route?.titleKey ? messages[route.titleKey] : '';
}

/**
 * Route title + separator + site title (the `title` cookie, else the catalogue's site name), with
 * `(n) ` in front when messages are unread; the decoration page has its own fixed title.
 */
export function titleFor(
  route: RouteDef | undefined,
  input: { siteTitle?: string | null; unread?: number },
  messages: CoreMessages,
): string {
  const siteTitle = input.siteTitle?.trim() ? input.siteTitle : messages['app.siteName'];
  return documentTitle(
    { routeTitle: routeTitle(route, messages), siteTitle, unread: input.unread ?? 0, decoration: route?.decoration === true },
    messages,
  );
}
