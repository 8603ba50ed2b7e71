import { describe, expect, it } from 'vitest';
import {
  createTranslator,
  interpolate,
  LAZY_PARTS,
  loadAllMessages,
  loadDevtoolsMessages,
  loadMessages,
  loadPart,
  zhCN,
} from '../src/messages/index.ts';
import { en } from '../src/messages/en/index.ts';

describe('the message catalogue', () => {
  it('every locale has exactly the keys of zh-CN, none empty, lazy parts included', async () => {
    const [zhAll, enAll] = await Promise.all([loadAllMessages('zh-CN'), loadAllMessages('en')]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
    expect(Object.keys(enAll).sort()).toEqual(Object.keys(zhAll).sort());
    for (const [key, value] of Object.entries(zhAll)) expect(value, key).not.toBe('');
    for (const [key, value] of Object.entries(enAll)) expect(value, key).not.toBe('');
  });

  it('placeholders match between locales', async () => {
    const [zhAll, enAll] = await Promise.all([loadAllMessages('zh-CN'), loadAllMessages('en')]);
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(zhAll) as (keyof typeof zhAll)[]) expect(names(enAll[key]), key).toEqual(names(zhAll[key]));
  });

  it('no key is defined in two parts (a later part would silently replace it)', async () => {
    const seen = new Set(Object.keys(zhCN));
    for (const part of LAZY_PARTS) {
      for (const key of Object.keys(await loadPart('zh-CN', part))) {
        expect(seen.has(key), `${part}: ${key}`).toBe(false);
        seen.add(key);
      }
    }
    for (const key of Object.keys(await loadDevtoolsMessages('zh-CN'))) expect(seen.has(key), `devtools: ${key}`).toBe(false);
  });

  it('an unknown part is refused, not silently empty', async () => {
    await expect(loadPart('zh-CN', 'no-such-part' as never)).rejects.toThrow('unknown catalogue part: no-such-part');
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
