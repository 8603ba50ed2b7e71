// Each page draws only strings that are loaded: the core catalogue, the lazy parts its route lists
// (with `widgets` unless the route says `widgets: false`) and its frame's parts. A key that is not
// loaded would show as itself, so every page below is searched for every key of the catalogue.
// Against the mock back end, so the pages show real content (goods cards, lists, the shell's tabs).
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_TOKENS, resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { loadAllMessages } from '@shop/session/messages';
import { messages } from '../src/i18n.ts';
import { routeById } from '../src/routes/table.ts';
import { renderApp } from './render.tsx';
import { server } from './server.ts';

let keys: string[] = [];
beforeAll(async () => {
  keys = Object.keys(await loadAllMessages('zh-CN'));
});
beforeEach(() => {
  server.use(...handlers);
});
afterEach(() => {
  resetDb();
});
// Unmount, then let any read still on its way answer while jsdom exists (SWR touches `document`
// when a read settles; one settling after the file's environment was torn down failed CI runs).
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 1500));
});

const goodsCards = () => document.querySelectorAll('a[href^="/inside/buyGoods?id="]').length;

/** Every text and attribute value on the page that is a catalogue key or holds one. */
function shownKeys(): string[] {
  const texts = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*')) for (const attribute of element.attributes) texts.push(attribute.value);
  const all = texts.join('\n');
  return keys.filter((key) => all.includes(key));
}

describe('the catalogue parts a page needs are loaded with it', () => {
  // First in this file: the catalogue (module state) holds only what `/` loaded.
  it('/ shows its notices, directories and best sellers with the core strings and `storefront` only', async () => {
    expect(routeById('home')?.messages).toEqual(['storefront']);
    renderApp('/');
    await screen.findByRole('heading', { name: '热销推荐' });
    await waitFor(() => expect(goodsCards()).toBeGreaterThan(0));
    expect(shownKeys()).toEqual([]);
    // Neither the data widgets' nor the buy form's strings came with it.
    expect(messages['ui.pagination.prev' as keyof typeof messages]).toBeUndefined();
    expect(messages['shop.buy.loading' as keyof typeof messages]).toBeUndefined();
    expect(messages['ui.tabs.label' as keyof typeof messages]).toBeUndefined();
  });

  it('the goods list loads the widgets part (pagination) with `storefront`', async () => {
    expect(routeById('inside.goodsList')?.messages).toEqual(['widgets', 'storefront']);
    renderApp('/inside/goodsList');
    await screen.findByRole('navigation', { name: '分页' });
    await waitFor(() => expect(goodsCards()).toBeGreaterThan(0));
    expect(shownKeys()).toEqual([]);
  });

  it('the back-office frame loads its own part (menu, tabs) with the dashboard', async () => {
    localStorage.setItem('token', JSON.stringify({ authCode: SEED_TOKENS.demo }));
    renderApp('/inside/index');
    await screen.findByRole('navigation', { name: '主菜单' });
    await screen.findByRole('navigation', { name: '已打开的页面' });
    // The dashboard's own reads answered (demo's balance): none is left running when the file ends
    // (an SWR read finishing after jsdom is torn down fails the run).
    await screen.findByText('¥1,288.50');
    expect(shownKeys()).toEqual([]);
  });
});
