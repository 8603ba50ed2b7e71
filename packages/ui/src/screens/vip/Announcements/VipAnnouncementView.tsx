import { useState } from 'react';
import type { Announcement } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RichText } from '#ui/components/RichText/RichText.tsx';
import { sanitizeHtml } from '#ui/components/RichText/sanitize.ts';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconMegaphone } from '#ui/icons/index.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import {
  ContentEditorDialog,
  ContentListScreen,
  HtmlReadDialog,
  RichContentField,
  useContentEditor,
  type ContentEditing,
  type ContentWrites,
} from '../shared/siteContent.tsx';

/** What the editor sends: no id for a new one. */
export interface AnnouncementDraft {
  id?: number;
  title: string;
  html: string;
  pinned: boolean;
}

export interface VipAnnouncementViewProps extends PagedListState, ContentWrites<AnnouncementDraft, Announcement> {
  announcements?: Announcement[];
  /** Pins or unpins one (a row's switch). */
  onPin: (announcement: Announcement, pinned: boolean) => unknown;
  pinningId?: number | null;
}

type Editing = ContentEditing<Announcement>;

/** My site's announcements (/vip/vipAnnouncement): list, create, edit, pin, delete. */
export function VipAnnouncementView(props: VipAnnouncementViewProps) {
  const { announcements } = props;
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [reading, setReading] = useState<Announcement | null>(null);

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
  ];

  return (
    <ContentListScreen
      area="ann"
      icon={<IconMegaphone size={20} />}
      title={t('route.vip.vipAnnouncement')}
      state={props}
      rows={announcements}
      columns={columns}
      onEdit={setEditing}
      deleteText={(a) => t('vipSite.ann.deleteText', { title: a?.title ?? '' })}
      onDelete={props.onDelete}
    >
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
      <HtmlReadDialog
        shown={reading}
        description={reading ? `${reading.createdAt} · ${t('vipSite.ann.views', { count: reading.views })}` : undefined}
        onClose={() => setReading(null)}
      />
    </ContentListScreen>
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
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [pinned, setPinned] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const { labelId, round, problems, shown, existing, check, send } = useContentEditor(editing, (a) => {
    setTitle(a?.title ?? '');
    setHtml(a ? sanitizeHtml(a.html) : '');
    setPinned(a?.pinned ?? false);
    setPreviewing(false);
  });

  const submit = async () => {
    const value = title.trim();
    if (!check(value, html)) {
      setPreviewing(false);
      return;
    }
    await send(() => onSave({ ...(existing ? { id: existing.id } : {}), title: value, html, pinned }));
  };

  return (
    <ContentEditorDialog
      area="ann"
      editing={editing}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      error={shown(error)}
      submitLabel={existing ? undefined : t('vipSite.ann.publish')}
    >
      <FormField label={t('vipSite.ann.title')} error={problems.title} required>
        <Input name="title" value={title} maxLength={60} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <RichContentField
        labelId={labelId}
        label={t('vipSite.ann.content')}
        aside={
          <Button size="sm" variant="ghost" aria-pressed={previewing} onClick={() => setPreviewing((p) => !p)}>
            {previewing ? t('vipSite.ann.editMode') : t('vipSite.ann.preview')}
          </Button>
        }
        html={html}
        onChange={setHtml}
        round={round}
        error={problems.html}
        hidden={previewing}
      >
        {previewing ? (
          <div className="min-h-40 rounded-md border border-line px-3 py-2" data-testid="announcement-preview">
            <RichText html={html} />
          </div>
        ) : null}
      </RichContentField>
      <FormField label={t('vipSite.ann.pinnedField')} hint={t('vipSite.ann.pinnedHint')}>
        <Switch name="pinned" checked={pinned} onCheckedChange={setPinned} />
      </FormField>
    </ContentEditorDialog>
  );
}
