import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { GoodsDetail, InputField, PayMethod } from '@shop/session/contract';
import type { Captcha, PickableKey } from '@shop/session/contract/shop';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Checkbox } from '#ui/components/Checkbox/Checkbox.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { PasswordInput } from '#ui/components/PasswordInput/PasswordInput.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Skeleton, SkeletonGroup, SkeletonText } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconHeart, IconMinus, IconPlus } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { useNearViewport } from '#ui/lib/useNearViewport.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import type { ShownCard } from '#ui/screens/orders/CardKeys/CardKey.tsx';
import { timesYuan } from '../shared/money.ts';
import {
  CaptchaField,
  CouponField,
  OptionChips,
  WholesaleTable,
  sameCouponQuery,
  type CouponQuery,
  type CouponState,
} from './BuyParts.tsx';
import type { PickablePage } from './PickKeysTable.tsx';
import {
  QUERY_PWD_PATTERN,
  activeTier,
  clampQuantity,
  contactValid,
  quantityBounds,
  unitPriceFor,
  type BuyFormValues,
} from './buyRules.ts';

// What only some visits draw loads on its own: the sanitiser with the description (below the form), the
// key table when the buyer picks keys, the delivered keys after a purchase.
const RichText = lazy(() => import('#ui/components/RichText/RichText.tsx').then((m) => ({ default: m.RichText })));
const PickKeysTable = lazy(() => import('./PickKeysTable.tsx').then((m) => ({ default: m.PickKeysTable })));
const CardKeyList = lazy(() => import('#ui/screens/orders/CardKeys/CardKeyList.tsx').then((m) => ({ default: m.CardKeyList })));

/** What a purchase paid at once (balance or zero cost) answered. */
export interface BuySuccess {
  orderNo: string;
  amount: number;
  /** The balance after paying with it. */
  balance: number | null;
  cardCount: number;
  /** The keys delivered at once (shown masked until revealed; copy, export .txt). */
  cards?: readonly ShownCard[];
  deliveryText: string | null;
  /** Where the order and its card keys are shown. */
  orderHref: string;
}

export interface BuyGoodsViewProps {
  goods?: GoodsDetail;
  loading?: boolean;
  /** Why the goods could not be loaded. */
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  loggedIn: boolean;
  /** The logged-in customer's balance (null for visitors or until known). */
  balance?: number | null;
  /** Paying from the balance asks the sale password (the customer's check is on). */
  salePwdRequired?: boolean;
  /** The online channels the site offers (balance is added for logged-in customers). */
  methods: readonly PayMethod[];
  submitting?: boolean;
  /** The server's refusal of the last purchase; the form keeps every value. */
  serverError?: string | null;
  onSubmit: (values: BuyFormValues) => void;
  favoriteBusy?: boolean;
  onToggleFavorite?: () => void;
  /** Where a visitor logs in (favourites, balance). */
  loginHref: string;
  /** A purchase paid at once. */
  success?: BuySuccess | null;
  onBuyAgain?: () => void;
  onNavigate?: Navigate;
  /** Same-site links inside the description. */
  onInternalLink?: (path: string) => void;

  /** Picking specific keys (goods.pickKeys): the page of keys on offer, as loaded for the last query. */
  pickable?: PickablePage | null;
  pickableLoading?: boolean;
  pickableError?: string | null;
  /** Load a page of keys on offer (picking turned on, another option, another page). */
  onPickableQuery?: (query: { optionId: number | null; page: number }) => void;

  /** The coupon as the app checked it; the form asks again when the quantity, option or picks change. */
  coupon?: CouponState | null;
  onCheckCoupon?: (query: CouponQuery) => void;
  onClearCoupon?: () => void;

  /** The captcha (goods.captchaRequired); a new one after each refusal (one try each). */
  captcha?: Captcha | null;
  captchaLoading?: boolean;
  captchaError?: string | null;
  onRefreshCaptcha?: () => void;
}

