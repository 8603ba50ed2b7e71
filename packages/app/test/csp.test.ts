// The Content-Security-Policy a build carries (scripts/buildPlugins.ts): what each directive
// allows, and how the configured API and image origins enter it.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../scripts/buildPlugins.ts';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('the build’s Content-Security-Policy', () => {
  it('allows scripts only from this origin: no inline script, no eval, no plugins, no foreign base or form posts', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp.get('default-src')).toEqual([`'self'`]);
    expect(csp.get('script-src')).toEqual([`'self'`]);
    expect(csp.get('style-src')).toEqual([`'self'`, `'unsafe-inline'`]);
    expect(csp.get('object-src')).toEqual([`'none'`]);
    expect(csp.get('base-uri')).toEqual([`'self'`]);
    expect(csp.get('form-action')).toEqual([`'self'`]);
    expect(csp.get('connect-src')).toEqual([`'self'`]);
    expect(csp.get('img-src')).toEqual([`'self'`, 'data:', 'blob:']);
    const all = [...csp.values()].flat();
    expect(all).not.toContain(`'unsafe-eval'`);
    // Only styles may be inline (Radix's scroll lock writes a <style> of measured widths; rich text keeps text styles).
    expect([...csp].filter(([, sources]) => sources.includes(`'unsafe-inline'`)).map(([name]) => name)).toEqual(['style-src']);
    // A meta tag cannot carry frame-ancestors (browsers ignore it there): the server sends it.
    expect(csp.has('frame-ancestors')).toBe(false);
  });

  it('lets the page call an API on another origin and load its images, by origin only', () => {
    const csp = directives(contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com/shop/' }));
    expect(csp.get('connect-src')).toEqual([`'self'`, 'https://api.example.com']);
    expect(csp.get('img-src')).toContain('https://api.example.com');
    expect(directives(contentSecurityPolicy({ apiBaseUrl: '/api/' })).get('connect-src')).toEqual([`'self'`]);
  });

  it('adds the configured image origins (CDN) and refuses what is not an http(s) origin', () => {
    const csp = directives(contentSecurityPolicy({ imageOrigins: 'https://cdn.example.com, https://img.example.net/x' }));
    expect(csp.get('img-src')).toEqual([`'self'`, 'data:', 'blob:', 'https://cdn.example.com', 'https://img.example.net']);
    expect(() => contentSecurityPolicy({ imageOrigins: 'javascript:alert(1)' })).toThrow(/not http/);
    expect(() => contentSecurityPolicy({ apiBaseUrl: 'api.example.com' })).toThrow(/neither a path nor an absolute URL/);
  });
});
