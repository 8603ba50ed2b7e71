import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_MASK_CHAR, isMaskedCardKey, maskCard, maskCardKey } from '../src/index.ts';

// Card keys are never shown in full in a list until the user reveals them.
describe('maskCardKey: card keys masked until revealed', () => {
  it.each([
    ['CDK8-TEST-2026-0001', 'CDK8-****-****-0001'],
    ['TXVIP2026ABCDEFGH', 'TXVI*********EFGH'],
    ['83920571', '******71'],
    ['a1b2c3', '****c3'],
    ['12345', '*****'],
    ['', ''],
    // CJK and spaces: the spaces stay; the first four significant characters are 卡密AB.
    ['卡密 AB12 CD34 EF56', '卡密 AB** **** EF56'],
  ])('%s → %s', (value, masked) => {
    expect(maskCardKey(value)).toBe(masked);
  });

  it('keeps the length and every separator, and never reveals the middle of a long key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 60 }), (value) => {
        const masked = maskCardKey(value);
        expect(Array.from(masked)).toHaveLength(Array.from(value).length);
        Array.from(value).forEach((c, i) => {
          const shown = Array.from(masked)[i];
          if (/[-\s_./:]/.test(c)) expect(shown).toBe(c);
          else expect(shown === c || shown === CARD_MASK_CHAR).toBe(true);
        });
        const significant = Array.from(value).filter((c) => !/[-\s_./:]/.test(c)).length;
        const hidden = Array.from(masked).filter((c, i) => c === CARD_MASK_CHAR && Array.from(value)[i] !== CARD_MASK_CHAR).length;
        if (significant >= 12) expect(hidden).toBeGreaterThanOrEqual(significant - 8);
        else if (significant > 0 && !value.includes(CARD_MASK_CHAR)) expect(hidden).toBeGreaterThan(0);
      }),
    );
  });

  it('tells a masked value from a revealed one', () => {
    expect(isMaskedCardKey(maskCardKey('CDK8-TEST-2026-0001'))).toBe(true);
    expect(isMaskedCardKey('CDK8-TEST-2026-0001')).toBe(false);
  });
});

// The one rule every card-key view shows (orders, order query, pay return, cdk, void requests, order content).
describe('maskCard: a delivered key with its masked forms', () => {
  it('keeps the real values (for reveal, copy and export) and adds the masked ones', () => {
    const card = { id: 7, cardNo: 'CDK8-TEST-2026-0001', password: '83920571', status: 'sold' as const };
    expect(maskCard(card)).toMatchObject({ ...card, maskedCardNo: 'CDK8-****-****-0001', maskedPassword: '******71' });
    expect(card).not.toHaveProperty('maskedCardNo');
  });

  it('works a masked form out when it is first read, once (5,000 keys render only their visible rows)', () => {
    const shown = maskCard({ id: 3, cardNo: 'CDK8-TEST-2026-0003', password: '' });
    expect(Object.getOwnPropertyDescriptor(shown, 'maskedCardNo')).toBeUndefined();
    expect(shown.maskedCardNo).toBe('CDK8-****-****-0003');
    // Kept on the key once read: the next read is the value, not the rule again.
    expect(Object.getOwnPropertyDescriptor(shown, 'maskedCardNo')).toMatchObject({ value: 'CDK8-****-****-0003' });
    expect(shown.maskedCardNo).toBe('CDK8-****-****-0003');
    // Each key its own: a key masked later is not given another's forms.
    expect(maskCard({ id: 4, cardNo: 'CDK8-TEST-2026-0004', password: '' }).maskedCardNo).toBe('CDK8-****-****-0004');
  });

  it('a copy made with spread holds the real values only: the copy is masked, not the masked key copied', () => {
    const shown = maskCard({ id: 5, cardNo: 'CDK8-TEST-2026-0005', password: '55667788' });
    void shown.maskedCardNo;
    const copy: Record<string, unknown> = { ...shown };
    expect(copy).toEqual({ id: 5, cardNo: 'CDK8-TEST-2026-0005', password: '55667788' });
    expect(maskCard({ ...shown, state: 'sold' })).toMatchObject({ state: 'sold', maskedPassword: '******88' });
  });

  it('masks a key by the rule even when it comes with masked forms of its own', () => {
    const shown = maskCard({ id: 6, cardNo: 'CDK8-TEST-2026-0006', password: '', maskedCardNo: 'CDK8-TEST-2026-0006' });
    expect(shown.maskedCardNo).toBe('CDK8-****-****-0006');
    expect(shown.cardNo).toBe('CDK8-TEST-2026-0006');
  });

  it('a key without a password has an empty masked password', () => {
    expect(maskCard({ id: 1, cardNo: 'TXVIP2026ABCDEFGH', password: '' })).toMatchObject({
      maskedPassword: '',
      maskedCardNo: 'TXVI*********EFGH',
    });
  });

  it('surrogate pairs count as one character each and separators of every kind stay', () => {
    expect(maskCardKey('🎮🎮🎮🎮-ABCD-EFGH-🎁🎁🎁🎁')).toBe('🎮🎮🎮🎮-****-****-🎁🎁🎁🎁');
    expect(maskCardKey('AB12\u3000CD34.EF56/GH78')).toBe('AB12\u3000****.****/GH78');
  });
});
