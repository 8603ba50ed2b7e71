// The build drops the endpoints' summaries from the contract modules (scripts/buildPlugins.ts): the
// app never reads them; schema fields named `summary` stay.
import { describe, expect, it } from 'vitest';
import { withoutSummaries } from '../scripts/buildPlugins.ts';

describe('withoutSummaries', () => {
  it('removes summary string literals of every quote, on one line or the next, and keeps the rest', () => {
    const source = [
      "getSiteInfo: pub('getSiteInfo', { encoding: 'none', auth: 'none', summary: 'Site information: title, logo.', request: noBody }),",
      'getGoods: e(`getGoods`, {',
      '  summary:',
      "    'The goods’ prices for the caller\\'s level, with \"quotes\".',",
      '  request: v.object({ id: int() }),',
      '}),',
      'x: e("x", { summary: `a template`, request: noBody }),',
      'const announcement = v.object({ summary: v.string(), createdAt: dateTime() });',
    ].join('\n');
    const stripped = withoutSummaries(source).replace(/\s+/g, ' ');
    expect(stripped).not.toMatch(/summary:\s*['"`]/);
    expect(stripped).toContain("getSiteInfo: pub('getSiteInfo', { encoding: 'none', auth: 'none', request: noBody }),");
    expect(stripped).toContain('getGoods: e(`getGoods`, { request: v.object({ id: int() }), }),');
    expect(stripped).toContain('x: e("x", { request: noBody }),');
    expect(stripped).toContain('v.object({ summary: v.string(), createdAt: dateTime() })');
  });
});
