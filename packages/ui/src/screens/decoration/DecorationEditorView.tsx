// `/:path/decorate/desktop`: the site decoration editor. The home page's blocks in a sortable list
// (pointer and keyboard), the selected block's settings, a preview drawn by the home page's own block
// rendering at a device's width, save as draft or publish; a refused save shows the server's message
// and keeps every edit. The working copy of the blocks is the app's (controlled), so it can ask
// before leaving with unsaved changes (DecorationLeavePrompt).
import { useEffect, useRef, useState } from 'react';
import type { DecorationBlock, DecorationLayout } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { Skeleton, SkeletonGroup } from '#ui/components/Skeleton/Skeleton.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconPlus } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { HomeBlocks, type HomeBlocksProps, type HomeGoods } from '../shop/ShopHome/ShopHomeView.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { BlockForm } from './BlockForm.tsx';
import { BlockList } from './BlockList.tsx';
import type { DecorationOptions } from './types.ts';

export type DeviceId = DecorationOptions['devices'][number]['id'];

export interface DecorationEditorViewProps extends ReadState {
  options?: DecorationOptions;
  /** The saved draft (its state and times). */
  layout?: DecorationLayout;
  /** The working copy being edited (the app's state). */
  blocks?: readonly DecorationBlock[];
  /** The working copy differs from the saved draft. */
  dirty?: boolean;
  onChange: (blocks: DecorationBlock[]) => void;
  siteId: number;
  onSiteChange: (siteId: number) => void;
  onSave: (publish: boolean) => void;
  /** Which save is under way. */
  saving?: 'draft' | 'publish' | null;
  /** R6.2: whether the admin's access list allows publishing (false: drafts only; default true). */
  canPublish?: boolean;
  /** The server's refusal of the last save (the edits stay). */
  saveError?: string | null;
  onUpload?: (file: File) => Promise<string>;
  /** What the preview's notice and goods blocks draw (the storefront's own reads). */
  preview?: { announcements?: HomeBlocksProps['announcements']; goods?: HomeGoods };
  /** The block whose settings show first (default: the first block). */
  initialSelectedId?: string;
  /** The preview's device at first (default: the phone on a phone's screen, else the desktop). */
  initialDevice?: DeviceId;
}

// An editor opened on a phone previews at phone width first: a 1280 px page scaled into 375 px was unreadable.
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639.98px)').matches;

/** A block's name: its type's label, with a goods block's title (there may be several). */
const nameOf = (options: DecorationOptions, block: DecorationBlock) => {
  const label = options.blocks.find((b) => b.type === block.type)?.label ?? block.type;
  return block.type === 'goods' ? `${label}「${block.title}」` : label;
};

