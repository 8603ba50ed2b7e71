import { useId, useState, type FormEvent } from 'react';
import type { Announcement } from '@shop/session/contract';
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
import { IconMegaphone, IconEdit, IconPlus, IconTrash } from '#ui/icons/index.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { RichEditor } from './RichEditor.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

/** What the editor sends: no id for a new one. */
export interface AnnouncementDraft {
  id?: number;
  title: string;
  html: string;
  pinned: boolean;
}

export interface VipAnnouncementViewProps extends PagedListState {
  announcements?: Announcement[];
  /** Creates or updates one; a rejected promise keeps the editor as typed (saveError says why). */
  onSave: (draft: AnnouncementDraft) => unknown;
  saving?: boolean;
  saveError?: string | null;
  /** Pins or unpins one (a row's switch). */
  onPin: (announcement: Announcement, pinned: boolean) => unknown;
  pinningId?: number | null;
  /** Deletes one, after the question. */
  onDelete: (announcement: Announcement) => unknown;
}

type Editing = { mode: 'create' } | { mode: 'edit'; announcement: Announcement } | null;

/** My site's announcements (/vip/vipAnnouncement): list, create, edit, pin, delete. */
export function VipAnnouncementView(props: VipAnnouncementViewProps) {
  const { announcements, error, page, pageSize, total = 0, onPageChange } = props;
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [reading, setReading] = useState<Announcement | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);

  const columns: TableColumn<Announcement>[] = [
    {
      key: 'title',
      mobile: 'title',
      title: t('vipSite.ann.col.title'),
      render: (a) => (
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            {a.pinned ? (
              <Tag size="sm" tone="primary">
                {t('vipSite.ann.pinned')}
              </Tag>
            ) : null}
            <button
              type="button"
              className="focus-ring truncate rounded-sm text-left font-medium text-fg hover:text-primary-fg hover:underline"
              aria-label={t('vipSite.ann.viewOne', { title: a.title })}
              onClick={() => setReading(a)}
              data-testid="announcement-title"
            >
              {a.title}
            </button>
          </span>
          <span className="line-clamp-1 text-xs text-fg-muted">{a.summary}</span>
        </span>
      ),
    },
    {
      key: 'views',
      mobile: 'meta',
      title: t('vipSite.ann.col.views'),
      align: 'right',
      hideBelow: 'md',
      render: (a) => <span className="tabular-nums">{a.views}</span>,
    },
    {
      key: 'createdAt',
      mobile: 'time',
      title: t('vipSite.ann.col.createdAt'),
      hideBelow: 'sm',
      render: (a) => <span className="whitespace-nowrap tabular-nums">{a.createdAt}</span>,
    },
    {
      key: 'pinned',
      mobile: 'meta',
      title: t('vipSite.ann.col.pinned'),
      render: (a) => (
        <Switch
          size="sm"
          checked={a.pinned}
          loading={props.pinningId === a.id}
          aria-label={t('vipSite.ann.pinOne', { title: a.title })}
          onCheckedChange={(pinned) => void props.onPin(a, pinned)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('vipSite.common.actions'),
      align: 'right',
      sticky: 'right',
      actions: (a) => [
        {
          key: 'edit',
          label: t('vipSite.ann.edit'),
          ariaLabel: t('vipSite.ann.editOne', { title: a.title }),
          icon: <IconEdit />,
          onSelect: () => setEditing({ mode: 'edit', announcement: a }),
        },
        {
          key: 'delete',
          label: t('vipSite.ann.delete'),
          ariaLabel: t('vipSite.ann.deleteOne', { title: a.title }),
          icon: <IconTrash />,
          danger: true,
          onSelect: () => setDeleting(a),
        },
      ],
    },
  ];

  return (
    <Page kind="list">
      <PageHeader
        icon={<IconMegaphone size={20} />}
        title={t('route.vip.vipAnnouncement')}
        subtitle={t('vipSite.ann.subtitle')}
        actions={
          <Button variant="primary" icon={<IconPlus />} onClick={() => setEditing({ mode: 'create' })}>
            {t('vipSite.ann.create')}
          </Button>
        }
      />
      <StaleReadAlert error={error} rows={announcements} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.vip.vipAnnouncement')}
        columns={columns}
        rowKey={(a) => String(a.id)}
        rowLabel={(a) => a.title}
        {...tableReadProps(props, announcements)}
        empty={<EmptyState title={t('vipSite.ann.empty')} description={t('vipSite.ann.emptyText')} />}
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
      <AnnouncementEditor
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={async (draft) => {
          await props.onSave(draft);
          setEditing(null);
        }}
        saving={props.saving ?? false}
        error={props.saveError}
      />
      <Dialog
        open={reading !== null}
        onOpenChange={(open) => {
          if (!open) setReading(null);
        }}
        title={reading?.title ?? ''}
        description={reading ? `${reading.createdAt} · ${t('vipSite.ann.views', { count: reading.views })}` : undefined}
        footer={
          <Button variant="secondary" onClick={() => setReading(null)}>
            {t('vipSite.ann.close')}
          </Button>
        }
      >
        {reading ? <RichText html={reading.html} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t('vipSite.ann.deleteTitle')}
        description={t('vipSite.ann.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('vipSite.ann.delete')}
        onConfirm={async () => {
          if (deleting) await props.onDelete(deleting);
        }}
      />
    </Page>
  );
}

function AnnouncementEditor({
  editing,
  onClose,
  onSave,
  saving,
  error,
}: {
  editing: Editing;
  onClose: () => void;
  onSave: (draft: AnnouncementDraft) => Promise<void>;
  saving: boolean;
  error?: string | null;
}) {
  const t = useT();
  const labelId = useId();
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [pinned, setPinned] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [problems, setProblems] = useState<{ title?: string; html?: string }>({});
  const [attempted, setAttempted] = useState(false);
  const [shownFor, setShownFor] = useState<Editing>(null);
  const [round, setRound] = useState(0);
  if (editing !== shownFor) {
    setShownFor(editing);
    if (editing) {
      const a = editing.mode === 'edit' ? editing.announcement : null;
      setTitle(a?.title ?? '');
      setHtml(a ? sanitizeHtml(a.html) : '');
      setPinned(a?.pinned ?? false);
      setPreviewing(false);
      setProblems({});
      setAttempted(false);
      setRound((r) => r + 1);
    }
  }
  const existing = editing?.mode === 'edit' ? editing.announcement : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = title.trim();
    const found: { title?: string; html?: string } = {};
    if (!value) found.title = t('vipSite.ann.titleRequired');
    else if (value.length > 60) found.title = t('vipSite.ann.titleTooLong');
    if (!html) found.html = t('vipSite.ann.contentRequired');
    setProblems(found);
    if (found.title || found.html) {
      setPreviewing(false);
      return;
    }
    setAttempted(true);
    try {
      await onSave({ ...(existing ? { id: existing.id } : {}), title: value, html, pinned });
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
      title={existing ? t('vipSite.ann.editTitle') : t('vipSite.ann.createTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('vipSite.common.cancel')}
          </Button>
          <Button type="submit" form="vip-announcement-form" variant="primary" loading={saving}>
            {existing ? t('vipSite.common.save') : t('vipSite.ann.publish')}
          </Button>
        </>
      }
    >
      {editing ? (
        <form id="vip-announcement-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormField label={t('vipSite.ann.title')} error={problems.title} required>
            <Input name="title" value={title} maxLength={60} onChange={(event) => setTitle(event.target.value)} />
          </FormField>
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <span id={labelId} className="text-sm font-medium text-fg">
                {t('vipSite.ann.content')}
                <span aria-hidden="true" className="ml-0.5 text-danger-fg">
                  *
                </span>
              </span>
              <Button size="sm" variant="ghost" aria-pressed={previewing} onClick={() => setPreviewing((p) => !p)}>
                {previewing ? t('vipSite.ann.editMode') : t('vipSite.ann.preview')}
              </Button>
            </div>
            {/* The editor stays mounted (hidden) while previewing, so its undo history and caret survive. */}
            <div hidden={previewing}>
              <RichEditor
                key={round}
                initialHtml={html}
                onChange={setHtml}
                labelledBy={labelId}
                describedBy={problems.html ? `${labelId}-error` : undefined}
                invalid={Boolean(problems.html)}
              />
            </div>
            {previewing ? (
              <div className="min-h-40 rounded-md border border-line px-3 py-2" data-testid="announcement-preview">
                <RichText html={html} />
              </div>
            ) : null}
            {problems.html ? (
              <p id={`${labelId}-error`} className="text-xs text-danger-fg">
                {problems.html}
              </p>
            ) : null}
          </div>
          <FormField label={t('vipSite.ann.pinnedField')} hint={t('vipSite.ann.pinnedHint')}>
            <Switch name="pinned" checked={pinned} onCheckedChange={setPinned} />
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
