// The card-stock import from the page's side: the worker reads and checks the file (importEngine),
// the numbers already in stock are asked in slices (checkCardKeys), the report is shown, and only then
// the lines go, batch by batch, each batch with its own client request id kept until the import is
// closed: a batch whose answer was lost or refused is sent again with the same id, so the server answers
// it again instead of importing it twice. The outcome counts what the server said it took.
import { useEffect, useRef, useState } from 'react';
import type { BatchAnswer, ImportBatch } from '@shop/session';
import { MAX_IMPORT_LINES, supply } from '@shop/session/contract/supply';
import type { CardImportOutcome, CardImportPhase, CardImportReport, CardImportRequest } from '@shop/ui';
import { request } from '../../request/client.ts';
import { errorMessageOf } from '../readState.ts';
import { createImportEngine, type ImportEngine } from './importEngine.ts';

/** Lines per doCardImport call (the server takes at most MAX_IMPORT_LINES). */
export const IMPORT_BATCH_LINES = 5_000;

interface Job {
  goodsId: number;
  note: string;
  skipDuplicates: boolean;
  batches: ImportBatch[];
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
  const progress = (value: number) => setState((s) => ({ ...s, progress: value }));

  const check = async (req: CardImportRequest) => {
    engine.current?.dispose();
    const run = createImportEngine();
    engine.current = run;
    job.current = null;
    try {
      setState({ phase: 'reading', progress: 0, error: null });
      const parsed = await run.run({ type: 'parse', text: req.file ? null : req.text, file: req.file }, progress);
      if (parsed.type !== 'parsed') throw new Error('unexpected answer');
      setState({ phase: 'checking', progress: 0, error: null });
      const existing: string[] = [];
      for (let at = 0; at < parsed.cardNos.length; at += MAX_IMPORT_LINES) {
        const slice = parsed.cardNos.slice(at, at + MAX_IMPORT_LINES);
        const answer = await request(supply.checkCardKeys, { goodsId: req.goodsId, cardNos: slice.join('\n') });
        existing.push(...answer.existing);
        progress((at + slice.length) / parsed.cardNos.length);
      }
      const plan = await run.run({ type: 'check', existing, skipDuplicates: req.skipDuplicates, batchSize: IMPORT_BATCH_LINES });
      if (plan.type !== 'plan') throw new Error('unexpected answer');
      job.current = {
        goodsId: req.goodsId,
        note: req.note,
        skipDuplicates: req.skipDuplicates,
        batches: plan.batches,
        requestIds: plan.batches.map(newRequestId),
        answers: new Map(),
      };
      setState({ phase: 'report', progress: 1, report: plan.report, error: null });
    } catch (error) {
      setState({ ...START, error: errorMessageOf(error) ?? String(error) });
    }
  };

  /** Sends every batch not yet taken (the first time: all of them), each with its own id. */
  const send = async () => {
    const current = job.current;
    const run = engine.current;
    if (!current || !run) return;
    const todo = current.batches.filter((b) => {
      const answer = current.answers.get(b.index);
      return answer === undefined || 'error' in answer;
    });
    setState((s) => ({ ...s, phase: 'sending', progress: 0, error: null }));
    let done = 0;
    for (const batch of todo) {
      try {
        const data = await request(supply.doCardImport, {
          goodsId: current.goodsId,
          content: batch.content,
          note: current.note,
          skipDuplicates: current.skipDuplicates ? 1 : 0,
          requestId: current.requestIds[batch.index],
        });
        current.answers.set(batch.index, data);
      } catch (error) {
        current.answers.set(batch.index, { error: errorMessageOf(error) ?? '网络异常' });
      }
      done += 1;
      progress(done / todo.length);
    }
    try {
      const answer = await run.run({ type: 'outcome', answers: [...current.answers] });
      if (answer.type !== 'outcome') throw new Error('unexpected answer');
      setState((s) => ({ ...s, phase: 'done', progress: 1, outcome: answer.outcome }));
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
