import { useState, type FormEvent } from 'react';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Checkbox } from '#ui/components/Checkbox/Checkbox.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';

export type CardExportThen = 'none' | 'lock' | 'delete' | 'sold';

export interface CardExportRequest {
  /** 0: every filtered key. */
  count: number;
  retag: string;
  then: CardExportThen;
  /** Delete after export was confirmed a second time. */
  confirmDelete: boolean;
}

export interface CardExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Keys the current filter matches. */
  filteredTotal: number;
  /** Words for the current filter ("全部商品 · 未售出"). */
  filterText: string;
  /** Exports (the app downloads the .txt); a returned promise keeps the dialog busy, open on failure. */
  onExport: (request: CardExportRequest) => unknown;
  exporting?: boolean;
  error?: string | null;
}

const THENS: CardExportThen[] = ['none', 'lock', 'sold', 'delete'];

/** Export the filtered keys as .txt: how many (0 = all), re-tag with a note, then nothing / lock / mark sold / delete (asked twice). */
export function CardExportDialog({
  open,
  onOpenChange,
  filteredTotal,
  filterText,
  onExport,
  exporting = false,
  error,
}: CardExportDialogProps) {
  const t = useT();
  const [count, setCount] = useState('0');
  const [retag, setRetag] = useState('');
  const [then, setThen] = useState<CardExportThen>('none');
  const [sure, setSure] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAttempted(false);
      setProblem(null);
      setSure(false);
    }
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = count.trim();
    if (!/^\d{1,7}$/.test(text)) return setProblem(t('supply.export.countInvalid'));
    if (then === 'delete' && !sure) return setProblem(t('supply.export.deleteUnconfirmed'));
    setProblem(null);
    setAttempted(true);
    try {
      await onExport({ count: Number(text), retag: retag.trim(), then, confirmDelete: then === 'delete' && sure });
      onOpenChange(false);
    } catch {
      // error says why; the choices stay.
    }
  };
  const n = Number(count.trim());
  const exported = Number.isInteger(n) && n > 0 ? Math.min(n, filteredTotal) : filteredTotal;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!exporting) onOpenChange(next);
      }}
      title={t('supply.export.title')}
      description={t('supply.export.filter', { filter: filterText, total: filteredTotal })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={exporting}>
            {t('supply.common.cancel')}
          </Button>
          <Button type="submit" form="card-export-form" variant={then === 'delete' ? 'danger' : 'primary'} loading={exporting}>
            {t('supply.export.submit', { count: exported })}
          </Button>
        </>
      }
    >
      <form id="card-export-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormField label={t('supply.export.count')} hint={t('supply.export.countHint')} required>
          <Input name="count" inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} />
        </FormField>
        <FormField label={t('supply.export.retag')} hint={t('supply.export.retagHint')} optional>
          <Input name="retag" value={retag} maxLength={50} onChange={(event) => setRetag(event.target.value)} />
        </FormField>
        <FormField label={t('supply.export.then')} group>
          <RadioGroup
            name="then"
            value={then}
            onValueChange={(value) => {
              setThen(value as CardExportThen);
              setSure(false);
            }}
            options={THENS.map((value) => ({ value, label: t(`supply.export.then.${value}`) }))}
          />
        </FormField>
        {then !== 'none' ? <p className="text-sm text-fg-muted">{t('supply.export.thenHint')}</p> : null}
        {then === 'delete' ? (
          <Alert tone="danger">
            <Checkbox
              name="confirmDelete"
              checked={sure}
              onCheckedChange={setSure}
              label={t('supply.export.deleteConfirm', { count: exported })}
            />
          </Alert>
        ) : null}
        {problem || (attempted && error) ? (
          <Alert tone="danger" role="alert">
            {problem ?? error}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
