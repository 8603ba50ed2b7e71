// The page anatomy at 1280 px (issue 23): every route, as its role, on the production build. Each page
// of a frame shows ui's page header (page/PageHeader) holding the page's one h1; a back-office page
// shows the breadcrumb group › page; and the content has the width of its page kind (page/Page): a list
// fills the frame's content box, a form keeps its 56rem column from the same left edge, and a storefront
// list lines up with the storefront's header. One browser, client-side navigation between routes.
import { expect, it } from 'vitest';
import { zhCN } from '@shop/session/messages';
import { frameOf } from '../src/routes/frames/frameOf.ts';
import { routeTable, samplePath, type RouteDef } from '../src/routes/table.ts';
import { quiet, resetSession, SEED_TOKENS, useHarness } from './harness.ts';
import { prodURL } from './modes.ts';

const h = useHarness({ baseURL: prodURL(), viewport: { width: 1280, height: 800 } });

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
const outside = (route: RouteDef) =>
  OUTSIDE.has(route.id) ||
  frameOf(route) === 'bare' ||
  route.id.startsWith('pay.return_') ||
  /Notify$|Return$|^certify\./.test(route.id) ||
  !route.titleKey;

/** What one page shows of its anatomy, read in the page once its header's h1 is there. */
interface Anatomy {
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

it('every route shows the page header, the breadcrumb group › page and the width of its kind (1280 px)', { timeout: 180_000 }, async () => {
  const { page } = h;
  const routes = routeTable.filter((route) => !outside(route));
  const problems: string[] = [];
  const measured = { pages: 0, list: 0, form: 0 };
  // The vip pages read the merchant's own site (vipshop); the others are visited as the supplier (routes.test.ts).
  for (const [token, group] of [
    [SEED_TOKENS.supplier, routes.filter((r) => r.area !== 'vip')],
    [SEED_TOKENS.vipshop, routes.filter((r) => r.area === 'vip')],
  ] as const) {
    await resetSession(page, h.baseURL, { loggedIn: token, cookies: { verifyRole: '0' } });
    await page.goto('/403');
    await page.locator('h1').waitFor();
    for (const route of group) {
      const url = samplePath(route, { short: 'CDK8HQ2M', path: 'shopadmin' });
      const title = route.titleKey ? zhCN[route.titleKey] : '';
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, url);
      // Waits for the lazy page: the route's title in the document's (an unread count may lead it) and an h1 (budget for a loaded 2-core machine).
      const shown = await page
        .waitForFunction((want) => document.title.includes(want) && document.querySelector('h1') !== null, title, {
          timeout: 5_000,
        })
        .then(() => true)
        .catch(() => false);
      const frame = frameOf(route);
      const anatomy = await page.evaluate((storefront): Anatomy => {
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
        const innerWidth =
          rect && columnStyle ? rect.width - parseFloat(columnStyle.paddingLeft) - parseFloat(columnStyle.paddingRight) : 0;
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
      const where = `${url} (${route.id})`;
      measured.pages += 1;
      if (!shown || !anatomy.inHeader) {
        problems.push(`${where}: no page header with its h1 (${shown ? 'h1 elsewhere' : 'no h1 or title'})`);
        continue;
      }
      if (anatomy.h1s !== 1) problems.push(`${where}: ${anatomy.h1s} h1 on the page`);
      if (frame === 'backoffice') {
        const [group, current] = anatomy.crumbs;
        if (anatomy.crumbs.length !== 2 || !group || current !== title)
          problems.push(`${where}: breadcrumb ${JSON.stringify(anatomy.crumbs)}`);
      }
      if (anatomy.kind === 'list') {
        measured.list += 1;
        if (Math.abs(anatomy.width - anatomy.boxWidth) > 2 || Math.abs(anatomy.left - anatomy.boxLeft) > 2)
          problems.push(
            `${where}: list ${anatomy.width} px from ${anatomy.left}, its frame ${anatomy.boxWidth} px from ${anatomy.boxLeft}`,
          );
      } else if (anatomy.kind === 'form') {
        measured.form += 1;
        // 56rem, and from the frame's left edge in the back office (centred in the storefront).
        if (anatomy.width > 896 + 1 || anatomy.width < 320) problems.push(`${where}: form column ${anatomy.width} px`);
        if (frame === 'backoffice' && Math.abs(anatomy.left - anatomy.boxLeft) > 2)
          problems.push(`${where}: form column starts at ${anatomy.left}, the frame at ${anatomy.boxLeft}`);
      } else problems.push(`${where}: no page kind`);
    }
    await quiet(page);
  }
  console.info(`[anatomy] ${measured.pages} routes at 1280 px: ${measured.list} lists, ${measured.form} forms`);
  expect(problems).toEqual([]);
  expect(measured.pages).toBeGreaterThan(50);
  expect(h.errors).toEqual([]);
});
