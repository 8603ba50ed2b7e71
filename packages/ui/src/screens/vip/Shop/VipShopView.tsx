import { useState, type CSSProperties, type FormEvent } from 'react';
import type { ShopStyle } from '@shop/session/contract';
import type { MessageKey } from '@shop/session/messages';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Card } from '#ui/components/Card/Card.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { Upload } from '#ui/components/Upload/Upload.tsx';
import { useSingleUpload } from '#ui/components/Upload/useSingleUpload.ts';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconStore } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatYuan } from '#ui/lib/format.ts';
import type { ReadState } from '#ui/page/readState.ts';
import { ReadPage } from '#ui/page/ReadPage.tsx';
import { useSaveAttempt } from '#ui/page/useSaveAttempt.ts';

/** A goods card of the preview: what the shop's home shows of it. */
export interface ShopPreviewGoods {
  id: number;
  name: string;
  cover: string;
  price: number;
  stock: number;
  sales: number;
}

export interface VipShopViewProps extends ReadState {
  style?: ShopStyle;
  /** The site's name, shown in the preview's header. */
  siteName?: string;
  /** A few goods of the site for the preview. */
  previewGoods?: readonly ShopPreviewGoods[];
  /** Saves the appearance; a rejected promise keeps the form (saveError says why). */
  onSave: (style: ShopStyle) => unknown;
  saving?: boolean;
  saveError?: string | null;
  /** Uploads the banner; resolves with its URL. */
  onUploadBanner: (file: File) => Promise<string>;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const PRESETS = ['#1d4ed8', '#dc2626', '#ea580c', '#16a34a', '#0f766e', '#7c3aed', '#db2777', '#111827'] as const;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white: 1.05 / (L + 0.05); with black: (L + 0.05) / 0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** My shop's appearance (/vip/shop): theme, main colour, layout, stock and sales shown, banner; previewed live. */
export function VipShopView(props: VipShopViewProps) {
  const t = useT();
  return (
    <ReadPage
      kind="form"
      icon={<IconStore size={20} />}
      title={t('route.vip.shop')}
      subtitle={t('vipSite.shop.subtitle')}
      state={props}
      data={props.style}
      errorTitle={t('vipSite.common.errorTitle')}
      loadingLabel={t('vipSite.common.loading')}
      skeletonClassName="grid gap-4 lg:grid-cols-2"
      skeleton={
        <>
          <Skeleton height={480} />
          <Skeleton height={480} />
        </>
      }
    >
      {(style) => <ShopForm {...props} style={style} />}
    </ReadPage>
  );
}

const same = (a: ShopStyle, b: ShopStyle) =>
  a.theme === b.theme &&
  a.primaryColor.toLowerCase() === b.primaryColor.toLowerCase() &&
  a.layout === b.layout &&
  a.showStock === b.showStock &&
  a.showSales === b.showSales &&
  a.banner === b.banner;

function ShopForm({
  style,
  siteName = '',
  previewGoods = [],
  onSave,
  saving = false,
  saveError,
  onUploadBanner,
}: VipShopViewProps & { style: ShopStyle }) {
  const t = useT();
  const [values, setValues] = useState<ShopStyle>(style);
  const [colorText, setColorText] = useState(style.primaryColor);
  const [saved, setSaved] = useState(style);
  const save = useSaveAttempt();
  if (style !== saved) {
    // A new answer from the server (after a save or a reload) starts the form again.
    setSaved(style);
    setValues(style);
    setColorText(style.primaryColor);
  }
  const set = <K extends keyof ShopStyle>(key: K, value: ShopStyle[K]) => setValues((v) => ({ ...v, [key]: value }));
  const banner = useSingleUpload('banner', onUploadBanner, (url) => set('banner', url));
  // The theme's and the layout's buttons: one choice each, each option its value and its words.
  const choice = <K extends 'theme' | 'layout'>(key: K, options: ReadonlyArray<readonly [ShopStyle[K], MessageKey]>) => (
    <FormField label={t(`vipSite.shop.${key}`)} group>
      <RadioGroup
        name={key}
        variant="button"
        value={values[key]}
        onValueChange={(v) => set(key, v as ShopStyle[K])}
        options={options.map(([value, label]) => ({ value, label: t(label) }))}
      />
    </FormField>
  );
  const colorValid = HEX.test(colorText);
  const dirty = !same(values, style);

  const pickColor = (hex: string) => {
    setColorText(hex);
    if (HEX.test(hex)) set('primaryColor', hex.toLowerCase());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (colorValid) await save.send(() => onSave(values));
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <Card title={t('vipSite.shop.settings')} extra={dirty ? <Tag tone="warning">{t('vipSite.shop.unsaved')}</Tag> : null}>
        <form id="vip-shop-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          {choice('theme', [
            ['light', 'vipSite.shop.theme.light'],
            ['dark', 'vipSite.shop.theme.dark'],
          ])}
          <FormField
            label={t('vipSite.shop.color')}
            hint={t('vipSite.shop.colorHint')}
            error={colorValid ? null : t('vipSite.shop.colorInvalid')}
          >
            <Input
              name="primaryColor"
              value={colorText}
              maxLength={7}
              spellCheck={false}
              onChange={(event) => pickColor(event.target.value.trim())}
              prefix={
                <input
                  type="color"
                  aria-label={t('vipSite.shop.colorPick')}
                  value={values.primaryColor}
                  onChange={(event) => pickColor(event.target.value)}
                  className="focus-ring size-6 cursor-pointer rounded border-0 bg-transparent p-0"
                />
              }
            />
          </FormField>
          <div className="-mt-3 flex flex-wrap gap-2">
            {PRESETS.map((hex) => (
              <button
                key={hex}
                type="button"
                aria-label={t('vipSite.shop.colorPreset', { color: hex })}
                aria-pressed={values.primaryColor === hex}
                onClick={() => pickColor(hex)}
                className={cx('focus-ring size-7 rounded-full border-2', values.primaryColor === hex ? 'border-fg' : 'border-transparent')}
                style={{ backgroundColor: hex }}
              />
            ))}
          </div>
          {choice('layout', [
            ['grid', 'vipSite.shop.layout.grid'],
            ['list', 'vipSite.shop.layout.list'],
          ])}
          <div className="flex flex-wrap gap-6">
            <FormField label={t('vipSite.shop.showStock')}>
              <Switch name="showStock" checked={values.showStock} onCheckedChange={(on) => set('showStock', on)} />
            </FormField>
            <FormField label={t('vipSite.shop.showSales')}>
              <Switch name="showSales" checked={values.showSales} onCheckedChange={(on) => set('showSales', on)} />
            </FormField>
          </div>
          <FormField label={t('vipSite.shop.banner')} hint={t('vipSite.shop.bannerHint')} group>
            <div className="flex flex-col gap-2">
              <Upload
                variant="button"
                accept={['image/jpeg', 'image/png', 'image/webp', 'image/gif']}
                maxSize={10 * 1024 * 1024}
                {...banner.props}
                onRemove={() => {
                  banner.clear();
                  set('banner', style.banner);
                }}
                prompt={t('vipSite.shop.bannerPick')}
              />
              {values.banner ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="self-start"
                  onClick={() => {
                    banner.clear();
                    set('banner', '');
                  }}
                >
                  {t('vipSite.shop.bannerRemove')}
                </Button>
              ) : null}
            </div>
          </FormField>
          {save.attempted && saveError ? (
            <Alert tone="danger" role="alert" title={t('vipSite.shop.saveFailed')}>
              {saveError}
            </Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              disabled={!dirty || saving}
              onClick={() => {
                setValues(style);
                setColorText(style.primaryColor);
                banner.clear();
              }}
            >
              {t('vipSite.shop.reset')}
            </Button>
            <Button type="submit" variant="primary" loading={saving} disabled={banner.uploading}>
              {t('vipSite.common.save')}
            </Button>
          </div>
        </form>
      </Card>
      <Card title={t('vipSite.shop.preview')} description={t('vipSite.shop.previewNote')} className="lg:sticky lg:top-4">
        <ShopPreview style={values} siteName={siteName} goods={previewGoods} />
      </Card>
    </div>
  );
}

