import { describe, expect, it } from 'vitest';
import { loadAllMessages } from '../src/messages/index.ts';

// One vocabulary: each action and term is named once in the catalogue, under `ui.*`, and
// every screen uses that key; a second key with the same words is how two names for one thing begin.
const TERMS = ['query', 'reset', 'export']
  .map((action) => `ui.action.${action}`)
  .concat(
    ['card', 'recharge', 'manual'].map((type) => `ui.delivery.${type}`),
    ['balance', 'alipay', 'wxpay', 'qqpay', 'epay', 'fxpay'].map((method) => `ui.pay.${method}`),
  );

describe('one vocabulary', () => {
  it('names each action, delivery type and payment once (route titles aside)', async () => {
    const zh: Record<string, string> = await loadAllMessages('zh-CN');
    for (const key of TERMS) {
      const words = zh[key];
      expect(words, key).toBeTruthy();
      const others = Object.keys(zh).filter((other) => other !== key && !other.startsWith('route.') && zh[other] === words);
      expect(others, `${words} is also ${others.join(', ')}`).toEqual([]);
    }
  });

  it('has no second word for the list filter and no foreign payment name among the Chinese ones', async () => {
    const zh: Record<string, string> = await loadAllMessages('zh-CN');
    const values = Object.entries(zh).filter(([key]) => !key.startsWith('devtools.'));
    expect(values.filter(([, text]) => text === '筛选' || text === '搜索').map(([key]) => key)).toEqual(['shop.list.searchSubmit']);
    expect(values.filter(([, text]) => /FxPay/i.test(text)).map(([key]) => key)).toEqual([]);
    // One export button: 导出, not 导出 .csv / 导出TXT / 导出 TXT.
    expect(values.filter(([, text]) => /^导出\s*\.?[A-Za-z]+$/.test(text)).map(([key]) => key)).toEqual([]);
  });
});
