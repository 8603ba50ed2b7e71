import { describe, expect, it } from 'vitest';
import { sitePagePathProblem } from '../src/index.ts';

// /vip/pagePath checks a custom page's path as it is typed: the contract's format (savePage) and
// no clash with another page of the site (mocks/README.md "Vip": paths unique in the site).
const pages = [
  { id: 1, title: '关于我们', path: 'about' },
  { id: 2, title: '购买须知', path: 'notice' },
];

describe('sitePagePathProblem', () => {
  it('asks for a path', () => {
    expect(sitePagePathProblem('', pages)).toEqual({ kind: 'required' });
    expect(sitePagePathProblem('   ', pages)).toEqual({ kind: 'required' });
  });
  it('refuses what the contract refuses: capitals, spaces, other characters, over 40', () => {
    for (const bad of ['About', 'a b', 'help/faq', '帮助', 'x'.repeat(41), 'a_b']) {
      expect(sitePagePathProblem(bad, pages)).toEqual({ kind: 'format' });
    }
  });
  it('accepts lower-case letters, digits and hyphens, trimmed', () => {
    expect(sitePagePathProblem(' faq-2026 ', pages)).toBeNull();
    expect(sitePagePathProblem('x'.repeat(40), pages)).toBeNull();
  });
  it('names the page that already uses the path', () => {
    expect(sitePagePathProblem('about', pages)).toEqual({ kind: 'taken', title: '关于我们' });
    expect(sitePagePathProblem('notice', pages, 1)).toEqual({ kind: 'taken', title: '购买须知' });
  });
  it('a page keeps its own path', () => {
    expect(sitePagePathProblem('about', pages, 1)).toBeNull();
  });
});
