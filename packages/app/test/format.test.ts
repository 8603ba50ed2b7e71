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
  ])('%s → %s', (value, shown) => {
    expect(formatYuan(value)).toBe(shown);
  });
});
