// The card-stock import report (screens.md "Card stock import"): before anything is sent the
// supplier sees what the import will do — valid lines, duplicates inside the file, keys already in the
// goods' stock, malformed lines with their line numbers — and the import then sends exactly the lines
// the report counted as going in, in batches (one client request id each, so a retried batch never
// imports twice). The line grammar is the contract's (`parseCardLine`), the server's own.
//
// Pure and incremental: `parseCardImport` can be fed the text in slices (a Web Worker posts progress
// between them), `checkCardImport` takes the numbers already in stock as a set.
import { MAX_IMPORT_LINES, cardLine, parseCardLine, type ParsedCardLine } from './cardLine.ts';

/** A well-formed line of the file: its 1-based line number and the key. */
export interface ImportLine extends ParsedCardLine {
  line: number;
}

export interface MalformedLine {
  line: number;
  /** The line as written (at most 100 characters). */
  text: string;
  reason: string;
}

/** A repeat of a key earlier in the file. */
export interface RepeatedLine {
  line: number;
  cardNo: string;
  /** The line where the key first appears. */
  firstLine: number;
}

/** The file read: every non-empty line is exactly one of `keys`, `repeated` or `malformed`. */
export interface ParsedImport {
  /** Non-empty lines. */
  total: number;
  /** The first line of each distinct key, in file order. */
  keys: ImportLine[];
  repeated: RepeatedLine[];
  malformed: MalformedLine[];
}

/** What the import will do, line by line. `toSend` is what goes to the server. */
export interface ImportPlan extends ParsedImport {
  /** Keys of `keys` already in the goods' stock (with their line). */
  inStock: ImportLine[];
  /** Keys neither repeated nor in stock. */
  valid: number;
  /** The lines sent: the valid ones, and with `skipDuplicates` off the duplicates too. */
  toSend: ImportLine[];
  /** Lines that will not go in (malformed, and the duplicates when skipped). */
  skipped: number;
  skipDuplicates: boolean;
}

/** A parse in progress, fed slice by slice. */
export interface ImportParser {
  /** Reads the next slice of the text (any cut: a line split between slices is joined). */
  push(chunk: string): void;
  /** Reads what is left and answers the parse. */
  end(): ParsedImport;
  /** Lines read so far. */
  readonly lines: number;
}

const MAX_SHOWN_TEXT = 100;

/** A parser to feed the text in slices (a worker reports progress between them). */
export function createImportParser(): ImportParser {
  const firstLineOf = new Map<string, number>();
  const parsed: ParsedImport = { total: 0, keys: [], repeated: [], malformed: [] };
  let lineNo = 0;
  let rest = '';

  const readLine = (raw: string) => {
    lineNo += 1;
    const text = raw.trim();
    if (text === '') return;
    parsed.total += 1;
    const line = parseCardLine(text);
    if ('reason' in line) {
      parsed.malformed.push({ line: lineNo, text: text.slice(0, MAX_SHOWN_TEXT), reason: line.reason });
      return;
    }
    const first = firstLineOf.get(line.cardNo);
    if (first !== undefined) {
      parsed.repeated.push({ line: lineNo, cardNo: line.cardNo, firstLine: first });
      return;
    }
    firstLineOf.set(line.cardNo, lineNo);
    parsed.keys.push({ ...line, line: lineNo });
  };

  return {
    push(chunk) {
      const text = rest + chunk;
      let start = 0;
      for (;;) {
        const at = text.indexOf('\n', start);
        if (at === -1) break;
        readLine(text.slice(start, at));
        start = at + 1;
      }
      rest = text.slice(start);
    },
    end() {
      if (rest !== '') readLine(rest);
      rest = '';
      return parsed;
    },
    get lines() {
      return lineNo;
    },
  };
}

/** The whole text at once. */
export function parseCardImport(text: string): ParsedImport {
  const parser = createImportParser();
  parser.push(text);
  return parser.end();
}

/** The distinct card numbers of a parse, to ask the server which are already in stock. */
export function cardNosOf(parsed: ParsedImport): string[] {
  return parsed.keys.map((k) => k.cardNo);
}

/**
 * The report: the parse checked against the numbers already in the goods' stock. With `skipDuplicates`
 * (the default) repeats and keys in stock stay out; without, they are sent and imported again, as the
 * server does.
 */
export function checkCardImport(parsed: ParsedImport, inStock: ReadonlySet<string>, skipDuplicates = true): ImportPlan {
  const stocked: ImportLine[] = [];
  const fresh: ImportLine[] = [];
  for (const key of parsed.keys) (inStock.has(key.cardNo) ? stocked : fresh).push(key);
  let toSend = fresh;
  if (!skipDuplicates) {
    const byNo = new Map(parsed.keys.map((k) => [k.cardNo, k]));
    const repeats = parsed.repeated.map((r) => ({ ...(byNo.get(r.cardNo) as ImportLine), line: r.line }));
    toSend = [...parsed.keys, ...repeats].sort((a, b) => a.line - b.line);
  }
  return {
    ...parsed,
    inStock: stocked,
    valid: fresh.length,
    toSend,
    skipped: parsed.total - toSend.length,
    skipDuplicates,
  };
}

/** One batch of an import: its lines (in the import format) and the file's line number of each. */
export interface ImportBatch {
  /** 0-based. */
  index: number;
  content: string;
  lines: number[];
}

