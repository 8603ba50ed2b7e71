import { useState } from 'react';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import type { Translate } from '#ui/i18n/I18nProvider.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';

/** A site's prices of a goods at a markup (yuan): what the app's price rule answers (session's sitePricesFor). */
export interface SitePricePreview {
  visitor: number;
  member: number;
}

/** Works out the site's prices of a goods at a markup (the app passes session's rule with the site's rounding). */
export type PreviewPrices = (goods: { retail: number; cost: number }, markupPercent: number) => SitePricePreview;

/** The markup the contract takes: 0–300 %, at most two decimals (the server says the same). */
export function markupProblem(text: string, t: Translate): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return t('vip.markup.required');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return t('vip.markup.invalid');
  if (Number(trimmed) > 300) return t('vip.markup.range');
  return null;
}

/** The typed markup as a number, or null while it is not a valid one. */
export function markupValue(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(trimmed) && Number(trimmed) <= 300 ? Number(trimmed) : null;
}

/**
 * The live preview under a markup field: member and visitor price of a goods at the typed markup,
 * announced politely while the merchant types.
 */
export function PricePreview({
  goods,
  markup,
  previewPrices,
  className,
}: {
  goods: { retail: number; cost: number; name?: string };
  markup: number | null;
  previewPrices: PreviewPrices;
  className?: string;
}) {
  const t = useT();
  const prices = markup === null ? null : previewPrices(goods, markup);
  return (
    <div className={`rounded-md border border-line bg-surface-muted px-3 py-2 text-sm ${className ?? ''}`} aria-live="polite">
      {goods.name ? <p className="mb-1 truncate font-medium text-fg">{goods.name}</p> : null}
      <p className="text-fg-muted">{t('vip.markup.base', { cost: formatYuan(goods.cost), retail: formatYuan(goods.retail) })}</p>
      {prices ? (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-fg" data-testid="price-preview">
          <span>
            {t('vip.markup.memberPrice')} <strong className="tabular-nums">{formatYuan(prices.member)}</strong>
          </span>
          <span>
            {t('vip.markup.visitorPrice')} <strong className="tabular-nums">{formatYuan(prices.visitor)}</strong>
          </span>
        </p>
      ) : (
        <p className="mt-1 text-fg-subtle">{t('vip.markup.previewWaiting')}</p>
      )}
    </div>
  );
}

/** The markup field of every dialog that sets one (a goods, a batch, goods taken from the market). */
export function MarkupField({
  value,
  onChange,
  hint,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  hint: string;
  problem: string | null;
}) {
  const t = useT();
  return (
    <FormField label={t('vip.goods.markup')} hint={hint} error={problem} required>
      <Input name="markupPercent" inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} suffix="%" />
    </FormField>
  );
}

/**
 * The typed markup of a dialog's `MarkupField`: `reset` starts it again (an opening), `check` answers
 * the markup as a number when the contract takes it, else says why under the field and answers null.
 */
export function useMarkupInput(initial = '') {
  const t = useT();
  const [markup, setMarkup] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    /** Spread into the `MarkupField` (with its hint). */
    field: { value: markup, onChange: setMarkup, problem },
    /** The markup the preview shows, null while it is not a valid one. */
    value: markupValue(markup),
    reset: (text: string) => {
      setMarkup(text);
      setProblem(null);
    },
    check: (): number | null => {
      const why = markupProblem(markup, t);
      setProblem(why);
      return why ? null : Number(markup.trim());
    },
  };
}
