import { describe, expect, it } from 'vitest';
import { formatYuan } from '@shop/ui';

// The one money formatter every screen uses (shop, orders, after-sale, account, price lists).
describe('formatYuan', () => {
  it.each([
    [0, '¥0.00'],
    [15.8, '¥15.80'],
    [14.005, '¥14.01'],
    [1288.5, '¥1,288.50'],
    [1234567.891, '¥1,234,567.89'],
    [-3.2, '-¥3.20'],
    [-0.001, '¥0.00'],
    [1.005, '¥1.01'],
    [999.995, '¥1,000.00'],
    [1e-7, '¥0.00'],
    [100000000, '¥100,000,000.00'],
  ])('%s → %s', (value, shown) => {
    expect(formatYuan(value)).toBe(shown);
  });

  // It builds no Intl formatter (start-up time) but must show what Intl's would, to the cent.
  it('shows what Intl.NumberFormat shows for 20,000 amounts', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 20_000; i++) {
      const value = i % 2 ? Math.round(next() * 1e9) / 1000 : next() * 1e7;
      expect(formatYuan(value)).toBe(`¥${intl.format(value)}`);
    }
  });
});