/** An id of the form `<type>-<n>` not taken yet. */
function freshId(blocks: readonly DecorationBlock[], type: string): string {
  let n = blocks.length + 1;
  while (blocks.some((b) => b.id === `${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

export function DecorationEditorView(props: DecorationEditorViewProps) {
  const { options, layout, blocks, loading, error, retrying, onRetry } = props;
  const t = useT();
  let body;
  if (error && !(options && layout && blocks)) {
    body = <ErrorState title={t('decoration.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />;
  } else if (loading || !options || !layout || !blocks) {
    body = (
      <SkeletonGroup label={t('decoration.loading')} className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Skeleton height={480} className="rounded-lg" />
        <Skeleton height={480} className="rounded-lg" />
      </SkeletonGroup>
    );
  } else {
    body = <Editor {...props} options={options} layout={layout} blocks={blocks} />;
  }
  return (
    <main className="flex min-h-dvh w-full flex-col gap-4 bg-canvas px-4 py-4 sm:px-6">
      {/* Not a <header>: the editor is a full-screen page of its own (the bare frame: no banner landmark). */}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-fg sm:text-2xl">{t('decoration.title')}</h1>
          <p className="text-sm text-fg-muted">{t('decoration.subtitle')}</p>
        </div>
        {options && layout && blocks ? <Toolbar {...props} options={options} layout={layout} /> : null}
      </div>
      <StaleReadAlert error={error} shown={options && layout && blocks ? layout : undefined} onRetry={onRetry} retrying={retrying} />
      {body}
    </main>
  );
}

function Toolbar({
  options,
  layout,
  dirty,
  siteId,
  onSiteChange,
  onSave,
  saving,
  canPublish = true,
}: DecorationEditorViewProps & { options: DecorationOptions; layout: DecorationLayout }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm text-fg">
        {t('decoration.site')}
        <Select
          value={String(siteId)}
          options={options.sites.map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(value) => onSiteChange(Number(value))}
          disabled={saving != null}
        />
      </label>
      <div className="flex flex-col gap-1 text-xs text-fg-muted" data-testid="decoration-status">
        <span className="flex flex-wrap gap-1">
          {layout.published ? (
            <Tag tone="success">{t('decoration.status.published')}</Tag>
          ) : (
            <Tag tone="warning">{t('decoration.status.draft')}</Tag>
          )}
          {dirty ? <Tag tone="info">{t('decoration.status.dirty')}</Tag> : null}
        </span>
        <span>
          {t('decoration.savedAt', { time: layout.updatedAt })} ·{' '}
          {layout.publishedAt ? t('decoration.publishedAt', { time: layout.publishedAt }) : t('decoration.neverPublished')}
        </span>
      </div>
      <Button variant="secondary" loading={saving === 'draft'} disabled={saving === 'publish'} onClick={() => onSave(false)}>
        {t('decoration.saveDraft')}
      </Button>
      {canPublish ? (
        <Button variant="primary" loading={saving === 'publish'} disabled={saving === 'draft'} onClick={() => onSave(true)}>
          {t('decoration.publish')}
        </Button>
      ) : null}
    </div>
  );
}

function Editor({
  options,
  blocks,
  onChange,
  saving,
  saveError,
  onUpload,
  preview,
  initialSelectedId,
  initialDevice,
}: DecorationEditorViewProps & { options: DecorationOptions; layout: DecorationLayout; blocks: readonly DecorationBlock[] }) {
  const t = useT();
  const [picked, setPicked] = useState<string | null>(initialSelectedId ?? null);
  const selected = blocks.find((b) => b.id === picked) ?? blocks[0] ?? null;
  const [addType, setAddType] = useState(options.blocks[0]?.type ?? '');
  const [device, setDevice] = useState<DeviceId>(() => initialDevice ?? (onPhone() ? 'mobile' : 'desktop'));
  const busy = saving != null;
  const hasFooter = blocks.some((b) => b.type === 'footer');
  const full = blocks.length >= options.limits.blocks;
  const name = (block: DecorationBlock) => nameOf(options, block);
  const summaryOf = (block: DecorationBlock): string => {
    switch (block.type) {
      case 'banner':
        return t('decoration.summary.images', { count: block.images.length });
      case 'notice':
        return block.text;
      case 'categories':
        return t('decoration.summary.dirs', { count: block.dirIds.length, columns: block.columns });
      case 'goods':
        return t('decoration.summary.goods', { title: block.title, limit: block.limit });
      case 'footer':
        return block.text;
    }
  };
  const addable = options.blocks.filter((b) => !(b.type === 'footer' && hasFooter));

  return (
    <div className="flex flex-col gap-4">
      {saveError ? (
        <Alert tone="danger" role="alert" title={t('decoration.refusedTitle')}>
          {saveError}
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(18rem,22rem)_minmax(0,1fr)] xl:grid-cols-[20rem_24rem_minmax(0,1fr)]">
        <section aria-labelledby="decoration-blocks" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3">
          <h2 id="decoration-blocks" className="text-base font-semibold text-fg">
            {t('decoration.blocks')}
          </h2>
          <p className="text-xs text-fg-muted">{t('decoration.blocksHint')}</p>
          {blocks.length === 0 ? (
            <EmptyState size="sm" title={t('decoration.empty')} description={t('decoration.emptyText')} />
          ) : (
            <BlockList
              blocks={blocks}
              nameOf={name}
              summaryOf={summaryOf}
              selectedId={selected?.id ?? null}
              onSelect={setPicked}
              onReorder={onChange}
              onRemove={(id) => onChange(blocks.filter((b) => b.id !== id))}
              disabled={busy}
            />
          )}
          <div className="flex items-end gap-2 border-t border-line pt-3">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-fg">
              {t('decoration.addType')}
              <Select
                value={addable.some((b) => b.type === addType) ? addType : (addable[0]?.type ?? '')}
                options={addable.map((b) => ({ value: b.type, label: b.label }))}
                onChange={setAddType}
                disabled={busy || full}
              />
            </label>
            <Button
              variant="secondary"
              icon={<IconPlus />}
              disabled={busy || full || addable.length === 0}
              onClick={() => {
                const type = addable.some((b) => b.type === addType) ? addType : addable[0]?.type;
                const choice = options.blocks.find((b) => b.type === type);
                if (!choice) return;
                const block = { ...structuredClone(choice.defaults), id: freshId(blocks, choice.type) } as DecorationBlock;
                onChange([...blocks, block]);
                setPicked(block.id);
              }}
            >
              {t('decoration.add')}
            </Button>
          </div>
          {full ? <p className="text-xs text-fg-muted">{t('decoration.blockLimit', { count: options.limits.blocks })}</p> : null}
        </section>

        <section aria-labelledby="decoration-settings" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3">
          {selected ? (
            <>
              <h2 id="decoration-settings" className="text-base font-semibold text-fg">
                {t('decoration.settings', { name: name(selected) })}
              </h2>
              <BlockForm
                key={selected.id}
                block={selected}
                directories={options.directories}
                limits={options.limits}
                disabled={busy}
                onUpload={onUpload}
                onChange={(next) => onChange(blocks.map((b) => (b.id === next.id ? next : b)))}
              />
            </>
          ) : (
            <>
              <h2 id="decoration-settings" className="sr-only">
                {t('decoration.settings', { name: '' })}
              </h2>
              <p className="text-sm text-fg-muted">{t('decoration.noSelection')}</p>
            </>
          )}
        </section>

        <Preview
          options={options}
          blocks={blocks}
          device={device}
          onDevice={setDevice}
          preview={preview}
          className="lg:col-span-2 xl:col-span-1"
        />
      </div>
    </div>
  );
}

function Preview({
  options,
  blocks,
  device,
  onDevice,
  preview,
  className,
}: {
  options: DecorationOptions;
  blocks: readonly DecorationBlock[];
  device: DeviceId;
  onDevice: (device: DeviceId) => void;
  preview?: DecorationEditorViewProps['preview'];
  className?: string;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const el = box.current;
    // No ResizeObserver (an old browser, a test DOM): the preview keeps its full width and scrolls.
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const width = options.devices.find((d) => d.id === device)?.width ?? 1280;
  const zoom = room > 0 ? Math.min(1, room / width) : 1;
  return (
    <section
      aria-labelledby="decoration-preview"
      className={cx('flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-3', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="decoration-preview" className="text-base font-semibold text-fg">
          {t('decoration.preview')}
        </h2>
        <div role="group" aria-label={t('decoration.device')} className="inline-flex rounded-md border border-line-strong p-0.5">
          {options.devices.map((d) => (
            <button
              key={d.id}
              type="button"
              aria-pressed={d.id === device}
              onClick={() => onDevice(d.id)}
              className={cx(
                'focus-ring rounded-sm px-3 py-1 text-sm',
                d.id === device ? 'bg-primary text-fg-on-solid' : 'text-fg-muted hover:text-fg',
              )}
            >
              {t('decoration.deviceWidth', { label: d.label, width: d.width })}
            </button>
          ))}
        </div>
      </div>
      {/* The preview is inert: a failed read of what it draws is said above it, with its retry. */}
      <StaleReadAlert
        error={preview?.announcements?.error}
        shown={blocks}
        onRetry={preview?.announcements?.onRetry}
        retrying={preview?.announcements?.retrying}
      />
      <StaleReadAlert error={preview?.goods?.error} shown={blocks} onRetry={preview?.goods?.onRetry} retrying={preview?.goods?.retrying} />
      <div ref={box} className="overflow-hidden rounded-md bg-canvas">
        {/* The home page's own blocks at the device's width, scaled to fit; not operable (inert). */}
        <div
          inert
          data-testid="decoration-preview"
          data-device={device}
          style={{ width, zoom }}
          className="@container mx-auto flex flex-col gap-6 px-4 py-6"
        >
          <HomeBlocks
            blocks={blocks}
            announcements={preview?.announcements ? { data: preview.announcements.data, error: preview.announcements.error } : { data: [] }}
            directories={{ data: options.directories }}
            goods={preview?.goods ? { data: preview.goods.data, error: preview.goods.error } : { data: {} }}
            onNavigate={() => undefined}
          />
        </div>
      </div>
    </section>
  );
}

/** Asked before leaving the editor (or switching sites) with unsaved changes. */
export function DecorationLeavePrompt({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title={t('decoration.leave.title')}
      description={t('decoration.leave.text')}
      cancelLabel={t('decoration.leave.stay')}
      confirmLabel={t('decoration.leave.leave')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
