import { describe, expect, it } from 'vitest';
import { shopPriceFor } from '../src/index.ts';

// The preview of /inside/shop follows the mock back end's rule (mocks/handlers/customer/promotion.ts).
describe('shopPriceFor: my shop price preview', () => {
  it('a markup is a percentage on my cost, rounded to the fen', () => {
    expect(shopPriceFor(18.8, 20, { mode: 'percent', value: 10 })).toBe(20.68);
    expect(shopPriceFor(9.99, 12, { mode: 'percent', value: 0 })).toBe(9.99);
    expect(shopPriceFor(0.33, 1, { mode: 'percent', value: 50 })).toBe(0.5);
    expect(shopPriceFor(100, 120, { mode: 'percent', value: 300 })).toBe(400);
  });
  it('a fixed price is the price; clearing it gives the retail price', () => {
    expect(shopPriceFor(18.8, 20, { mode: 'fixed', value: 25.5 })).toBe(25.5);
    expect(shopPriceFor(18.8, 20, { mode: 'clear' })).toBe(20);
  });
});
