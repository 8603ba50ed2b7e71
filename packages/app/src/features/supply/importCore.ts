// The card-stock import's work, off the main thread (cardImport.worker.ts runs it; without Worker
// support, as in jsdom tests, it runs inline in slices): read the file in slices with progress, check
// it against the keys in stock, cut the batches, add up the answers. The rules are session's
// (cardImport.ts); this keeps the big arrays where they were made and answers only what ui shows,
// keys masked.
import {
  IMPORT_REASONS,
  cardNosOf,
  checkCardImport,
  createImportParser,
  importBatches,
  importOutcome,
  maskCardKey,
  type BatchAnswer,
  type CardImportOutcome,
  type CardImportReport,
  type ImportBatch,
  type ImportPlan,
  type ParsedImport,
  type ReportLine,
} from '@shop/session';

/** Lines listed per kind in the report (the counts are exact). */
export const LISTED = 100;
/** Characters read between two progress reports. */
const SLICE = 256 * 1024;

// What crosses between the worker and the page stays small: structured cloning 49,000 keys or 2 MB of
// batch contents in one message was a 40–170 ms task on the page (npm run bench). The worker keeps the
// parse, the plan and the batches; the page gets the card numbers to ask about as a few joined strings,
// the report's counts and first lines, and one batch's content at a time, as it sends it.
export type CoreRequest =
  | { type: 'parse'; text: string | null; file: File | null; askSize: number }
  | { type: 'check'; existing: string; skipDuplicates: boolean; batchSize: number }
  | { type: 'batch'; index: number }
  | { type: 'outcome'; answers: [number, BatchAnswer | { error: string }][] };

export type CoreAnswer =
  | { type: 'progress'; progress: number }
  /** `asks`: the distinct card numbers, `askSize` a string, one per line (a checkCardKeys call each). */
  | { type: 'parsed'; total: number; keys: number; asks: string[] }
  | { type: 'plan'; report: CardImportReport; batches: number }
  | { type: 'batch'; index: number; content: string }
  | { type: 'outcome'; outcome: CardImportOutcome }
  | { type: 'error'; message: string };

const masked = (cardNo: string) => maskCardKey(cardNo);

function reportOf(plan: ImportPlan): CardImportReport {
  return {
    total: plan.total,
    toSend: plan.toSend.length,
    valid: plan.valid,
    repeatedCount: plan.repeated.length,
    inStockCount: plan.inStock.length,
    malformedCount: plan.malformed.length,
    repeated: plan.repeated
      .slice(0, LISTED)
      .map((r) => ({ line: r.line, text: masked(r.cardNo), reason: IMPORT_REASONS.repeated(r.firstLine) })),
    inStock: plan.inStock.slice(0, LISTED).map((k) => ({ line: k.line, text: masked(k.cardNo) })),
    malformed: plan.malformed.slice(0, LISTED).map((m) => ({ line: m.line, text: m.text, reason: m.reason })),
    skipDuplicates: plan.skipDuplicates,
  };
}

/** One import's state and its steps; `post` answers (progress on the way). */
export function createImportCore(post: (answer: CoreAnswer) => void) {
  let parsed: ParsedImport | null = null;
  let plan: ImportPlan | null = null;
  let batches: ImportBatch[] = [];
  const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

  return async function handle(request: CoreRequest): Promise<void> {
    try {
      if (request.type === 'parse') {
        const text = request.file ? await request.file.text() : (request.text ?? '');
        const parser = createImportParser();
        for (let at = 0; at < text.length; at += SLICE) {
          parser.push(text.slice(at, at + SLICE));
          post({ type: 'progress', progress: Math.min(1, (at + SLICE) / Math.max(1, text.length)) });
          // Inline (no worker): give the page a turn between slices.
          await pause();
        }
        parsed = parser.end();
        const cardNos = cardNosOf(parsed);
        const asks: string[] = [];
        for (let at = 0; at < cardNos.length; at += request.askSize) asks.push(cardNos.slice(at, at + request.askSize).join('\n'));
        post({ type: 'parsed', total: parsed.total, keys: cardNos.length, asks });
      } else if (request.type === 'check') {
        if (!parsed) throw new Error('nothing parsed');
        plan = checkCardImport(parsed, new Set(request.existing === '' ? [] : request.existing.split('\n')), request.skipDuplicates);
        batches = importBatches(plan.toSend, request.batchSize);
        post({ type: 'plan', report: reportOf(plan), batches: batches.length });
      } else if (request.type === 'batch') {
        const batch = batches[request.index];
        if (!batch) throw new Error(`no batch ${request.index}`);
        post({ type: 'batch', index: batch.index, content: batch.content });
      } else {
        if (!plan) throw new Error('no plan');
        const outcome = importOutcome(plan, batches, new Map(request.answers));
        const failures: ReportLine[] = outcome.failures.slice(0, LISTED).map((f) => ({
          line: f.lines[0] ?? 0,
          // A key is shown masked; a malformed line as written (it is no key).
          text: f.kind === 'batch' ? `${f.lines.length}` : f.cardNo ? masked(f.cardNo) : (f.text ?? ''),
          reason: f.kind === 'batch' ? f.reason || '—' : f.reason,
        }));
        post({
          type: 'outcome',
          outcome: {
            total: outcome.total,
            succeeded: outcome.succeeded,
            failed: outcome.failed,
            failures,
            failuresCount: outcome.failures.length,
            pendingBatches: outcome.pendingBatches.length,
            batches: batches.length,
          },
        });
      }
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
