// The buy form's parts (screens.md "Buy form"): option chips, the wholesale table, picking specific
// keys, the coupon and the captcha. Each is presentational; BuyGoodsView holds their state.
import type { GoodsOption, WholesaleTier } from '@shop/session/contract';
import type { Captcha, CouponCheck } from '@shop/session/contract/shop';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconRefresh } from '#ui/icons/common.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatYuan } from '#ui/lib/format.ts';

/** The goods' types, each a chip with its price (and "sold out" when it has no stock). Native radios: arrow keys move. */
export function OptionChips({
  options,
  value,
  onChange,
  disabled,
  error,
}: {
  options: readonly GoodsOption[];
  value: number | null;
  onChange: (id: number) => void;
  disabled: boolean;
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? 'buy-option-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-fg">
        {t('shop.buy.option')}
        <span className="ms-0.5 text-danger-fg" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const soldOut = option.stock === 0;
          const checked = value === option.id;
          return (
            <label
              key={option.id}
              className={cx(
                'flex min-w-28 flex-col rounded-md border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
                soldOut || disabled
                  ? 'cursor-not-allowed border-line bg-surface-muted text-fg-subtle'
                  : checked
                    ? 'cursor-pointer border-primary bg-primary-soft text-primary-fg'
                    : 'cursor-pointer border-line-strong text-fg hover:border-primary-line',
              )}
            >
              <input
                type="radio"
                name="optionId"
                value={option.id}
                checked={checked}
                disabled={soldOut || disabled}
                onChange={() => onChange(option.id)}
                className="sr-only"
              />
              <span className="font-medium">{option.name}</span>
              <span className={cx('text-xs', soldOut ? '' : 'text-danger-fg')}>
                {soldOut ? t('shop.goods.soldOut') : formatYuan(option.price)}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="buy-option-error" className="mt-1 text-xs text-danger-fg">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Buy N or more: P each", the tier in force marked (the highest threshold at or below the quantity). */
export function WholesaleTable({ tiers, active }: { tiers: readonly WholesaleTier[]; active: number | null }) {
  const t = useT();
  if (tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  return (
    <table className="mt-2 w-full max-w-sm text-xs" data-testid="wholesale">
      <caption className="mb-1 text-start font-medium text-fg-muted">{t('shop.buy.wholesale')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('shop.buy.wholesaleQuantity')}</th>
          <th scope="col">{t('shop.buy.wholesalePrice')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((tier) => {
          const on = tier.minQuantity === active;
          return (
            <tr
              key={tier.minQuantity}
              className={cx('border-b border-line last:border-0', on ? 'bg-primary-soft text-primary-fg' : 'text-fg-muted')}
              aria-current={on ? 'true' : undefined}
            >
              <td className="px-2 py-1">{t('shop.buy.wholesaleFrom', { quantity: tier.minQuantity })}</td>
              <td className="px-2 py-1 text-end font-medium">
                {t('shop.buy.wholesaleEach', { price: formatYuan(tier.price) })}
                {on ? <span className="ms-1">{t('shop.buy.wholesaleActive')}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export interface CouponQuery {
  code: string;
  quantity: number;
  optionId: number | null;
  cardIds: number[];
}

/** Where the coupon stands, as the app checked it (shop.checkCoupon) for `query`. */
export interface CouponState {
  query: CouponQuery;
  checking: boolean;
  result: CouponCheck | null;
  /** The server's refusal (不存在, 已过期, 满…才能使用 …). */
  error: string | null;
}

export const sameCouponQuery = (a: CouponQuery, b: CouponQuery) =>
  a.code.toUpperCase() === b.code.toUpperCase() &&
  a.quantity === b.quantity &&
  a.optionId === b.optionId &&
  a.cardIds.length === b.cardIds.length &&
  a.cardIds.every((id, i) => id === b.cardIds[i]);

/** A code and "apply"; once applied, the discount and a way to remove it. */
export function CouponField({
  code,
  onCodeChange,
  state,
  applied,
  onApply,
  onRemove,
  disabled,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  state: CouponState | null | undefined;
  /** The check in force for what is in the form now (null when none, or it was for other quantities). */
  applied: CouponCheck | null;
  onApply: () => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <FormField
      label={t('shop.buy.coupon')}
      optional
      error={state?.error ?? undefined}
      hint={applied ? undefined : t('shop.buy.couponHint')}
    >
      <div className="flex flex-col gap-2">
        <div className="flex gap-2">
          <Input
            name="coupon"
            value={code}
            maxLength={30}
            autoComplete="off"
            disabled={disabled || applied !== null}
            placeholder={t('shop.buy.couponPlaceholder')}
            onChange={(event) => onCodeChange(event.target.value.trim())}
            onKeyDown={(event) => {
              // Enter applies the coupon instead of submitting the order.
              if (event.key === 'Enter') {
                event.preventDefault();
                if (code !== '') onApply();
              }
            }}
            wrapperClassName="flex-1"
          />
          {applied ? (
            <Button type="button" variant="secondary" onClick={onRemove} disabled={disabled}>
              {t('shop.buy.couponRemove')}
            </Button>
          ) : (
            <Button type="button" variant="secondary" onClick={onApply} loading={state?.checking} disabled={disabled || code === ''}>
              {t('shop.buy.couponApply')}
            </Button>
          )}
        </div>
        {applied ? (
          <p className="text-xs text-success-fg" role="status" data-testid="coupon-applied">
            {t('shop.buy.couponApplied', { code: applied.code, discount: formatYuan(applied.discount) })}
          </p>
        ) : null}
      </div>
    </FormField>
  );
}

/** The captcha: its picture (the question as its text alternative), a refresh, and the answer. */
export function CaptchaField({
  captcha,
  loading,
  error,
  value,
  onChange,
  onRefresh,
  fieldError,
  disabled,
}: {
  captcha: Captcha | null | undefined;
  loading: boolean;
  /** The captcha could not be loaded. */
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  fieldError?: string;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <FormField label={t('shop.buy.captcha')} required error={fieldError} hint={t('shop.buy.captchaHint')}>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          name="captcha"
          value={value}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          disabled={disabled}
          aria-describedby={captcha ? 'buy-captcha-question' : undefined}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          wrapperClassName="w-28"
        />
        {captcha ? (
          <img
            src={captcha.image}
            alt={captcha.question}
            width={120}
            height={40}
            className="h-10 w-30 rounded-sm border border-line"
            data-testid="captcha-image"
          />
        ) : loading ? (
          <Skeleton width={120} height={40} />
        ) : null}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          icon={<IconRefresh />}
          onClick={onRefresh}
          loading={loading && captcha !== null && captcha !== undefined}
          disabled={disabled}
        >
          {t('shop.buy.captchaRefresh')}
        </Button>
        {/* The question in words, read with the answer box (the image's alt says it too). */}
        {captcha ? (
          <span id="buy-captcha-question" className="sr-only">
            {captcha.question}
          </span>
        ) : null}
      </div>
      {error ? (
        <Alert
          tone="danger"
          role="alert"
          className="mt-2"
          action={
            <Button size="sm" variant="secondary" onClick={onRefresh} disabled={disabled}>
              {t('ui.error.retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
    </FormField>
  );
}
