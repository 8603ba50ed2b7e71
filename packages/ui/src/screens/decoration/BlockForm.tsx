// The settings of one block, by type, with the limits the options give. The server checks the rest
// (addresses, lengths, known directories) and its message shows above the editor when it refuses.
import { useState, type ReactNode } from 'react';
import type { DecorationBlock, Directory } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { Checkbox } from '#ui/components/Checkbox/Checkbox.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { Upload } from '#ui/components/Upload/Upload.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconPlus, IconTrash } from '#ui/icons/index.tsx';
import type { DecorationOptions } from './types.ts';

export interface BlockFormProps {
  block: DecorationBlock;
  directories: readonly Directory[];
  limits: DecorationOptions['limits'];
  onChange: (block: DecorationBlock) => void;
  /** Uploads a banner image; answers its address. */
  onUpload?: (file: File) => Promise<string>;
  disabled?: boolean;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_IMAGE = 10 * 1024 * 1024;

/** A whole number in [min, max] from a number input (the last valid value while the field is being typed). */
const clamp = (value: string, min: number, max: number, fallback: number) => {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? fallback : Math.min(max, Math.max(min, n));
};

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-fg">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A block's list of items (banner images, footer links): each in its group with its 删除, then what
 * goes under them (`after`), then 添加 while there are fewer than `max`, beside the limit.
 */
function ItemList<I>({
  items,
  legend,
  removeLabel,
  addLabel,
  limitText,
  max,
  blank,
  onChange,
  disabled,
  after,
  children,
}: {
  items: readonly I[];
  legend: (index: number) => string;
  removeLabel: (index: number) => string;
  addLabel: string;
  limitText: string;
  max: number;
  /** The item 添加 appends. */
  blank: I;
  onChange: (items: I[]) => void;
  disabled?: boolean;
  after?: ReactNode;
  /** An item's fields. */
  children: (item: I, index: number) => ReactNode;
}) {
  return (
    <>
      {items.map((item, i) => (
        <Group key={i} legend={legend(i)}>
          {children(item, i)}
          <Button
            variant="danger-secondary"
            size="sm"
            icon={<IconTrash />}
            className="self-start"
            disabled={disabled}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            {removeLabel(i)}
          </Button>
        </Group>
      ))}
      {after}
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          icon={<IconPlus />}
          disabled={disabled || items.length >= max}
          onClick={() => onChange([...items, blank])}
        >
          {addLabel}
        </Button>
        <span className="text-xs text-fg-muted">{limitText}</span>
      </div>
    </>
  );
}

export function BlockForm({ block, directories, limits, onChange, onUpload, disabled }: BlockFormProps) {
  const t = useT();
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const visible = (
    <Checkbox
      label={t('decoration.visible')}
      checked={block.visible}
      onCheckedChange={(v) => onChange({ ...block, visible: v })}
      disabled={disabled}
    />
  );
  const columns = (value: number) => (
    <FormField label={t('decoration.columns')} hint={t('decoration.columnsHint', { max: limits.columns })}>
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={limits.columns}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange({ ...block, columns: clamp(e.target.value, 1, limits.columns, value) } as DecorationBlock)}
      />
    </FormField>
  );