function ShopPreview({ style, siteName, goods }: { style: ShopStyle; siteName: string; goods: readonly ShopPreviewGoods[] }) {
  const t = useT();
  const dark = style.theme === 'dark';
  const onPrimary = textOn(style.primaryColor);
  const frame: CSSProperties = { backgroundColor: dark ? '#111827' : '#f8fafc', color: dark ? '#f3f4f6' : '#111827' };
  const card: CSSProperties = { backgroundColor: dark ? '#1f2937' : '#ffffff', borderColor: dark ? '#374151' : '#e5e7eb' };
  const muted: CSSProperties = { color: dark ? '#d1d5db' : '#4b5563' };
  // The price in the main colour where it reads on the card, else the text colour.
  const priceColor = textOn(style.primaryColor) === (dark ? '#000000' : '#ffffff') ? style.primaryColor : undefined;
  return (
    <div
      className="overflow-hidden rounded-md border border-line text-sm"
      style={frame}
      data-testid="shop-preview"
      data-theme={style.theme}
      data-layout={style.layout}
    >
      <div className="flex items-center justify-between px-3 py-2" style={{ backgroundColor: style.primaryColor, color: onPrimary }}>
        <span className="truncate font-semibold">{siteName}</span>
        <span className="flex gap-3 text-xs">
          <span>{t('vipSite.shop.home')}</span>
          <span>{t('vipSite.shop.allGoods')}</span>
        </span>
      </div>
      {style.banner ? <img src={style.banner} alt={t('vipSite.shop.bannerAlt')} className="aspect-[4/1] w-full object-cover" /> : null}
      <div className={cx('p-3', style.layout === 'grid' ? 'grid grid-cols-2 gap-2' : 'flex flex-col gap-2')}>
        {goods.length === 0 ? (
          <p className="col-span-2 py-6 text-center" style={muted}>
            {t('vipSite.shop.previewEmpty')}
          </p>
        ) : (
          goods.map((g) => (
            <div
              key={g.id}
              className={cx('flex gap-2 rounded-md border p-2', style.layout === 'grid' ? 'flex-col' : 'items-center')}
              style={card}
              data-testid="preview-goods"
            >
              <img
                src={g.cover}
                alt=""
                className={cx('shrink-0 rounded object-cover', style.layout === 'grid' ? 'aspect-square w-full' : 'size-12')}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="line-clamp-2 font-medium">{g.name}</span>
                <span className="font-semibold tabular-nums" style={{ color: priceColor }}>
                  {formatYuan(g.price)}
                </span>
                {style.showStock || style.showSales ? (
                  <span className="flex gap-2 text-xs" style={muted}>
                    {style.showStock ? <span data-testid="preview-stock">{t('vipSite.shop.stock', { count: g.stock })}</span> : null}
                    {style.showSales ? <span data-testid="preview-sales">{t('vipSite.shop.sales', { count: g.sales })}</span> : null}
                  </span>
                ) : null}
              </div>
              <span
                aria-hidden="true"
                className={cx('rounded px-2 py-1 text-center text-xs font-medium', style.layout === 'grid' ? 'self-stretch' : 'shrink-0')}
                style={{ backgroundColor: style.primaryColor, color: onPrimary }}
              >
                {t('vipSite.shop.buy')}
              </span>
            </div>
          ))
        )}
      </div>
    </div>
  );
}
