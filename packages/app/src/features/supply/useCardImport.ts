// The card-stock import from the page's side: the worker reads and checks the file (importEngine),
// the numbers already in stock are asked in slices (checkCardKeys), the report is shown, and only then
// the lines go, batch by batch, each batch with its own client request id kept until the import is
// closed: a batch whose answer was lost or refused is sent again with the same id, so the server answers
// it again instead of importing it twice. The outcome counts what the server said it took.
import { startTransition, useEffect, useRef, useState } from 'react';
import { MAX_IMPORT_LINES, supply } from '@shop/session/contract/supply';
import type { BatchAnswer, CardImportOutcome, CardImportPhase, CardImportReport } from '@shop/session';
import type { CardImportRequest } from '@shop/ui';
import { request } from '#app/request/client.ts';
import { errorMessageOf } from '#app/data/readState.ts';
import { createImportEngine, type ImportEngine } from './importEngine.ts';

/**
 * Lines per doCardImport call (the server takes at most MAX_IMPORT_LINES). The request client
 * form-encodes each body on the page: 2,000 lines keep that well under a frame's budget.
 */
export const IMPORT_BATCH_LINES = 2_000;

interface Job {
  goodsId: number;
  optionId: number | undefined;
  note: string;
  skipDuplicates: boolean;
  /** One client request id per batch, kept until the import is closed. */
  requestIds: string[];
  answers: Map<number, BatchAnswer | { error: string }>;
}

export interface CardImportState {
  phase: CardImportPhase;
  progress: number;
  report?: CardImportReport;
  outcome?: CardImportOutcome;
  error: string | null;
}

function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `imp-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const START: CardImportState = { phase: 'edit', progress: 0, error: null };

export function useCardImport(onImported: () => void) {
  const [state, setState] = useState<CardImportState>(START);
  const engine = useRef<ImportEngine | null>(null);
  const job = useRef<Job | null>(null);
  useEffect(() => () => engine.current?.dispose(), []);
  // A render per whole percent at most: the bar moves, the page is not redrawn per message.
  const progress = (value: number) =>
    setState((s) => (Math.floor(value * 100) === Math.floor(s.progress * 100) ? s : { ...s, progress: value }));

  const check = async (req: CardImportRequest) => {
    engine.current?.dispose();
    const run = createImportEngine();
    engine.current = run;
    job.current = null;
    try {
      setState({ phase: 'reading', progress: 0, error: null });
      const parsed = await run.run(
        { type: 'parse', text: req.file ? null : req.text, file: req.file, askSize: MAX_IMPORT_LINES },
        progress,
      );
      if (parsed.type !== 'parsed') throw new Error('unexpected answer');
      setState({ phase: 'checking', progress: 0, error: null });
      // The numbers already in stock, asked a slice at a time (the worker joined each slice).
      const existing: string[] = [];
      for (const [i, cardNos] of parsed.asks.entries()) {
        const answer = await request(supply.checkCardKeys, { goodsId: req.goodsId, cardNos });
        existing.push(...answer.existing);
        progress((i + 1) / parsed.asks.length);
      }
      const plan = await run.run({
        type: 'check',
        existing: existing.join('\n'),
        skipDuplicates: req.skipDuplicates,
        batchSize: IMPORT_BATCH_LINES,
      });
      if (plan.type !== 'plan') throw new Error('unexpected answer');
      job.current = {
        goodsId: req.goodsId,
        optionId: req.optionId,
        note: req.note,
        skipDuplicates: req.skipDuplicates,
        requestIds: Array.from({ length: plan.batches }, newRequestId),
        answers: new Map(),
      };
      // The report's lists are a few hundred rows: rendered in a transition, in slices.
      startTransition(() => setState({ phase: 'report', progress: 1, report: plan.report, error: null }));
    } catch (error) {
      setState({ ...START, error: errorMessageOf(error) ?? String(error) });
    }
  };

  /** Sends every batch not yet taken (the first time: all of them), each with its own id. */
  const send = async () => {
    const current = job.current;
    const run = engine.current;
    if (!current || !run) return;
    const todo = current.requestIds
      .map((_, index) => index)
      .filter((index) => {
        const answer = current.answers.get(index);
        return answer === undefined || 'error' in answer;
      });
    setState((s) => ({ ...s, phase: 'sending', progress: 0, error: null }));
    let done = 0;
    // The next batch's content is fetched from the worker while this one is on the wire.
    const contentOf = (index: number | undefined) =>
      index === undefined
        ? Promise.resolve(null)
        : run.run({ type: 'batch', index }).then((answer) => (answer.type === 'batch' ? answer.content : null));
    let next = contentOf(todo[0]);
    for (const [at, index] of todo.entries()) {
      try {
        const content = await next;
        next = contentOf(todo[at + 1]);
        if (content === null) throw new Error('unexpected answer');
        const data = await request(supply.doCardImport, {
          goodsId: current.goodsId,
          ...(current.optionId === undefined ? {} : { optionId: current.optionId }),
          content,
          note: current.note,
          skipDuplicates: current.skipDuplicates ? 1 : 0,
          requestId: current.requestIds[index],
        });
        current.answers.set(index, data);
      } catch (error) {
        current.answers.set(index, { error: errorMessageOf(error) ?? '网络异常' });
      }
      done += 1;
      progress(done / todo.length);
    }
    try {
      const answer = await run.run({ type: 'outcome', answers: [...current.answers] });
      if (answer.type !== 'outcome') throw new Error('unexpected answer');
      startTransition(() => setState((s) => ({ ...s, phase: 'done', progress: 1, outcome: answer.outcome })));
    } catch (error) {
      setState((s) => ({ ...s, phase: 'done', error: errorMessageOf(error) }));
    }
    onImported();
  };

  return {
    ...state,
    onCheck: check,
    onSend: send,
    onRetry: send,
    onReset: () => setState(START),
    /** A closed import forgets its batches and ids (a new import is a new one). */
    close: () => {
      engine.current?.dispose();
      engine.current = null;
      job.current = null;
      setState(START);
    },
  };
}
