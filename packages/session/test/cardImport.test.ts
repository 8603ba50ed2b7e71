// The card-stock import report (screens.md "Card stock import"): what the report says before
// sending is exactly what the import does, line by line.
import { describe, expect, it } from 'vitest';
import {
  IMPORT_REASONS,
  cardNosOf,
  checkCardImport,
  createImportParser,
  importBatches,
  importOutcome,
  parseCardImport,
  type BatchAnswer,
} from '../src/cardImport.ts';
import { CARD_LINE_REASONS, MAX_IMPORT_LINES, cardLine, parseCardLine } from '../src/cardLine.ts';

const FILE = [
  'AAAA-0001', // 1
  'AAAA-0002 pw2', // 2
  '', // 3 (blank: not counted)
  'AAAA-0001', // 4 repeat of 1
  'ab', // 5 malformed
  'AAAA-0003----pw3 ║ 港服 ║ 2.5', // 6
  'STOCK-0009', // 7 already in stock
  'K1 ║ x ║ 1 ║ 2', // 8 malformed (separators)
  '  AAAA-0002 other  ', // 9 repeat of 2 (by number)
].join('\r\n');

describe('the import line grammar (contract: the server parses the same)', () => {
  it('reads a key, a key with a password (space or ----), and key ║ preview ║ surcharge', () => {
    expect(parseCardLine('ABCD-1234')).toEqual({ cardNo: 'ABCD-1234', password: '', preview: '', surchargeCents: 0 });
    expect(parseCardLine('K123456----pw99')).toMatchObject({ cardNo: 'K123456', password: 'pw99' });
    expect(parseCardLine('K123456 pw ║ 港区可用 ║ 2.5')).toEqual({
      cardNo: 'K123456',
      password: 'pw',
      preview: '港区可用',
      surchargeCents: 250,
    });
  });
  it('says why a line is malformed', () => {
    expect(parseCardLine('a b c')).toEqual({ reason: CARD_LINE_REASONS.pieces });
    expect(parseCardLine(' ║ x')).toEqual({ reason: CARD_LINE_REASONS.noKey });
    expect(parseCardLine('K1234----')).toEqual({ reason: CARD_LINE_REASONS.password });
    expect(parseCardLine(`K1234 ║ ${'长'.repeat(41)}`)).toEqual({ reason: CARD_LINE_REASONS.preview });
    expect(parseCardLine('K1234 ║ x ║ 1.234')).toEqual({ reason: CARD_LINE_REASONS.surcharge });
  });
  it('writes a key back in the same format (an export imports again)', () => {
    for (const line of ['ABCD-1234', 'K123456 pw99', 'K123456 pw ║ 港区可用 ║ 2.50', 'K123456 ║ 预览 ║ 0.05']) {
      const parsed = parseCardLine(line);
      if ('reason' in parsed) throw new Error(parsed.reason);
      expect(cardLine(parsed)).toBe(line);
    }
  });
});

describe('parseCardImport', () => {
  it('counts every non-empty line once: a key, a repeat in the file, or malformed with its line number', () => {
    const parsed = parseCardImport(FILE);
    expect(parsed.total).toBe(8);
    expect(parsed.keys.map((k) => [k.line, k.cardNo])).toEqual([
      [1, 'AAAA-0001'],
      [2, 'AAAA-0002'],
      [6, 'AAAA-0003'],
      [7, 'STOCK-0009'],
    ]);
    expect(parsed.repeated).toEqual([
      { line: 4, cardNo: 'AAAA-0001', firstLine: 1 },
      { line: 9, cardNo: 'AAAA-0002', firstLine: 2 },
    ]);
    expect(parsed.malformed).toEqual([
      { line: 5, text: 'ab', reason: CARD_LINE_REASONS.cardNo },
      { line: 8, text: 'K1 ║ x ║ 1 ║ 2', reason: CARD_LINE_REASONS.separators },
    ]);
    expect(parsed.keys.length + parsed.repeated.length + parsed.malformed.length).toBe(parsed.total);
    expect(cardNosOf(parsed)).toEqual(['AAAA-0001', 'AAAA-0002', 'AAAA-0003', 'STOCK-0009']);
  });

  it('gives the same answer whatever the slices (a line cut between two pushes is joined)', () => {
    const whole = parseCardImport(FILE);
    for (const size of [1, 3, 7, 50]) {
      const parser = createImportParser();
      for (let i = 0; i < FILE.length; i += size) parser.push(FILE.slice(i, i + size));
      expect(parser.end()).toEqual(whole);
      expect(parser.lines).toBe(9);
    }
  });

  it('cuts a malformed line’s text to 100 characters', () => {
    const long = `${'x'.repeat(150)} a b`;
    expect(parseCardImport(long).malformed[0]?.text).toHaveLength(100);
  });
});