type Errors = Partial<Record<string, string>>;

function DetailSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Skeleton height={280} />
      <div className="flex flex-col gap-4">
        <Skeleton width="70%" height={28} />
        <Skeleton width="40%" height={24} />
        <SkeletonText lines={6} />
        <Skeleton width="10rem" height={44} />
      </div>
    </SkeletonGroup>
  );
}

/** `/inside/buyGoods`: the goods in full and its purchase form, with the live total. */
export function BuyGoodsView(props: BuyGoodsViewProps) {
  const t = useT();
  const { goods, loading, error, retrying, onRetry } = props;
  let body: ReactNode;
  // Until the goods is known the page is named by its route.
  const pageHeading = <h1 className="text-2xl font-semibold text-fg">{t('route.inside.buyGoods')}</h1>;
  if (error && !goods) {
    body = (
      <>
        {pageHeading}
        <ErrorState title={t('shop.buy.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />
      </>
    );
  } else if (loading || !goods) {
    body = (
      <>
        {pageHeading}
        <DetailSkeleton label={t('shop.buy.loading')} />
      </>
    );
  } else {
    body = (
      <>
        {/* A read again after a refusal (or the balance beside the form) failed: the goods stay, with a retry. */}
        <StaleReadAlert error={error} shown={goods} onRetry={onRetry} retrying={retrying} />
        <GoodsDetailBody {...props} goods={goods} />
      </>
    );
  }
  return (
    <div data-page-kind="list" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      {body}
    </div>
  );
}

function GoodsDetailBody({
  goods,
  loggedIn,
  balance = null,
  salePwdRequired = false,
  methods,
  submitting = false,
  serverError,
  onSubmit,
  favoriteBusy = false,
  onToggleFavorite,
  loginHref,
  success,
  onBuyAgain,
  onNavigate,
  onInternalLink,
  pickable,
  pickableLoading = false,
  pickableError,
  onPickableQuery,
  coupon,
  onCheckCoupon,
  onClearCoupon,
  captcha,
  captchaLoading = false,
  captchaError,
  onRefreshCaptcha,
}: BuyGoodsViewProps & { goods: GoodsDetail }) {
  const t = useT();
  const hasOptions = goods.options.length > 0;
  const firstInStock = goods.options.find((o) => o.stock > 0)?.id ?? null;
  const [optionId, setOptionId] = useState<number | null>(firstInStock);
  const option = goods.options.find((o) => o.id === optionId) ?? null;
  const bounds = quantityBounds(option ? { ...goods, stock: option.stock } : goods);
  const soldOut = goods.status === 'soldout' || goods.stock === 0;
  const offSale = goods.status === 'off';
  const blockedForVisitor = goods.membersOnly && !loggedIn;
  const buyable = !soldOut && !offSale && !blockedForVisitor;
  const payOptions: PayMethod[] = [...(loggedIn ? (['balance'] as const) : []), ...methods.filter((m) => m !== 'balance')];

  const [quantityText, setQuantityText] = useState(String(bounds.min));
  const [contact, setContact] = useState('');
  const [queryPwd, setQueryPwd] = useState('');
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [payMethod, setPayMethod] = useState<PayMethod | ''>(payOptions[0] ?? '');
  const [salePwd, setSalePwd] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pickMode, setPickMode] = useState(false);
  const [picked, setPicked] = useState<Map<number, PickableKey>>(new Map());
  const [couponCode, setCouponCode] = useState('');
  // The answer belongs to the captcha it was typed for: a new captcha starts empty.
  const [captchaAnswer, setCaptchaAnswer] = useState({ id: '', text: '' });
  const formRef = useRef<HTMLFormElement>(null);

  const typed = Number(quantityText);
  // Picked keys are the quantity.
  const quantity = pickMode ? picked.size : clampQuantity(quantityText === '' ? bounds.min : typed, bounds);
  const priced = { myPrice: option ? option.price : goods.myPrice, wholesale: goods.wholesale };
  const unitPrice = unitPriceFor(priced, quantity);
  const pickedIds = [...picked.keys()].sort((a, b) => a - b);
  const surcharge = [...picked.values()].reduce((sum, key) => sum + Math.round(key.surcharge * 100), 0) / 100;
  const subtotal = Math.round((timesYuan(unitPrice, quantity) + surcharge) * 100) / 100;
  const couponQuery: CouponQuery = { code: couponCode, quantity, optionId: option?.id ?? null, cardIds: pickedIds };
  const couponApplied = coupon?.result && !coupon.checking && sameCouponQuery(coupon.query, couponQuery) ? coupon.result : null;
  const couponInForce = coupon?.result ? coupon.query.code : '';
  const discount = couponApplied ? couponApplied.discount : 0;
  const total = couponApplied ? couponApplied.total : subtotal;
  const captchaValue = captcha && captchaAnswer.id === captcha.captchaId ? captchaAnswer.text : '';

  // An applied coupon follows the form: another quantity, option or picks ask the server again.
  const couponKey = JSON.stringify([quantity, option?.id ?? null, pickedIds]);
  useEffect(() => {
    if (couponInForce === '' || quantity === 0 || !onCheckCoupon) return;
    const query = { code: couponInForce, quantity, optionId: option?.id ?? null, cardIds: pickedIds };
    if (coupon && !coupon.checking && !sameCouponQuery(coupon.query, query)) onCheckCoupon(query);
    // Only a change of what is bought asks again (the query's parts are in couponKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [couponKey]);
  const needsSalePwd = payMethod === 'balance' && salePwdRequired;
  const shortOfBalance = payMethod === 'balance' && balance !== null && balance < total;

  const setQuantity = (next: number) => setQuantityText(String(clampQuantity(next, bounds)));

  const validate = (): Errors => {
    const found: Errors = {};
    if (!loggedIn) {
      if (contact.trim() === '') found.contact = t('shop.buy.contactRequired');
      else if (!contactValid(goods.contactKind, contact.trim())) found.contact = t(`shop.buy.contactInvalid.${goods.contactKind}`);
    } else if (contact.trim() !== '' && !contactValid(goods.contactKind, contact.trim())) {
      found.contact = t(`shop.buy.contactInvalid.${goods.contactKind}`);
    }
    if (goods.queryPwdEnabled && !loggedIn && queryPwd !== '' && !QUERY_PWD_PATTERN.test(queryPwd))
      found.queryPwd = t('shop.buy.queryPwdInvalid');
    for (const field of goods.inputs) {
      const value = (inputs[field.name] ?? '').trim();
      if (value === '') {
        if (field.required)
          found[`input.${field.name}`] = t(
            field.type === 'select' || field.type === 'radio' || field.type === 'checkbox'
              ? 'shop.buy.inputChoose'
              : 'shop.buy.inputRequired',
            {
              label: field.label,
            },
          );
      } else if (field.pattern !== null && !safeTest(field.pattern, value)) {
        found[`input.${field.name}`] = field.errorText || t('shop.buy.inputInvalid', { label: field.label });
      }
    }
    if (hasOptions && option === null) found.option = t('shop.buy.optionRequired');
    if (pickMode && picked.size === 0) found.pick = t('shop.buy.pickRequired');
    else if (pickMode && picked.size < bounds.min) found.pick = t('shop.buy.pickTooFew', { min: bounds.min });
    if (payMethod === '') found.payMethod = t('shop.buy.payMethodRequired');
    if (needsSalePwd && salePwd === '') found.salePwd = t('shop.buy.salePwdRequired');
    if (goods.captchaRequired && captchaValue === '') found.captcha = t('shop.buy.captchaRequired');
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!buyable || submitting || payMethod === '') {
      if (payMethod === '') setErrors({ payMethod: t('shop.buy.payMethodRequired') });
      return;
    }
    if (!pickMode) setQuantityText(String(quantity));
    const found = validate();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current
        ?.querySelector<HTMLElement>(
          `[data-field="${first}"] input:not([disabled]), [data-field="${first}"] select, [data-field="${first}"] textarea, [data-field="${first}"] button`,
        )
        ?.focus();
      return;
    }
    const cleanInputs: Record<string, string> = {};
    for (const field of goods.inputs) {
      const value = (inputs[field.name] ?? '').trim();
      if (value !== '') cleanInputs[field.name] = value;
    }
    onSubmit({
      quantity,
      contact: contact.trim(),
      queryPwd: goods.queryPwdEnabled && !loggedIn ? queryPwd : '',
      inputs: cleanInputs,
      payMethod,
      salePwd: payMethod === 'balance' ? salePwd : '',
      optionId: option?.id ?? null,
      cardIds: pickMode ? pickedIds : [],
      // Only a coupon the server accepted for this very order (an unapplied code is not sent).
      coupon: couponApplied ? couponApplied.code : '',
      captchaId: goods.captchaRequired && captcha ? captcha.captchaId : '',
      captcha: goods.captchaRequired ? captchaValue : '',
    });
  };

  const choosePickMode = (on: boolean) => {
    setPickMode(on);
    setPicked(new Map());
    if (on) onPickableQuery?.({ optionId: option?.id ?? null, page: 1 });
  };

  const chooseOption = (id: number) => {
    setOptionId(id);
    setErrors((current) => ({ ...current, option: undefined }));
    // Picked keys belong to an option: another option starts over.
    setPicked(new Map());
    if (pickMode) onPickableQuery?.({ optionId: id, page: 1 });
    const stock = goods.options.find((o) => o.id === id)?.stock ?? 0;
    const next = quantityBounds({ ...goods, stock });
    setQuantityText((current) => String(clampQuantity(Number(current) || next.min, next)));
  };

  const favouriteButton = loggedIn ? (
    <Button
      variant={goods.favorite ? 'soft' : 'secondary'}
      size="sm"
      icon={<IconHeart />}
      loading={favoriteBusy}
      aria-pressed={goods.favorite}
      onClick={onToggleFavorite}
    >
      {goods.favorite ? t('shop.buy.favorited') : t('shop.buy.favorite')}
    </Button>
  ) : (
    <a
      {...linkProps(loginHref, onNavigate)}
      className="focus-ring inline-flex h-control-sm items-center gap-1 rounded-sm border border-line-strong px-2.5 text-xs text-fg hover:border-primary"
    >
      <IconHeart size={14} />
      {t('shop.buy.favoriteLogin')}
    </a>
  );

  return (
    <>
      <section className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]" aria-labelledby="buy-goods-title">
        <div className="flex flex-col gap-3">
          <div className="overflow-hidden rounded-lg border border-line bg-surface-muted">
            <Image
              src={goods.cover}
              alt={goods.name}
              fetchPriority="high"
              className={cx('aspect-[4/3] w-full object-cover', soldOut && 'grayscale')}
            />
          </div>
          <LevelPrices goods={goods} className="hidden lg:block" />
        </div>

        <div className="flex flex-col gap-4">
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Tag tone={goods.deliveryType === 'card' ? 'success' : goods.deliveryType === 'recharge' ? 'info' : 'neutral'}>
                {t(`ui.delivery.${goods.deliveryType}`)}
              </Tag>
              <Tag>{goods.dirName}</Tag>
              {goods.membersOnly ? <Tag tone="warning">{t('shop.buy.membersOnly')}</Tag> : null}
            </div>
            <div className="flex items-start justify-between gap-3">
              <h1 id="buy-goods-title" className="text-xl font-semibold text-fg sm:text-2xl">
                {goods.name}
              </h1>
              <div className="shrink-0">{favouriteButton}</div>
            </div>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg bg-danger-soft px-4 py-3">
              <span className="text-sm text-fg-muted">{loggedIn ? t('shop.buy.myPrice') : t('shop.buy.price')}</span>
              <span className="text-2xl font-semibold text-danger-fg" data-testid="price">
                {formatYuan(option ? option.price : goods.myPrice)}
              </span>
              {goods.marketPrice > goods.myPrice ? (
                <span className="text-sm text-fg-muted line-through">
                  <span className="sr-only">{t('shop.goods.marketPrice')}</span>
                  {formatYuan(goods.marketPrice)}
                </span>
              ) : null}
              <span className="ms-auto text-sm text-fg-muted" data-testid="stock">
                {soldOut
                  ? t('shop.goods.soldOut')
                  : goods.hideStock
                    ? t('shop.buy.inStock')
                    : t('shop.goods.stock', { stock: option ? option.stock : goods.stock })}
                {' · '}
                {t('shop.goods.sales', { sales: goods.sales })}
              </span>
            </div>
          </header>

          {success ? (
            <Alert tone="success" role="status" title={t('shop.buy.successTitle')}>
              <p>{t('shop.buy.successText', { orderNo: success.orderNo, amount: formatYuan(success.amount) })}</p>
              {success.balance !== null ? (
                <p data-testid="balance-after">{t('shop.buy.balanceAfter', { balance: formatYuan(success.balance) })}</p>
              ) : null}
              <p>
                {success.cardCount > 0
                  ? t('shop.buy.cardsDelivered', { count: success.cardCount })
                  : (success.deliveryText ?? t('shop.buy.waitDelivery'))}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <a
                  {...linkProps(success.orderHref, onNavigate)}
                  className="focus-ring inline-flex h-control-sm items-center rounded-sm bg-primary px-3 text-xs font-medium text-fg-on-solid"
                >
                  {t('shop.buy.viewOrder')}
                </a>
                <Button size="sm" variant="secondary" onClick={onBuyAgain}>
                  {t('shop.buy.buyAgain')}
                </Button>
              </div>
            </Alert>
          ) : null}
          {success?.cards && success.cards.length > 0 ? (
            <Suspense fallback={<SkeletonText lines={3} />}>
              <CardKeyList cards={success.cards} fileName={success.orderNo} virtualizeFrom={20} height={320} />
            </Suspense>
          ) : null}

          {!buyable ? (
            <Alert
              tone={soldOut ? 'danger' : 'warning'}
              title={soldOut ? t('shop.buy.soldOutTitle') : offSale ? t('shop.buy.offTitle') : t('shop.buy.membersOnlyTitle')}
            >
              {soldOut ? (
                t('shop.buy.soldOutText')
              ) : offSale ? (
                t('shop.buy.offText')
              ) : (
                <a {...linkProps(loginHref, onNavigate)} className="font-medium text-primary-fg underline">
                  {t('shop.buy.loginToBuy')}
                </a>
              )}
            </Alert>
          ) : null}

          <form
            ref={formRef}
            noValidate
            onSubmit={submit}
            aria-label={t('shop.buy.formLabel')}
            className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
          >
            {serverError ? (
              <Alert tone="danger" role="alert" title={t('shop.buy.refused')}>
                {serverError}
              </Alert>
            ) : null}
            {hasOptions ? (
              <div data-field="option">
                <OptionChips options={goods.options} value={optionId} onChange={chooseOption} disabled={!buyable} error={errors.option} />
              </div>
            ) : null}

            {goods.pickKeys ? (
              <div data-field="pick" className="flex flex-col gap-2">
                <Checkbox
                  label={t('shop.buy.pickToggle')}
                  description={t('shop.buy.pickToggleHint')}
                  checked={pickMode}
                  disabled={!buyable}
                  onCheckedChange={(checked) => choosePickMode(checked)}
                />
                {pickMode ? (
                  <Suspense fallback={<SkeletonText lines={4} />}>
                    <PickKeysTable
                      page={pickable}
                      loading={pickableLoading}
                      error={pickableError}
                      onRetry={() => onPickableQuery?.({ optionId: option?.id ?? null, page: pickable?.page ?? 1 })}
                      onPageChange={(page) => onPickableQuery?.({ optionId: option?.id ?? null, page })}
                      picked={picked}
                      onPickedChange={(next) => {
                        setPicked(next);
                        setErrors((current) => ({ ...current, pick: undefined }));
                      }}
                      max={bounds.max}
                      disabled={!buyable}
                    />
                  </Suspense>
                ) : null}
                {errors.pick ? (
                  <p role="alert" className="text-xs text-danger-fg">
                    {errors.pick}
                  </p>
                ) : null}
              </div>
            ) : null}

            {pickMode ? null : (
              <div data-field="quantity">
                <FormField label={t('shop.buy.quantity')} hint={t('shop.buy.quantityHint', { min: bounds.min, max: bounds.max })} required>
                  <div className="flex items-center gap-2">
                    <Button
                      type="button"
                      variant="secondary"
                      iconOnly
                      icon={<IconMinus />}
                      aria-label={t('shop.buy.decrease')}
                      disabled={!buyable || quantity <= bounds.min}
                      onClick={() => setQuantity(quantity - 1)}
                    />
                    <Input
                      name="quantity"
                      inputMode="numeric"
                      value={quantityText}
                      disabled={!buyable}
                      onChange={(event) => setQuantityText(event.target.value.replace(/\D/g, '').slice(0, 6))}
                      onBlur={() => setQuantityText(String(quantity))}
                      wrapperClassName="w-24"
                      className="text-center"
                    />
                    <Button
                      type="button"
                      variant="secondary"
                      iconOnly
                      icon={<IconPlus />}
                      aria-label={t('shop.buy.increase')}
                      disabled={!buyable || quantity >= bounds.max}
                      onClick={() => setQuantity(quantity + 1)}
                    />
                  </div>
                </FormField>
                <WholesaleTable tiers={goods.wholesale} active={activeTier(goods, quantity)} />
              </div>
            )}

            {goods.inputs.map((field) => (
              <div key={field.name} data-field={`input.${field.name}`}>
                <InputFieldControl
                  field={field}
                  value={inputs[field.name] ?? ''}
                  error={errors[`input.${field.name}`]}
                  disabled={!buyable}
                  onChange={(value) => setInputs((current) => ({ ...current, [field.name]: value }))}
                />
              </div>
            ))}

            <div data-field="contact">
              <FormField
                label={t('shop.buy.contact')}
                hint={loggedIn ? t('shop.buy.contactHintUser') : t(`shop.buy.contactHint.${goods.contactKind}`)}
                error={errors.contact}
                required={!loggedIn}
                optional={loggedIn}
              >
                <Input
                  name="contact"
                  value={contact}
                  disabled={!buyable}
                  maxLength={100}
                  inputMode={
                    goods.contactKind === 'mobile' || goods.contactKind === 'qq'
                      ? 'numeric'
                      : goods.contactKind === 'email'
                        ? 'email'
                        : undefined
                  }
                  placeholder={t(`shop.buy.contactPlaceholder.${goods.contactKind}`)}
                  onChange={(event) => setContact(event.target.value)}
                />
              </FormField>
            </div>

            {goods.queryPwdEnabled && !loggedIn ? (
              <div data-field="queryPwd">
                <FormField label={t('shop.buy.queryPwd')} hint={t('shop.buy.queryPwdHint')} error={errors.queryPwd} optional>
                  <PasswordInput
                    name="queryPwd"
                    value={queryPwd}
                    disabled={!buyable}
                    maxLength={20}
                    autoComplete="off"
                    onChange={(event) => setQueryPwd(event.target.value)}
                  />
                </FormField>
              </div>
            ) : null}

            <div data-field="coupon">
              <CouponField
                code={couponCode}
                onCodeChange={setCouponCode}
                state={coupon}
                applied={couponApplied}
                disabled={!buyable}
                onApply={() => {
                  if (couponCode !== '' && quantity > 0) onCheckCoupon?.(couponQuery);
                }}
                onRemove={() => {
                  setCouponCode('');
                  onClearCoupon?.();
                }}
              />
            </div>

            <div data-field="payMethod">
              <FormField label={t('shop.buy.payMethod')} error={errors.payMethod} required group>
                <RadioGroup
                  name="payMethod"
                  variant="button"
                  value={payMethod}
                  disabled={!buyable}
                  onValueChange={(value) => setPayMethod(value as PayMethod)}
                  options={payOptions.map((method) => ({ value: method, label: t(`ui.pay.${method}`) }))}
                  // On a phone the joined buttons wrapped 3 + 2 with broken borders: a grid of whole buttons there.
                  className="flex-wrap max-sm:grid max-sm:grid-cols-3 max-sm:gap-2 max-sm:*:ml-0 max-sm:*:rounded-md"
                />
              </FormField>
              {!loggedIn ? (
                <p className="mt-1 text-xs text-fg-muted">
                  <a {...linkProps(loginHref, onNavigate)} className="text-primary-fg underline">
                    {t('shop.buy.balanceLogin')}
                  </a>
                </p>
              ) : balance !== null ? (
                <p className={cx('mt-1 text-xs', shortOfBalance ? 'text-danger-fg' : 'text-fg-muted')} data-testid="balance">
                  {t('shop.buy.balance', { balance: formatYuan(balance) })}
                  {shortOfBalance ? ` · ${t('shop.buy.balanceShort')}` : ''}
                </p>
              ) : null}
            </div>

            {needsSalePwd ? (
              <div data-field="salePwd">
                <FormField label={t('shop.buy.salePwd')} error={errors.salePwd} required>
                  <PasswordInput
                    name="salePwd"
                    value={salePwd}
                    autoComplete="off"
                    maxLength={20}
                    onChange={(event) => setSalePwd(event.target.value)}
                  />
                </FormField>
              </div>
            ) : null}

            {goods.captchaRequired ? (
              <div data-field="captcha">
                <CaptchaField
                  captcha={captcha}
                  loading={captchaLoading}
                  error={captchaError}
                  value={captchaValue}
                  onChange={(text) => {
                    if (captcha) setCaptchaAnswer({ id: captcha.captchaId, text });
                  }}
                  onRefresh={() => onRefreshCaptcha?.()}
                  fieldError={errors.captcha}
                  disabled={!buyable}
                />
              </div>
            ) : null}

            {/* On a phone the total and 立即购买 stay at the bottom of the screen while the form scrolls. */}
            <div
              data-testid="buy-bar"
              className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:-mx-4 max-sm:-mb-4 max-sm:rounded-b-lg max-sm:bg-surface max-sm:px-4 max-sm:pb-3 max-sm:shadow-[0_-4px_8px_-6px_rgb(0_0_0/0.15)]"
            >
              <div aria-live="polite" className="flex flex-col gap-0.5 text-sm text-fg-muted">
                <p>
                  {t('shop.buy.totalLine', { quantity, unit: formatYuan(unitPrice) })}
                  {surcharge > 0 ? ` ${t('shop.buy.surchargeLine', { surcharge: formatYuan(surcharge) })}` : ''}
                  {discount > 0 ? ` ${t('shop.buy.discountLine', { discount: formatYuan(discount) })}` : ''}{' '}
                  <span className="text-xl font-semibold text-danger-fg" data-testid="total">
                    {formatYuan(total)}
                  </span>
                </p>
                {discount > 0 ? (
                  <p className="text-xs">
                    <span className="line-through">{formatYuan(subtotal)}</span>
                  </p>
                ) : null}
              </div>
              <Button type="submit" size="lg" loading={submitting} disabled={!buyable} className="min-w-36 max-sm:w-full">
                {soldOut ? t('shop.goods.soldOut') : payMethod === 'balance' ? t('ui.pay.balance') : t('shop.buy.submit')}
              </Button>
            </div>
          </form>
          <LevelPrices goods={goods} className="lg:hidden" />
        </div>
      </section>

      <Description html={goods.description} onInternalLink={onInternalLink} />
    </>
  );
}

