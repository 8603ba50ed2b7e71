import { useState, type FormEvent } from 'react';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Checkbox } from '#ui/components/Checkbox/Checkbox.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { Upload } from '#ui/components/Upload/Upload.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import type { CardImportOutcome, CardImportPhase, CardImportReport, ReportLine } from '@shop/session';
import type { StockGoodsOption } from './CardStockView.tsx';

export interface CardImportRequest {
  goodsId: number;
  /** The goods option (type) the keys are for; undefined for goods without options. */
  optionId?: number;
  /** The pasted text, or the chosen file's (the app reads it off the main thread). */
  text: string;
  file: File | null;
  note: string;
  skipDuplicates: boolean;
}

export interface CardImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goodsOptions: StockGoodsOption[];
  /** The goods chosen when it opens (e.g. from "import keys" of a goods). */
  defaultGoodsId?: number;
  phase: CardImportPhase;
  /** 0–1 while reading, checking or sending. */
  progress?: number;
  report?: CardImportReport;
  outcome?: CardImportOutcome;
  /** Why reading, checking or sending stopped. */
  error?: string | null;
  /** Reads and checks the content: the report follows. */
  onCheck: (request: CardImportRequest) => unknown;
  /** Sends the lines the report counted as going in. */
  onSend: () => unknown;
  /** Sends the batches not yet imported again (each with its own request id: never twice). */
  onRetry: () => unknown;
  /** Back to the form (a new file). */
  onReset: () => void;
}

const MAX_SHOWN = 200;