  switch (block.type) {
    case 'banner': {
      const setImage = (i: number, patch: Partial<(typeof block.images)[number]>) =>
        onChange({ ...block, images: block.images.map((image, j) => (j === i ? { ...image, ...patch } : image)) });
      return (
        <div className="flex flex-col gap-4">
          {visible}
          <Checkbox
            label={t('decoration.banner.autoplay')}
            checked={block.autoplay}
            onCheckedChange={(v) => onChange({ ...block, autoplay: v })}
            disabled={disabled}
          />
          <ItemList
            items={block.images}
            legend={(i) => t('decoration.banner.image', { index: i + 1 })}
            removeLabel={(i) => t('decoration.banner.removeImage', { index: i + 1 })}
            addLabel={t('decoration.banner.addImage')}
            limitText={t('decoration.banner.limit', { count: limits.bannerImages })}
            max={limits.bannerImages}
            blank={{ src: '', link: '', alt: '' }}
            onChange={(images) => onChange({ ...block, images })}
            disabled={disabled}
            after={
              uploadError ? (
                <p role="alert" className="text-sm text-danger-fg">
                  {uploadError}
                </p>
              ) : null
            }
          >
            {(image, i) => (
              <>
                <div className="flex items-start gap-3">
                  {image.src ? (
                    <img src={image.src} alt="" className="aspect-[10/3] w-32 shrink-0 rounded-md border border-line object-cover" />
                  ) : null}
                  <Upload
                    variant="button"
                    accept={IMAGE_TYPES}
                    maxSize={MAX_IMAGE}
                    disabled={disabled || !onUpload || uploading !== null}
                    prompt={uploading === i ? t('decoration.banner.uploading') : t('decoration.banner.upload')}
                    aria-label={`${t('decoration.banner.upload')} ${t('decoration.banner.image', { index: i + 1 })}`}
                    onReject={(rejections) => setUploadError(rejections[0]?.message ?? null)}
                    onFiles={(files) => {
                      const file = files[0];
                      if (!file || !onUpload) return;
                      setUploading(i);
                      setUploadError(null);
                      onUpload(file).then(
                        (src) => {
                          setImage(i, { src });
                          setUploading(null);
                        },
                        (error: unknown) => {
                          setUploadError(error instanceof Error ? error.message : String(error));
                          setUploading(null);
                        },
                      );
                    }}
                  />
                </div>
                <FormField label={t('decoration.banner.src')} required>
                  <Input value={image.src} maxLength={500} disabled={disabled} onChange={(e) => setImage(i, { src: e.target.value })} />
                </FormField>
                <FormField label={t('decoration.banner.link')} hint={t('decoration.banner.linkHint')}>
                  <Input value={image.link} maxLength={500} disabled={disabled} onChange={(e) => setImage(i, { link: e.target.value })} />
                </FormField>
                <FormField label={t('decoration.banner.alt')}>
                  <Input value={image.alt} maxLength={60} disabled={disabled} onChange={(e) => setImage(i, { alt: e.target.value })} />
                </FormField>
              </>
            )}
          </ItemList>
        </div>
      );
    }
    case 'notice':
      return (
        <div className="flex flex-col gap-4">
          {visible}
          <FormField
            label={t('decoration.notice.text')}
            required
            hint={t('decoration.notice.count', { count: block.text.length, max: limits.noticeLength })}
          >
            <Textarea
              rows={4}
              value={block.text}
              maxLength={limits.noticeLength}
              disabled={disabled}
              onChange={(e) => onChange({ ...block, text: e.target.value })}
            />
          </FormField>
        </div>
      );
    case 'categories':
      return (
        <div className="flex flex-col gap-4">
          {visible}
          <FormField label={t('decoration.categories.dirs')} group required>
            <div className="grid grid-cols-2 gap-2">
              {directories.map((dir) => (
                <Checkbox
                  key={dir.id}
                  label={dir.name}
                  checked={block.dirIds.includes(dir.id)}
                  disabled={disabled}
                  onCheckedChange={(on) =>
                    onChange({ ...block, dirIds: on ? [...block.dirIds, dir.id] : block.dirIds.filter((id) => id !== dir.id) })
                  }
                />
              ))}
            </div>
          </FormField>
          {columns(block.columns)}
        </div>
      );
    case 'goods':
      return (
        <div className="flex flex-col gap-4">
          {visible}
          <FormField label={t('decoration.goods.title')} required>
            <Input value={block.title} maxLength={20} disabled={disabled} onChange={(e) => onChange({ ...block, title: e.target.value })} />
          </FormField>
          <FormField label={t('decoration.goods.dir')}>
            <Select
              value={block.dirId === null ? '' : String(block.dirId)}
              disabled={disabled}
              options={[
                { value: '', label: t('decoration.goods.allDirs') },
                ...directories.map((dir) => ({ value: String(dir.id), label: dir.name })),
              ]}
              onChange={(value) => onChange({ ...block, dirId: value === '' ? null : Number(value) })}
            />
          </FormField>
          <FormField label={t('decoration.goods.limit')} hint={t('decoration.goods.limitHint', { max: limits.goodsLimit })}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={limits.goodsLimit}
              value={block.limit}
              disabled={disabled}
              onChange={(e) => onChange({ ...block, limit: clamp(e.target.value, 1, limits.goodsLimit, block.limit) })}
            />
          </FormField>
          {columns(block.columns)}
        </div>
      );
    case 'footer': {
      const setLink = (i: number, patch: Partial<(typeof block.links)[number]>) =>
        onChange({ ...block, links: block.links.map((link, j) => (j === i ? { ...link, ...patch } : link)) });
      return (
        <div className="flex flex-col gap-4">
          {visible}
          <FormField label={t('decoration.footer.text')}>
            <Textarea
              rows={2}
              value={block.text}
              maxLength={200}
              disabled={disabled}
              onChange={(e) => onChange({ ...block, text: e.target.value })}
            />
          </FormField>
          <ItemList
            items={block.links}
            legend={(i) => t('decoration.footer.link', { index: i + 1 })}
            removeLabel={(i) => t('decoration.footer.removeLink', { index: i + 1 })}
            addLabel={t('decoration.footer.addLink')}
            limitText={t('decoration.footer.limit', { count: limits.footerLinks })}
            max={limits.footerLinks}
            blank={{ label: '', href: '' }}
            onChange={(links) => onChange({ ...block, links })}
            disabled={disabled}
          >
            {(link, i) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label={t('decoration.footer.label')} required>
                  <Input value={link.label} maxLength={20} disabled={disabled} onChange={(e) => setLink(i, { label: e.target.value })} />
                </FormField>
                <FormField label={t('decoration.footer.href')} required>
                  <Input value={link.href} maxLength={500} disabled={disabled} onChange={(e) => setLink(i, { href: e.target.value })} />
                </FormField>
              </div>
            )}
          </ItemList>
        </div>
      );
    }
  }
}