/** The description, below the form: it and its sanitiser load as the reader comes near it. */
function Description({ html, onInternalLink }: { html: string; onInternalLink?: (path: string) => void }) {
  const t = useT();
  const [node, setNode] = useState<HTMLElement | null>(null);
  const near = useNearViewport(node);
  return (
    <section ref={setNode} aria-labelledby="buy-goods-description" className="rounded-lg border border-line bg-surface p-4 sm:p-6">
      <h2 id="buy-goods-description" className="mb-3 text-base font-semibold text-fg">
        {t('shop.buy.description')}
      </h2>
      {near ? (
        <Suspense fallback={<SkeletonText lines={4} />}>
          <RichText html={html} onInternalLink={onInternalLink} />
        </Suspense>
      ) : (
        <SkeletonText lines={4} />
      )}
    </section>
  );
}

function LevelPrices({ goods, className }: { goods: GoodsDetail; className?: string }) {
  const t = useT();
  if (goods.levelPrices.length === 0) return null;
  return (
    <div className={cx('rounded-lg border border-line bg-surface p-4', className)}>
      <h2 className="mb-2 text-sm font-semibold text-fg">{t('shop.buy.levelPrices')}</h2>
      <ul className="grid grid-cols-2 gap-2 text-sm">
        {goods.levelPrices.map((level) => (
          <li key={level.levelId} className="flex justify-between rounded-sm bg-surface-muted px-2 py-1">
            <span className="text-fg-muted">{level.levelName}</span>
            <span className="font-medium text-fg">{formatYuan(level.price)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true; // a pattern the browser cannot read: the server checks it
  }
}

function InputFieldControl({
  field,
  value,
  error,
  disabled,
  onChange,
}: {
  field: InputField;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const common = { label: field.label, error, required: field.required, optional: !field.required };
  switch (field.type) {
    case 'select':
      return (
        <FormField {...common}>
          <Select
            name={`inputs.${field.name}`}
            value={value}
            disabled={disabled}
            placeholder={field.placeholder || t('shop.buy.choose')}
            options={field.options.map((option) => ({ value: option, label: option }))}
            onChange={(next) => onChange(next)}
          />
        </FormField>
      );
    case 'radio':
      return (
        <FormField {...common} group>
          <RadioGroup
            name={`inputs.${field.name}`}
            value={value}
            disabled={disabled}
            onValueChange={onChange}
            options={field.options.map((o) => ({ value: o, label: o }))}
          />
        </FormField>
      );
    case 'checkbox': {
      const chosen = value === '' ? [] : value.split(',');
      return (
        <FormField {...common} group>
          <div role="group" className="flex flex-wrap gap-3">
            {field.options.map((option) => (
              <Checkbox
                key={option}
                label={option}
                checked={chosen.includes(option)}
                disabled={disabled}
                onCheckedChange={(checked) =>
                  onChange(field.options.filter((o) => (o === option ? checked : chosen.includes(o))).join(','))
                }
              />
            ))}
          </div>
        </FormField>
      );
    }
    case 'textarea':
      return (
        <FormField {...common}>
          <Textarea
            name={`inputs.${field.name}`}
            value={value}
            disabled={disabled}
            maxLength={100}
            placeholder={field.placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
      );
    case 'password':
      return (
        <FormField {...common}>
          <PasswordInput
            name={`inputs.${field.name}`}
            value={value}
            disabled={disabled}
            maxLength={100}
            placeholder={field.placeholder}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
      );
    default:
      return (
        <FormField {...common}>
          <Input
            name={`inputs.${field.name}`}
            value={value}
            disabled={disabled}
            maxLength={100}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            placeholder={field.placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
      );
  }
}
