// What the dialogs that pay from the balance share (a renewal, an upgrade, a new child site): the
// yearly price times the years, the years to choose from, and the sale password when its check is on.
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import type { SelectOption } from '#ui/components/Select/Select.tsx';
import type { Translate } from '#ui/i18n/I18nProvider.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';

/** Integer cents: a yearly price times the years, without float drift. */
export const timesYears = (price: number, years: number) => (Math.round(price * 100) * years) / 100;

/** 1 to 5 years, the choices of a renewal or a new child site. */
export const yearOptions = (t: Translate): SelectOption[] =>
  [1, 2, 3, 4, 5].map((y) => ({ value: String(y), label: t('vip.version.yearsOption', { years: y }) }));

/** Why the typed sale password is refused (six digits while its check is on), or null. */
export function salePwdProblem(on: boolean, value: string, t: Translate): string | null {
  return on && !/^\d{6}$/.test(value) ? t('vip.common.salePwdRequired') : null;
}

/** The sale password field of a payment. */
export function SalePwdField({ value, onChange, problem }: { value: string; onChange: (value: string) => void; problem?: string | null }) {
  const t = useT();
  return (
    <FormField label={t('vip.common.salePwd')} hint={t('vip.common.salePwdHint')} error={problem} required>
      <PasswordInput
        name="salePwd"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
