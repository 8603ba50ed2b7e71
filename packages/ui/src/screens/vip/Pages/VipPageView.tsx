import { useId, useState, type FormEvent } from 'react';
import type { VipPage } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RichText } from '#ui/components/RichText/RichText.tsx';
import { sanitizeHtml } from '#ui/components/RichText/sanitize.ts';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconEye, IconFile, IconPlus, IconTrash } from '#ui/icons/index.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { RichEditor } from '../Announcements/RichEditor.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export type SitePage = VipPage & { url: string };

export interface SitePageDraft {
  id?: number;
  title: string;
  path: string;
  html: string;
  visible: boolean;
}

/** Why a path cannot be used (the app's check: format, and another page's path). */
export type PagePathProblem = { kind: 'required' } | { kind: 'format' } | { kind: 'taken'; title: string };

export interface VipPageViewProps extends ReadState {
  pages?: SitePage[];
  /** Where a page's path is appended, e.g. `/s/xiaolu/p/`. */
  urlPrefix: string;
  /** Checks a path as typed, for the page `selfId` (none for a new one). */
  pathProblem: (path: string, selfId?: number) => PagePathProblem | null;
  /** Creates or updates one; a rejected promise keeps the editor as typed. */
  onSave: (draft: SitePageDraft) => unknown;
  saving?: boolean;
  saveError?: string | null;
  onDelete: (page: SitePage) => unknown;
}

type Editing = { mode: 'create' } | { mode: 'edit'; page: SitePage } | null;