describe('checkCardImport (keys already in stock given as a set)', () => {
  it('skipping duplicates: only new keys go, the report’s counts add up to the file', () => {
    const plan = checkCardImport(parseCardImport(FILE), new Set(['STOCK-0009', 'NOT-IN-FILE']));
    expect(plan.inStock.map((k) => k.line)).toEqual([7]);
    expect(plan.valid).toBe(3);
    expect(plan.toSend.map((k) => k.line)).toEqual([1, 2, 6]);
    expect(plan.skipped).toBe(5);
    expect(plan.valid + plan.inStock.length + plan.repeated.length + plan.malformed.length).toBe(plan.total);
  });

  it('not skipping: repeats and keys in stock are sent too, in file order', () => {
    const plan = checkCardImport(parseCardImport(FILE), new Set(['STOCK-0009']), false);
    expect(plan.toSend.map((k) => [k.line, k.cardNo])).toEqual([
      [1, 'AAAA-0001'],
      [2, 'AAAA-0002'],
      [4, 'AAAA-0001'],
      [6, 'AAAA-0003'],
      [7, 'STOCK-0009'],
      [9, 'AAAA-0002'],
    ]);
    expect(plan.skipped).toBe(2);
  });
});

describe('importBatches', () => {
  it('cuts the lines to send into batches in the import format with their file line numbers', () => {
    const plan = checkCardImport(parseCardImport(FILE), new Set());
    const batches = importBatches(plan.toSend, 2);
    expect(batches.map((b) => b.lines)).toEqual([
      [1, 2],
      [6, 7],
    ]);
    expect(batches[1]?.content).toBe('AAAA-0003 pw3 ║ 港服 ║ 2.50\nSTOCK-0009');
    expect(batches.map((b) => b.index)).toEqual([0, 1]);
  });
  it('never more than the server takes in one call', () => {
    const lines = Array.from({ length: MAX_IMPORT_LINES + 5 }, (_, i) => ({
      line: i + 1,
      cardNo: `KEY-${i}`,
      password: '',
      preview: '',
      surchargeCents: 0,
    }));
    expect(importBatches(lines, 50_000).map((b) => b.lines.length)).toEqual([MAX_IMPORT_LINES, 5]);
    expect(importBatches(lines, 0)).toHaveLength(lines.length);
  });
});

describe('importOutcome: "imported N: x succeeded, y failed" with the reasons', () => {
  const plan = checkCardImport(parseCardImport(FILE), new Set(['STOCK-0009']));
  const batches = importBatches(plan.toSend, 2);
  const ok = (succeeded: number, extra: Partial<BatchAnswer> = {}): BatchAnswer => ({
    total: succeeded,
    succeeded,
    failed: 0,
    duplicates: [],
    malformed: [],
    ...extra,
  });

  it('every batch taken: succeeded is what the server took, the rest failed with reasons by line', () => {
    const outcome = importOutcome(
      plan,
      batches,
      new Map([
        [0, ok(2)],
        [1, ok(1)],
      ]),
    );
    expect(outcome).toMatchObject({ total: 8, succeeded: 3, failed: 5, pendingBatches: [] });
    expect(outcome.failures.map((f) => [f.lines[0], f.kind])).toEqual([
      [4, 'repeated'],
      [5, 'malformed'],
      [7, 'inStock'],
      [8, 'malformed'],
      [9, 'repeated'],
    ]);
    expect(outcome.failures[0]?.reason).toBe(IMPORT_REASONS.repeated(1));
    // A malformed line is named as written (it has no key to mask).
    expect(outcome.failures[1]).toMatchObject({ kind: 'malformed', text: 'ab' });
  });

  it('a refused batch counts its lines as failed with its message until retried', () => {
    const outcome = importOutcome(
      plan,
      batches,
      new Map<number, BatchAnswer | { error: string }>([
        [0, ok(2)],
        [1, { error: '网关超时' }],
      ]),
    );
    expect(outcome).toMatchObject({ succeeded: 2, failed: 6, pendingBatches: [1] });
    expect(outcome.failures.find((f) => f.kind === 'batch')).toEqual({ lines: [6], reason: '网关超时', kind: 'batch' });
    // Not answered yet: pending, no reason.
    expect(importOutcome(plan, batches, new Map()).pendingBatches).toEqual([0, 1]);
  });

  it('keys another import added meanwhile: the server skipped them, each mapped back to its line', () => {
    const outcome = importOutcome(
      plan,
      batches,
      new Map([
        [0, ok(1, { total: 2, failed: 1, duplicates: ['AAAA-0002'] })],
        [1, ok(0, { total: 1, failed: 1, malformed: [{ line: 1, text: 'x', reason: '服务器拒绝' }] })],
      ]),
    );
    expect(outcome).toMatchObject({ succeeded: 1, failed: 7 });
    expect(outcome.failures).toContainEqual({ lines: [2], reason: IMPORT_REASONS.serverDuplicate, kind: 'server', cardNo: 'AAAA-0002' });
    expect(outcome.failures).toContainEqual({ lines: [6], reason: '服务器拒绝', kind: 'server', text: 'x' });
  });

  it('without skipping duplicates, repeats are not failures before sending', () => {
    const all = checkCardImport(parseCardImport(FILE), new Set(['STOCK-0009']), false);
    const outcome = importOutcome(all, importBatches(all.toSend), new Map([[0, ok(6)]]));
    expect(outcome).toMatchObject({ succeeded: 6, failed: 2 });
    expect(outcome.failures.every((f) => f.kind === 'malformed')).toBe(true);
  });
});
