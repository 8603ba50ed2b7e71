import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate, loadMessages, zhCN } from '../src/messages/index.ts';
import { en } from '../src/messages/en/index.ts';

describe('the message catalogue', () => {
  it('every locale has exactly the keys of zh-CN, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
    for (const [key, value] of Object.entries(zhCN)) expect(value, key).not.toBe('');
    for (const [key, value] of Object.entries(en)) expect(value, key).not.toBe('');
  });

  it('placeholders match between locales', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) expect(names(en[key]), key).toEqual(names(zhCN[key]));
  });

  it('interpolates and keeps unknown placeholders visible', () => {
    expect(interpolate('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}');
    expect(interpolate('plain')).toBe('plain');
    expect(createTranslator(zhCN)('http.404', { url: '/x' })).toBe('请求地址出错: /x');
  });

  it('loads locales', async () => {
    expect(await loadMessages('en')).toBe(en);
    expect(await loadMessages('zh-CN')).toBe(zhCN);
  });
});
