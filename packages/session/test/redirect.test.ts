import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from '../src/index.ts';

const ORIGIN = 'https://shop.example';

/** What a browser would do with the value: the origin it would land on. */
function landsOn(value: string): string | null {
  try {
    return new URL(value, `${ORIGIN}/login`).origin;
  } catch {
    return null;
  }
}

describe('R4.5 the redirect query is only followed to a same-origin path', () => {
  it.each([
    '/',
    '/inside/index',
    '/inside/myOrder?status=paid&page=2',
    '/inside/goodsList?keyword=%E5%8D%A1%E5%AF%86',
    '/inside/goodsList?keyword=a%20b',
    '/search?q=100%25',
    '/viewAnnouncementInfo?id=3#top',
    '/javascript:alert(1)',
    '/inside/buyGoods?id=1&next=https://example.com',
  ])('accepts %s', (value) => {
    expect(isSafeRedirect(value)).toBe(true);
    expect(safeRedirect(value)).toBe(value);
  });

  it.each([
    ['absolute URL', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash anywhere', '/inside\\..\\x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['no leading slash', 'inside/index'],
    ['leading space', ' /inside'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['encoded slash', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded slash after a stray percent', '/%2F/evil.example%'],
    ['full-width space', '/\u3000/evil'],
    ['zero-width space', '/\u200b/evil'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
    ['triple slash', '///evil.example'],
    ['encoded more times than anyone would', '/x%25252525252541'],
  ])('rejects %s', (_, value) => {
    expect(isSafeRedirect(value)).toBe(false);
    expect(safeRedirect(value)).toBe('/');
  });

  it.each([null, undefined, 42, ['/inside'], { path: '/x' }])('rejects non-strings (%s)', (value) => {
    expect(isSafeRedirect(value)).toBe(false);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil', '/inside/index')).toBe('/inside/index');
  });

  it('property: whatever it accepts stays on this origin, also after one more decoding', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '/',
        '//',
        '\\',
        '%2F',
        '%5C',
        '%252F',
        '%09',
        '%',
        ':',
        'http:',
        'javascript:',
        '.',
        '..',
        '?',
        '#',
        '@',
        ' ',
        '\t',
        'evil.example',
        'a',
      ),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
        (value) => {
          if (!isSafeRedirect(value)) return;
          expect(landsOn(value)).toBe(ORIGIN);
          let decoded = value;
          try {
            decoded = decodeURIComponent(value);
          } catch {
            // stays as is
          }
          expect(landsOn(decoded)).toBe(ORIGIN);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('property: every plain path of letters, digits and slashes-between-segments is accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/), { maxLength: 5 }), (segments) => {
        expect(isSafeRedirect(`/${segments.join('/')}`)).toBe(true);
      }),
    );
  });
});
