// The page anatomy at 1280 px, checked on every route by the route sweep (routes.test.ts, on
// the production build, as the route's role, by client-side navigation): each page of a frame shows ui's
// page header (page/PageHeader) holding the page's one h1; a back-office page shows the breadcrumb
// group › page; and the content has the width of its page kind (page/Page): a list fills the frame's
// content box, a form keeps its 56rem column from the same left edge, and a storefront list lines up with
// the storefront's header. (It was a sweep of its own, anatomy.test.ts: ~50 s of page loads the route
// sweep already makes.)
import type { Page } from 'playwright-core';
import { zhCN } from '@shop/session/messages';
import { frameOf } from '../src/routes/frames/frameOf.ts';
import type { RouteDef } from '../src/routes/table.ts';

/**
 * Pages outside the anatomy, each for a reason: log-in and sign-up cards (AuthLayout), the error and
 * closed pages (their own centred message), the return and callback pages (a result, no frame), the
 * admin area (a bare frame of its own), the storefront's home (a decorated hero), the decoration
 * editor (a full-screen tool), the goods page (the goods' name is its heading) and the articles (an
 * announcement or site page: its title heads the article's card).
 */
const OUTSIDE = new Set([
  'home',
  'login',
  'register',
  'forget',
  'forbidden',
  'notFound',
  'serverError',
  'decoration',
  'inside.buyGoods',
  'viewAnnouncementInfo',
  'sitePage',
  'mpQrcode',
]);
export const outsideAnatomy = (route: RouteDef) =>
  OUTSIDE.has(route.id) ||
  frameOf(route) === 'bare' ||
  route.id.startsWith('pay.return_') ||
  /Notify$|Return$|^certify\./.test(route.id) ||
  !route.titleKey;

/** What one page shows of its anatomy, read in the page once its header's h1 is there. */
export interface Anatomy {
  path: string;
  h1s: number;
  inHeader: boolean;
  heading: string;
  crumbs: string[];
  kind: string | null;
  width: number;
  left: number;
  boxWidth: number;
  boxLeft: number;
}

/** What the page shows of its anatomy, read once its heading is there. */
export function readAnatomy(page: Page, route: RouteDef): Promise<Anatomy> {
  const frame = frameOf(route);
  return page.evaluate((storefront): Anatomy => {
    const header = document.querySelector('[data-page-header]');
    const column = header?.closest('[data-page-kind]') ?? document.querySelector('[data-page-kind]');
    // The frame's content box: the shell's main minus its padding, or the storefront header's column.
    const box = storefront
      ? document.querySelector('header nav[aria-label="网站导航"]')?.closest('div.mx-auto')
      : document.querySelector('main');
    const rect = column?.getBoundingClientRect();
    const boxRect = box?.getBoundingClientRect();
    const style = box && !storefront ? getComputedStyle(box) : null;
    const padLeft = style ? parseFloat(style.paddingLeft) : storefront && box ? parseFloat(getComputedStyle(box).paddingLeft) : 0;
    const padRight = style ? parseFloat(style.paddingRight) : storefront && box ? parseFloat(getComputedStyle(box).paddingRight) : 0;
    const columnStyle = column ? getComputedStyle(column) : null;
    const innerLeft = rect && columnStyle ? rect.left + parseFloat(columnStyle.paddingLeft) : 0;
    const innerWidth = rect && columnStyle ? rect.width - parseFloat(columnStyle.paddingLeft) - parseFloat(columnStyle.paddingRight) : 0;
    return {
      path: location.pathname,
      h1s: document.querySelectorAll('h1').length,
      inHeader: header?.querySelector('h1') !== null && header !== null,
      heading: header?.querySelector('h1')?.textContent?.trim() ?? '',
      crumbs: [...document.querySelectorAll('nav[aria-label="当前位置"] li')].map((li) => li.textContent?.trim() ?? ''),
      kind: column?.getAttribute('data-page-kind') ?? null,
      width: Math.round(innerWidth),
      left: Math.round(innerLeft),
      boxWidth: Math.round((boxRect?.width ?? 0) - padLeft - padRight),
      boxLeft: Math.round((boxRect?.left ?? 0) + padLeft),
    };
  }, frame === 'storefront');
}

/** What is wrong with a page's anatomy (none: an empty list). */
export function anatomyProblems(route: RouteDef, url: string, anatomy: Anatomy): string[] {
  const frame = frameOf(route);
  const title = route.titleKey ? zhCN[route.titleKey] : '';
  const problems: string[] = [];
  const where = `${url} (${route.id})`;
  if (!anatomy.inHeader) return [`${where}: no page header with its h1`];
  if (anatomy.h1s !== 1) problems.push(`${where}: ${anatomy.h1s} h1 on the page`);
  if (frame === 'backoffice') {
    const [group, current] = anatomy.crumbs;
    if (anatomy.crumbs.length !== 2 || !group || current !== title) problems.push(`${where}: breadcrumb ${JSON.stringify(anatomy.crumbs)}`);
  }
  if (anatomy.kind === 'list') {
    if (Math.abs(anatomy.width - anatomy.boxWidth) > 2 || Math.abs(anatomy.left - anatomy.boxLeft) > 2)
      problems.push(`${where}: list ${anatomy.width} px from ${anatomy.left}, its frame ${anatomy.boxWidth} px from ${anatomy.boxLeft}`);
  } else if (anatomy.kind === 'form') {
    // 56rem, and from the frame's left edge in the back office (centred in the storefront).
    if (anatomy.width > 896 + 1 || anatomy.width < 320) problems.push(`${where}: form column ${anatomy.width} px`);
    if (frame === 'backoffice' && Math.abs(anatomy.left - anatomy.boxLeft) > 2)
      problems.push(`${where}: form column starts at ${anatomy.left}, the frame at ${anatomy.boxLeft}`);
  } else problems.push(`${where}: no page kind`);
  return problems;
}
