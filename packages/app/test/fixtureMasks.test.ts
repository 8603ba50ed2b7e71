// ui's story fixtures hold card keys with their masked forms written out (ui imports no session rule).
// They must be what the app would pass: session's one masking rule (maskCard).
import { describe, expect, it } from 'vitest';
import { maskCard } from '@shop/session';
import { sampleCards as orderCards } from '../../ui/src/screens/orders/fixtures.ts';
import { sampleCards, sampleGameCards, sampleMyCards } from '../../ui/src/screens/aftersale/shared/fixtures.ts';
import { sampleStockCards } from '../../ui/src/screens/supply/fixtures.ts';

describe('the masked keys of ui’s fixtures', () => {
  it('are what session’s maskCard gives for each key', () => {
    const cards = [
      ...orderCards(300),
      ...orderCards(3, 'AQYI'),
      ...sampleCards,
      ...sampleGameCards,
      ...sampleMyCards(100),
      ...sampleStockCards,
    ];
    expect(cards.length).toBe(300 + 3 + 3 + 2 + 100 + 5);
    for (const card of cards) {
      const { maskedCardNo, maskedPassword } = maskCard(card);
      expect([card.cardNo, card.maskedCardNo, card.maskedPassword]).toEqual([card.cardNo, maskedCardNo, maskedPassword]);
    }
  });
});