/** Import card keys: goods, paste or a .txt / .csv, note, skip duplicates; the report first, then "imported N: x succeeded, y failed". */
export function CardImportDialog(props: CardImportDialogProps) {
  const { open, onOpenChange, goodsOptions, defaultGoodsId, phase, progress = 0, report, outcome, error } = props;
  const t = useT();
  const [goodsId, setGoodsId] = useState(defaultGoodsId ? String(defaultGoodsId) : '');
  const [optionId, setOptionId] = useState('');
  const options = goodsOptions.find((g) => String(g.id) === goodsId)?.options ?? [];
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [skip, setSkip] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownDefault, setShownDefault] = useState(defaultGoodsId);
  if (defaultGoodsId !== shownDefault) {
    setShownDefault(defaultGoodsId);
    if (defaultGoodsId) {
      setGoodsId(String(defaultGoodsId));
      setOptionId('');
    }
  }
  const busy = phase === 'reading' || phase === 'checking' || phase === 'sending';

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (goodsId === '') return setProblem(t('supply.import.goodsRequired'));
    if (options.length > 0 && optionId === '') return setProblem(t('supply.import.optionRequired'));
    if (file === null && text.trim() === '') return setProblem(t('supply.import.contentRequired'));
    setProblem(null);
    void props.onCheck({
      goodsId: Number(goodsId),
      ...(options.length > 0 ? { optionId: Number(optionId) } : {}),
      text,
      file,
      note: note.trim(),
      skipDuplicates: skip,
    });
  };

  const footer =
    phase === 'edit' ? (
      <>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('supply.common.cancel')}
        </Button>
        <Button type="submit" form="card-import-form" variant="primary">
          {t('supply.import.check')}
        </Button>
      </>
    ) : phase === 'report' && report ? (
      <>
        <Button variant="secondary" onClick={props.onReset}>
          {t('supply.import.back')}
        </Button>
        <Button variant="primary" onClick={() => void props.onSend()} disabled={report.toSend === 0}>
          {t('supply.import.send', { count: report.toSend })}
        </Button>
      </>
    ) : phase === 'done' ? (
      <>
        {outcome && outcome.pendingBatches > 0 ? (
          <Button variant="secondary" onClick={() => void props.onRetry()}>
            {t('supply.import.retry', { count: outcome.pendingBatches })}
          </Button>
        ) : null}
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {t('supply.import.close')}
        </Button>
      </>
    ) : (
      <Button variant="secondary" disabled>
        {t('supply.import.working')}
      </Button>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={t('supply.import.title')}
      description={t('supply.import.format')}
      size="lg"
      footer={footer}
    >
      {phase === 'edit' ? (
        <form id="card-import-form" noValidate onSubmit={check} className="flex flex-col gap-4">
          <FormField label={t('supply.import.goods')} required>
            <Select
              name="goodsId"
              value={goodsId}
              onChange={(value) => {
                setGoodsId(value);
                setOptionId('');
              }}
              placeholder={t('supply.import.goodsPlaceholder')}
              options={goodsOptions.map((g) => ({ value: String(g.id), label: g.name }))}
            />
          </FormField>
          {options.length > 0 ? (
            <FormField label={t('supply.import.option')} hint={t('supply.import.optionHint')} required>
              <Select
                name="optionId"
                value={optionId}
                onChange={setOptionId}
                placeholder={t('supply.import.optionPlaceholder')}
                options={options.map((o) => ({ value: String(o.id), label: o.name }))}
              />
            </FormField>
          ) : null}
          <FormField label={t('supply.import.paste')} hint={t('supply.import.pasteHint')} optional>
            <Textarea
              name="content"
              rows={6}
              value={text}
              disabled={file !== null}
              onChange={(event) => setText(event.target.value)}
              placeholder={'ABCD-1234-EFGH-5678\nK20261120001 pw8899\nK20261120002----pw9900 ║ 港服可用 ║ 2.00'}
              className="font-mono"
            />
          </FormField>
          <Upload
            accept={['.txt', '.csv', 'text/plain', 'text/csv']}
            maxSize={20 * 1024 * 1024}
            onFiles={(files) => setFile(files[0] ?? null)}
            files={file ? [{ id: 'file', name: file.name, size: file.size, status: 'done' }] : []}
            onRemove={() => setFile(null)}
            prompt={t('supply.import.drop')}
            hint={t('supply.import.dropHint')}
          />
          <FormField label={t('supply.import.note')} optional>
            <Input name="note" value={note} maxLength={50} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          <Checkbox name="skipDuplicates" checked={skip} onCheckedChange={setSkip} label={t('supply.import.skip')} />
          {problem || error ? (
            <Alert tone="danger" role="alert">
              {problem ?? error}
            </Alert>
          ) : null}
        </form>
      ) : null}
      {busy ? <Progress phase={phase} progress={progress} /> : null}
      {phase === 'report' && report ? <Report report={report} /> : null}
      {phase === 'done' && outcome ? <Outcome outcome={outcome} /> : null}
      {phase !== 'edit' && error ? (
        <Alert tone="danger" role="alert" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </Dialog>
  );
}

function Progress({ phase, progress }: { phase: CardImportPhase; progress: number }) {
  const t = useT();
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const label = t(`supply.import.phase.${phase === 'reading' ? 'reading' : phase === 'checking' ? 'checking' : 'sending'}`);
  return (
    <div className="flex flex-col gap-2 py-2">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function Figure({ label, value, tone, testId }: { label: string; value: number; tone?: 'success' | 'danger' | 'warning'; testId: string }) {
  const color = tone === 'success' ? 'text-success' : tone === 'danger' ? 'text-danger' : tone === 'warning' ? 'text-warning' : 'text-fg';
  return (
    <div className="flex flex-col rounded-md border border-line p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${color}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Lines({ title, lines, count }: { title: string; lines: ReportLine[]; count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-medium text-fg">
        {title} <span className="text-fg-muted tabular-nums">({count})</span>
      </h3>
      <ul className="max-h-40 overflow-auto rounded-md border border-line text-xs" aria-label={title}>
        {lines.slice(0, MAX_SHOWN).map((l, i) => (
          // On a phone the reason goes under the line, so neither pushes the other out of the list.
          <li key={`${l.line}-${i}`} className="flex flex-wrap gap-x-2 border-b border-line px-2 py-1 last:border-b-0">
            <span className="shrink-0 text-fg-muted tabular-nums">{t('supply.import.lineNo', { line: l.line })}</span>
            <span className="min-w-0 flex-1 truncate font-mono">{l.text}</span>
            {l.reason ? <span className="w-full text-danger sm:w-auto sm:shrink-0">{l.reason}</span> : null}
          </li>
        ))}
      </ul>
      {count > Math.min(lines.length, MAX_SHOWN) ? (
        <p className="text-xs text-fg-muted">{t('supply.import.more', { count: count - Math.min(lines.length, MAX_SHOWN) })}</p>
      ) : null}
    </section>
  );
}

function Report({ report }: { report: CardImportReport }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" data-testid="import-report">
      <p className="text-sm">{t('supply.import.reportSummary', { total: report.total, toSend: report.toSend })}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={t('supply.import.valid')} value={report.valid} tone="success" testId="report-valid" />
        <Figure label={t('supply.import.repeated')} value={report.repeatedCount} tone="warning" testId="report-repeated" />
        <Figure label={t('supply.import.inStock')} value={report.inStockCount} tone="warning" testId="report-in-stock" />
        <Figure label={t('supply.import.malformed')} value={report.malformedCount} tone="danger" testId="report-malformed" />
      </dl>
      {!report.skipDuplicates && report.repeatedCount + report.inStockCount > 0 ? (
        <Alert tone="warning">{t('supply.import.notSkipping')}</Alert>
      ) : null}
      <Lines title={t('supply.import.malformed')} lines={report.malformed} count={report.malformedCount} />
      <Lines title={t('supply.import.repeated')} lines={report.repeated} count={report.repeatedCount} />
      <Lines title={t('supply.import.inStock')} lines={report.inStock} count={report.inStockCount} />
    </div>
  );
}

function Outcome({ outcome }: { outcome: CardImportOutcome }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" data-testid="import-outcome">
      <Alert tone={outcome.failed === 0 ? 'success' : outcome.succeeded === 0 ? 'danger' : 'warning'} role="status">
        <span data-testid="import-summary">
          {t('supply.import.summary', { total: outcome.total, succeeded: outcome.succeeded, failed: outcome.failed })}
        </span>
      </Alert>
      {outcome.pendingBatches > 0 ? (
        <Alert tone="danger">{t('supply.import.pending', { count: outcome.pendingBatches, batches: outcome.batches })}</Alert>
      ) : null}
      <Lines title={t('supply.import.failures')} lines={outcome.failures} count={outcome.failuresCount} />
    </div>
  );
}