/** My site's custom pages (/vip/pagePath): create, edit, preview, delete. */
export function VipPageView(props: VipPageViewProps) {
  const { pages, error } = props;
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<{ title: string; url: string; html: string } | null>(null);
  const [deleting, setDeleting] = useState<SitePage | null>(null);

  const columns: TableColumn<SitePage>[] = [
    {
      key: 'title',
      mobile: 'title',
      title: t('vipSite.page.col.title'),
      render: (p) => (
        <span className="font-medium text-fg" data-testid="page-title">
          {p.title}
        </span>
      ),
    },
    {
      key: 'url',
      mobile: 'meta',
      title: t('vipSite.page.col.url'),
      render: (p) => (
        <code className="text-xs break-all text-fg-muted" data-testid="page-url">
          {p.url}
        </code>
      ),
    },
    {
      key: 'visible',
      mobile: 'status',
      title: t('vipSite.page.col.visible'),
      hideBelow: 'sm',
      render: (p) => (
        <Tag size="sm" tone={p.visible ? 'success' : 'neutral'}>
          {p.visible ? t('vipSite.page.shown') : t('vipSite.page.hidden')}
        </Tag>
      ),
    },
    {
      key: 'updatedAt',
      mobile: 'time',
      title: t('vipSite.page.col.updatedAt'),
      hideBelow: 'md',
      render: (p) => <span className="whitespace-nowrap tabular-nums">{p.updatedAt}</span>,
    },
    {
      key: 'actions',
      title: t('vipSite.common.actions'),
      align: 'right',
      sticky: 'right',
      actions: (p) => [
        {
          key: 'preview',
          label: t('vipSite.page.preview'),
          ariaLabel: t('vipSite.page.previewOne', { title: p.title }),
          icon: <IconEye />,
          onSelect: () => setPreviewing(p),
        },
        {
          key: 'edit',
          label: t('vipSite.ann.edit'),
          ariaLabel: t('vipSite.page.editOne', { title: p.title }),
          icon: <IconEdit />,
          onSelect: () => setEditing({ mode: 'edit', page: p }),
        },
        {
          key: 'delete',
          label: t('vipSite.ann.delete'),
          ariaLabel: t('vipSite.page.deleteOne', { title: p.title }),
          icon: <IconTrash />,
          danger: true,
          onSelect: () => setDeleting(p),
        },
      ],
    },
  ];

  return (
    <Page kind="list">
      <PageHeader
        icon={<IconFile size={20} />}
        title={t('route.vip.pagePath')}
        subtitle={t('vipSite.page.subtitle')}
        actions={
          <Button variant="primary" icon={<IconPlus />} onClick={() => setEditing({ mode: 'create' })}>
            {t('vipSite.page.create')}
          </Button>
        }
      />
      <StaleReadAlert error={error} rows={pages} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.vip.pagePath')}
        columns={columns}
        rowKey={(p) => String(p.id)}
        rowLabel={(p) => p.title}
        {...tableReadProps(props, pages)}
        empty={<EmptyState title={t('vipSite.page.empty')} description={t('vipSite.page.emptyText')} />}
      />
      <PageEditor
        editing={editing}
        urlPrefix={props.urlPrefix}
        pathProblem={props.pathProblem}
        onClose={() => setEditing(null)}
        onSave={async (draft) => {
          await props.onSave(draft);
          setEditing(null);
        }}
        onPreview={setPreviewing}
        saving={props.saving ?? false}
        error={props.saveError}
      />
      <Dialog
        open={previewing !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
        size="lg"
        title={previewing?.title ?? ''}
        description={previewing?.url}
        footer={
          <Button variant="secondary" onClick={() => setPreviewing(null)}>
            {t('vipSite.ann.close')}
          </Button>
        }
      >
        {previewing ? (
          <div data-testid="page-preview">
            <RichText html={previewing.html} />
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t('vipSite.page.deleteTitle')}
        description={t('vipSite.page.deleteText', { title: deleting?.title ?? '', url: deleting?.url ?? '' })}
        confirmLabel={t('vipSite.ann.delete')}
        onConfirm={async () => {
          if (deleting) await props.onDelete(deleting);
        }}
      />
    </Page>
  );
}

function PageEditor({
  editing,
  urlPrefix,
  pathProblem,
  onClose,
  onSave,
  onPreview,
  saving,
  error,
}: {
  editing: Editing;
  urlPrefix: string;
  pathProblem: VipPageViewProps['pathProblem'];
  onClose: () => void;
  onSave: (draft: SitePageDraft) => Promise<void>;
  onPreview: (page: { title: string; url: string; html: string }) => void;
  saving: boolean;
  error?: string | null;
}) {
  const t = useT();
  const labelId = useId();
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [html, setHtml] = useState('');
  const [visible, setVisible] = useState(true);
  const [touched, setTouched] = useState(false);
  const [problems, setProblems] = useState<{ title?: string; html?: string }>({});
  const [attempted, setAttempted] = useState(false);
  const [shownFor, setShownFor] = useState<Editing>(null);
  const [round, setRound] = useState(0);
  if (editing !== shownFor) {
    setShownFor(editing);
    if (editing) {
      const p = editing.mode === 'edit' ? editing.page : null;
      setTitle(p?.title ?? '');
      setPath(p?.path ?? '');
      setHtml(p ? sanitizeHtml(p.html) : '');
      setVisible(p?.visible ?? true);
      setTouched(false);
      setProblems({});
      setAttempted(false);
      setRound((r) => r + 1);
    }
  }
  const existing = editing?.mode === 'edit' ? editing.page : null;
  const pathIssue = pathProblem(path, existing?.id);
  const pathMessage =
    !touched || !pathIssue
      ? null
      : pathIssue.kind === 'taken'
        ? t('vipSite.page.pathTaken', { title: pathIssue.title })
        : pathIssue.kind === 'format'
          ? t('vipSite.page.pathFormat')
          : t('vipSite.page.pathRequired');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    const value = title.trim();
    const found: { title?: string; html?: string } = {};
    if (!value) found.title = t('vipSite.ann.titleRequired');
    else if (value.length > 60) found.title = t('vipSite.ann.titleTooLong');
    if (!html) found.html = t('vipSite.ann.contentRequired');
    setProblems(found);
    if (found.title || found.html || pathIssue) return;
    setAttempted(true);
    try {
      await onSave({ ...(existing ? { id: existing.id } : {}), title: value, path: path.trim(), html, visible });
    } catch {
      // error says why; the editor keeps what was typed.
    }
  };

  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      size="lg"
      title={existing ? t('vipSite.page.editTitle') : t('vipSite.page.createTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('vipSite.common.cancel')}
          </Button>
          <Button
            variant="secondary"
            icon={<IconEye />}
            onClick={() => onPreview({ title: title.trim(), url: `${urlPrefix}${path.trim()}`, html })}
          >
            {t('vipSite.page.preview')}
          </Button>
          <Button type="submit" form="vip-page-form" variant="primary" loading={saving}>
            {t('vipSite.common.save')}
          </Button>
        </>
      }
    >
      {editing ? (
        <form id="vip-page-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('vipSite.page.title')} error={problems.title} required>
              <Input name="title" value={title} maxLength={60} onChange={(event) => setTitle(event.target.value)} />
            </FormField>
            <FormField label={t('vipSite.page.path')} hint={t('vipSite.page.pathHint', { prefix: urlPrefix })} error={pathMessage} required>
              <Input
                name="path"
                value={path}
                maxLength={40}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(event) => {
                  setPath(event.target.value);
                  setTouched(true);
                }}
              />
            </FormField>
          </div>
          <div className="flex flex-col gap-1.5">
            <span id={labelId} className="text-sm font-medium text-fg">
              {t('vipSite.page.content')}
              <span aria-hidden="true" className="ml-0.5 text-danger-fg">
                *
              </span>
            </span>
            <RichEditor
              key={round}
              initialHtml={html}
              onChange={setHtml}
              labelledBy={labelId}
              describedBy={problems.html ? `${labelId}-error` : undefined}
              invalid={Boolean(problems.html)}
            />
            {problems.html ? (
              <p id={`${labelId}-error`} className="text-xs text-danger-fg">
                {problems.html}
              </p>
            ) : null}
          </div>
          <FormField label={t('vipSite.page.visible')}>
            <Switch name="visible" checked={visible} onCheckedChange={setVisible} />
          </FormField>
          {attempted && error ? (
            <Alert tone="danger" role="alert" title={t('vipSite.ann.saveFailed')}>
              {error}
            </Alert>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
