import { useState, type FormEvent } from 'react';
import type { PayMethod } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatYuan } from '#ui/lib/format.ts';
import { ChannelPicker } from '#ui/screens/shop/shared/ChannelPicker.tsx';
import type { RechargeConfig } from '#ui/screens/shop/shared/payTypes.ts';
import { IconWallet } from '#ui/icons/index.tsx';
import { AmountInput, MoneyFormPage, RefusedAlert } from '../shared/MoneyForm.tsx';

export interface RechargeViewProps {
  config?: RechargeConfig;
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  submitting?: boolean;
  serverError?: string | null;
  onSubmit: (amount: number, method: PayMethod) => void;
}

/** The bonus a top-up earns: the highest rule at or below the amount. */
export function bonusFor(config: Pick<RechargeConfig, 'bonus'>, amount: number): number {
  let bonus = 0;
  for (const rule of config.bonus) if (amount >= rule.minAmount && rule.bonus > bonus) bonus = rule.bonus;
  return bonus;
}

/** `/pay/recharge`: top up the balance through an online channel, with presets and the bonus it earns. */
export function RechargeView({
  config,
  loading = false,
  error,
  retrying = false,
  onRetry,
  submitting = false,
  serverError,
  onSubmit,
}: RechargeViewProps) {
  const t = useT();
  return (
    <MoneyFormPage
      frame="storefront"
      icon={<IconWallet size={20} />}
      title={t('route.pay.recharge')}
      subtitle={t('shop.recharge.subtitle')}
      read={{ loading, error, retrying, onRetry }}
      data={config}
      errorTitle={t('shop.recharge.errorTitle')}
      loadingLabel={t('shop.recharge.loading')}
      heights={[88, 180]}
    >
      {(shown) => <RechargeForm config={shown} submitting={submitting} serverError={serverError} onSubmit={onSubmit} />}
    </MoneyFormPage>
  );
}

function RechargeForm({
  config,
  submitting,
  serverError,
  onSubmit,
}: Pick<RechargeViewProps, 'submitting' | 'serverError' | 'onSubmit'> & { config: RechargeConfig }) {
  const t = useT();
  const channels = config.channels.filter((c) => c.method !== 'balance');
  const [amountText, setAmountText] = useState(config.presets[2] !== undefined ? String(config.presets[2]) : '');
  const [method, setMethod] = useState<PayMethod | null>(channels.find((c) => c.enabled)?.method ?? null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const amount = Number(amountText);
  const valid = amountText !== '' && Number.isFinite(amount) && /^\d+(\.\d{1,2})?$/.test(amountText);
  const bonus = valid ? bonusFor(config, amount) : 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || amount < config.minimum || amount > config.maximum) {
      setAmountError(t('shop.recharge.amountRange', { min: formatYuan(config.minimum), max: formatYuan(config.maximum) }));
      return;
    }
    setAmountError(null);
    if (method && !submitting) onSubmit(amount, method);
  };

  return (
    <>
      <section
        aria-label={t('shop.recharge.account')}
        className="grid gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs sm:grid-cols-2 sm:p-5"
      >
        <div>
          <p className="text-sm text-fg-muted">{t('shop.recharge.balance')}</p>
          <p className="text-2xl font-semibold text-fg" data-testid="recharge-balance">
            {formatYuan(config.balance)}
          </p>
        </div>
        <div>
          <p className="text-sm text-fg-muted">{t('shop.recharge.level', { level: config.level.name })}</p>
          {config.nextLevel ? (
            <>
              <p className="text-sm text-fg">
                {config.nextLevel.needRecharge > 0
                  ? t('shop.recharge.nextLevel', { level: config.nextLevel.name, amount: formatYuan(config.nextLevel.needRecharge) })
                  : t('shop.recharge.canUpgrade', { level: config.nextLevel.name })}
              </p>
              <div
                role="progressbar"
                aria-label={t('shop.recharge.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(config.nextLevel.progress * 100)}
                className="mt-2 h-2 overflow-hidden rounded-full bg-surface-strong"
              >
                <span
                  className="block h-full bg-primary"
                  style={{ width: `${Math.min(100, Math.max(0, config.nextLevel.progress * 100))}%` }}
                />
              </div>
            </>
          ) : (
            <p className="text-sm text-fg">{t('shop.recharge.topLevel')}</p>
          )}
        </div>
      </section>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('shop.recharge.title')}
        className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
      >
        <RefusedAlert title={t('shop.recharge.refused')} message={serverError} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg">{t('shop.recharge.presets')}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {config.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                aria-pressed={amount === preset}
                onClick={() => setAmountText(String(preset))}
                className={cx(
                  'focus-ring h-control-lg rounded-md border text-sm font-medium',
                  amount === preset ? 'border-primary bg-primary-soft text-primary-fg' : 'border-line text-fg hover:border-primary-line',
                )}
              >
                {formatYuan(preset)}
              </button>
            ))}
          </div>
        </fieldset>
        <FormField
          label={t('shop.recharge.amount')}
          hint={t('shop.recharge.amountRange', { min: formatYuan(config.minimum), max: formatYuan(config.maximum) })}
          error={amountError ?? undefined}
          required
        >
          <AmountInput value={amountText} onChange={setAmountText} maxLength={9} />
        </FormField>
        {config.bonus.length > 0 ? (
          <ul aria-label={t('shop.recharge.bonusRules')} className="flex flex-wrap gap-2 text-xs">
            {config.bonus.map((rule) => (
              <li
                key={rule.minAmount}
                className={cx(
                  'rounded-sm border px-2 py-1',
                  bonus === rule.bonus ? 'border-success-line bg-success-soft text-success-fg' : 'border-line text-fg-muted',
                )}
              >
                {t('shop.recharge.bonusRule', { min: formatYuan(rule.minAmount), bonus: formatYuan(rule.bonus) })}
              </li>
            ))}
          </ul>
        ) : null}
        <ChannelPicker channels={channels} value={method} onChange={setMethod} columns={3} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <p className="text-sm text-fg-muted" aria-live="polite">
            {valid
              ? t('shop.recharge.summary', { amount: formatYuan(amount), bonus: formatYuan(bonus), total: formatYuan(amount + bonus) })
              : t('shop.recharge.enterAmount')}
          </p>
          <Button type="submit" size="lg" loading={submitting} disabled={!method} className="min-w-36">
            {t('shop.recharge.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