/** The lines to send cut into batches of at most `size` lines (the server takes MAX_IMPORT_LINES per call). */
export function importBatches(lines: readonly ImportLine[], size = 5_000): ImportBatch[] {
  const per = Math.max(1, Math.min(size, MAX_IMPORT_LINES));
  const batches: ImportBatch[] = [];
  for (let i = 0; i < lines.length; i += per) {
    const slice = lines.slice(i, i + per);
    batches.push({ index: batches.length, content: slice.map(cardLine).join('\n'), lines: slice.map((l) => l.line) });
  }
  return batches;
}

/** The server's answer to one batch (doCardImport's data). */
export interface BatchAnswer {
  total: number;
  succeeded: number;
  failed: number;
  duplicates: readonly string[];
  malformed: readonly { line: number; text: string; reason: string }[];
}

/** Why a line did not go in, after the import. */
export interface ImportFailure {
  /** The file's line number(s): one line, or every line of a refused batch. */
  lines: number[];
  reason: string;
  /** `malformed` / `repeated` / `inStock` are known before sending; `server` comes from an answer. */
  kind: 'malformed' | 'repeated' | 'inStock' | 'server' | 'batch';
  cardNo?: string;
  /** A malformed line as written (at most 100 characters). */
  text?: string;
}

/** The outcome: "imported N: x succeeded, y failed" with the reasons. */
export interface ImportOutcome {
  /** Non-empty lines of the file. */
  total: number;
  succeeded: number;
  failed: number;
  /** Batches not (yet) imported: their lines count as failed until a retry takes them. */
  pendingBatches: number[];
  failures: ImportFailure[];
}

export const IMPORT_REASONS = {
  repeated: (firstLine: number) => `与第${firstLine}行重复`,
  inStock: '库存中已有该卡密',
  serverDuplicate: '导入时库存中已有该卡密',
} as const;

/**
 * Adds the batches' answers to the plan: succeeded is what the server says it took, failed is every
 * other non-empty line of the file, each with its reason (a batch refused as a whole: its message).
 */
export function importOutcome(
  plan: ImportPlan,
  batches: readonly ImportBatch[],
  answers: ReadonlyMap<number, BatchAnswer | { error: string }>,
): ImportOutcome {
  const failures: ImportFailure[] = plan.malformed.map((m) => ({ lines: [m.line], reason: m.reason, kind: 'malformed', text: m.text }));
  if (plan.skipDuplicates) {
    for (const r of plan.repeated)
      failures.push({ lines: [r.line], reason: IMPORT_REASONS.repeated(r.firstLine), kind: 'repeated', cardNo: r.cardNo });
    for (const k of plan.inStock) failures.push({ lines: [k.line], reason: IMPORT_REASONS.inStock, kind: 'inStock', cardNo: k.cardNo });
  }
  let succeeded = 0;
  const pendingBatches: number[] = [];
  for (const batch of batches) {
    const answer = answers.get(batch.index);
    if (answer === undefined || 'error' in answer) {
      pendingBatches.push(batch.index);
      failures.push({ lines: batch.lines, reason: answer ? answer.error : '', kind: 'batch' });
      continue;
    }
    succeeded += answer.succeeded;
    for (const m of answer.malformed)
      failures.push({ lines: [batch.lines[m.line - 1] ?? m.line], reason: m.reason, kind: 'server', text: m.text });
    if (plan.skipDuplicates) {
      // Keys another import added meanwhile: the server skipped them.
      const lineOf = new Map<string, number>();
      batch.content.split('\n').forEach((text, i) => lineOf.set(text.split(/[\s║]|----/)[0] ?? '', batch.lines[i] ?? 0));
      for (const cardNo of answer.duplicates)
        failures.push({ lines: [lineOf.get(cardNo) ?? 0], reason: IMPORT_REASONS.serverDuplicate, kind: 'server', cardNo });
    }
  }
  failures.sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
  return { total: plan.total, succeeded, failed: plan.total - succeeded, pendingBatches, failures };
}

// What the import's worker answers and the import dialog shows (the app fills them, ui draws them).

/** A line the report names: its line number and what it says (a masked key, a malformed text). */
export interface ReportLine {
  line: number;
  text: string;
  reason?: string;
}

/** What the import will do, before anything is sent (the app's worker reads the file; ui's import dialog shows it). */
export interface CardImportReport {
  /** Non-empty lines of the file. */
  total: number;
  /** Lines that will go in. */
  toSend: number;
  valid: number;
  repeatedCount: number;
  inStockCount: number;
  malformedCount: number;
  /** The first of each list (at most a few hundred), each with its line number. */
  repeated: ReportLine[];
  inStock: ReportLine[];
  malformed: ReportLine[];
  skipDuplicates: boolean;
}

/** "imported N: x succeeded, y failed" with the reasons. */
export interface CardImportOutcome {
  total: number;
  succeeded: number;
  failed: number;
  failures: ReportLine[];
  failuresCount: number;
  /** Batches still to be imported (refused or not answered): a retry sends exactly them again. */
  pendingBatches: number;
  batches: number;
}

/** Where the import dialog is: editing, reading the file, checking it against the stock, the report, sending, done. */
export type CardImportPhase = 'edit' | 'reading' | 'checking' | 'report' | 'sending' | 'done';
