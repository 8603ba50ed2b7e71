import { describe, expect, it } from 'vitest';
import {
  centsOfInput,
  centsOfYuan,
  inputOfCents,
  levelProgress,
  levelStanding,
  withdrawAmountProblem,
  withdrawQuote,
  yuanOfCents,
} from '../src/index.ts';

// The money screens of what is typed becomes integer cents; previews use the back end's
// rules (mocks/handlers/customer/money.ts) in cents, so 0.1 + 0.2 stays 0.30.
describe('centsOfInput / inputOfCents: yuan typed, cents computed', () => {
  it('reads whole yuan, one or two decimals', () => {
    expect(centsOfInput('12')).toBe(1200);
    expect(centsOfInput('12.3')).toBe(1230);
    expect(centsOfInput(' 1288.50 ')).toBe(128850);
    expect(centsOfInput('0.07')).toBe(7);
    expect(centsOfInput('0.1')! + centsOfInput('0.2')!).toBe(30);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', '.5', '12.', '12.345', '-3', '1e3', 'abc', '1,000', '1234567890']) expect(centsOfInput(bad), bad).toBeNull();
  });
  it('writes cents back as the field shows them', () => {
    expect(inputOfCents(128850)).toBe('1288.50');
    expect(inputOfCents(7)).toBe('0.07');
    expect(inputOfCents(-320)).toBe('-3.20');
    expect(centsOfInput(inputOfCents(99999))).toBe(99999);
  });
  it('converts between the wire’s yuan and cents', () => {
    expect(centsOfYuan(1288.5)).toBe(128850);
    expect(centsOfYuan(0.29)).toBe(29);
    expect(yuanOfCents(128850)).toBe(1288.5);
  });
});

describe('withdrawQuote: the fee comes out of the amount', () => {
  it('a percent of the amount, half up to the fen, at least the minimum fee', () => {
    expect(withdrawQuote(30000, 0.5, 100)).toEqual({ feeCents: 150, arrivesCents: 29850 });
    expect(withdrawQuote(5000, 1, 100)).toEqual({ feeCents: 100, arrivesCents: 4900 });
    expect(withdrawQuote(1000, 0.5, 100)).toEqual({ feeCents: 100, arrivesCents: 900 });
    expect(withdrawQuote(33300, 0.5, 100)).toEqual({ feeCents: 167, arrivesCents: 33133 });
    expect(withdrawQuote(128850, 0.5, 100)).toEqual({ feeCents: 644, arrivesCents: 128206 });
    expect(withdrawQuote(50, 1, 100)).toEqual({ feeCents: 100, arrivesCents: 0 });
  });
  it('matches the server for every amount of a range (Math.round of the same product)', () => {
    for (let cents = 1000; cents < 40000; cents += 37) {
      for (const rate of [0.5, 1]) expect(withdrawQuote(cents, rate, 100).feeCents).toBe(Math.max(Math.round((cents * rate) / 100), 100));
    }
  });
  it('says why an amount cannot be withdrawn', () => {
    const limits = { availableCents: 128850, minimumCents: 1000 };
    expect(withdrawAmountProblem(null, limits)).toBe('invalid');
    expect(withdrawAmountProblem(0, limits)).toBe('invalid');
    expect(withdrawAmountProblem(999, limits)).toBe('belowMinimum');
    expect(withdrawAmountProblem(128851, limits)).toBe('overAvailable');
    expect(withdrawAmountProblem(128850, limits)).toBeNull();
  });
});

describe('levelProgress / levelStanding: the growth bar and the level cards', () => {
  it('the share of the price the balance covers, and what is missing', () => {
    expect(levelProgress(35620, 99900)).toEqual({ ratio: 0.35, missingCents: 64280 });
    expect(levelProgress(99899, 99900)).toEqual({ ratio: 0.99, missingCents: 1 });
    expect(levelProgress(128850, 99900)).toEqual({ ratio: 1, missingCents: 0 });
    expect(levelProgress(0, 9900)).toEqual({ ratio: 0, missingCents: 9900 });
    expect(levelProgress(500, 0)).toEqual({ ratio: 1, missingCents: 0 });
  });
  it('a level is mine, above mine or below', () => {
    expect(levelStanding(3, 3)).toBe('current');
    expect(levelStanding(4, 3)).toBe('higher');
    expect(levelStanding(2, 3)).toBe('lower');
  });
});
