// What the freshness tests share (freshness-*.test.tsx; the rule: src/data/freshness.ts, the table:
// docs/data.md): a logged-in first load with the clock standing still, the back office's menu, and two
// ways of seeing whether a page ever drew a read as it was before the write.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetDb } from '@shop/mocks/db';
import { handlers } from '@shop/mocks/handlers';
import { resetUser } from '../src/storage/user.ts';
import { server } from './server.ts';

/**
 * Each test of the file starts logged in with `token`, the mock world from its seed and the clock standing
 * still: every step happens "within a few seconds" of the first load (the window in which a preloaded
 * answer counts as fresh, src/api/preloads.ts), however long the machine takes to render it.
 */
export function setUpFreshness(token: string): void {
  beforeEach(() => {
    server.use(...handlers);
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    localStorage.setItem('token', JSON.stringify({ authCode: token }));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetDb();
    resetUser();
    localStorage.clear();
  });
}

export const user = () => userEvent.setup({ delay: null });
export type User = ReturnType<typeof user>;

/** Opens a page from the back office's main menu (the sider), in-app. */
export async function openMenu(u: User, name: string): Promise<void> {
  const menu = await screen.findByRole('navigation', { name: '主菜单' });
  await u.click(await within(menu).findByRole('link', { name }));
}

/** Pickers for `firstShown`: what the page shows of one read, or null while it shows nothing of it. */
export const textOf = (selector: string) => () => document.querySelector(selector)?.textContent ?? null;
export const tableOf = (caption: string) =>
  [...document.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent === caption);
/** The first body row of the table captioned `caption`, once it has content (the skeleton's rows are empty). */
export const firstRowOf = (caption: string) => () => {
  const text = tableOf(caption)?.querySelector('tbody tr')?.textContent ?? '';
  return text.trim() === '' ? null : text;
};

/**
 * Does `go` (a click that opens another page) and waits until `pick` reads `until` in the page; answers
 * the first thing it read there. A read asked afresh after the write draws the new state first; one drawn
 * from an answer older than the write draws the old state first, however briefly: every render is seen
 * (a MutationObserver, not a query polled now and then).
 */
export async function firstShown(go: () => Promise<unknown>, pick: () => string | null, until: string): Promise<string> {
  const shown: string[] = [];
  const note = () => {
    const value = pick();
    if (value !== null && shown.at(-1) !== value) shown.push(value);
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    await go();
    await waitFor(() => {
      note();
      expect(shown.at(-1)).toContain(until);
    });
  } finally {
    observer.disconnect();
  }
  return shown[0]!;
}

/**
 * Watches the document from now on: whether `old` ever held (a read drawn as it was before the write).
 * The returned function stops watching and tells.
 */
export function watchFor(old: () => boolean): () => boolean {
  let seen = old();
  const observer = new MutationObserver(() => {
    seen ||= old();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return () => {
    observer.disconnect();
    return seen || old();
  };
}
