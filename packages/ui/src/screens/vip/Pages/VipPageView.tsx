import { useState } from 'react';
import type { VipPage } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { sanitizeHtml } from '#ui/components/RichText/sanitize.ts';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEye, IconFile } from '#ui/icons/index.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import {
  ContentEditorDialog,
  ContentListScreen,
  HtmlReadDialog,
  RichContentField,
  useContentEditor,
  type ContentEditing,
  type ContentWrites,
} from '../shared/siteContent.tsx';

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

export interface VipPageViewProps extends ReadState, ContentWrites<SitePageDraft, SitePage> {
  pages?: SitePage[];
  /** Where a page's path is appended, e.g. `/s/xiaolu/p/`. */
  urlPrefix: string;
  /** Checks a path as typed, for the page `selfId` (none for a new one). */
  pathProblem: (path: string, selfId?: number) => PagePathProblem | null;
}

type Editing = ContentEditing<SitePage>;

/** My site's custom pages (/vip/pagePath): create, edit, preview, delete. */
export function VipPageView(props: VipPageViewProps) {
  const { pages } = props;
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<{ title: string; url: string; html: string } | null>(null);

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
  ];

  return (
    <ContentListScreen
      area="page"
      icon={<IconFile size={20} />}
      title={t('route.vip.pagePath')}
      state={props}
      rows={pages}
      columns={columns}
      rowActions={(p) => [
        {
          key: 'preview',
          label: t('vipSite.page.preview'),
          ariaLabel: t('vipSite.page.previewOne', { title: p.title }),
          icon: <IconEye />,
          onSelect: () => setPreviewing(p),
        },
      ]}
      onEdit={setEditing}
      deleteText={(p) => t('vipSite.page.deleteText', { title: p?.title ?? '', url: p?.url ?? '' })}
      onDelete={props.onDelete}
    >
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
      <HtmlReadDialog
        shown={previewing}
        description={previewing?.url}
        onClose={() => setPreviewing(null)}
        size="lg"
        testId="page-preview"
      />
    </ContentListScreen>
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
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [html, setHtml] = useState('');
  const [visible, setVisible] = useState(true);
  const [touched, setTouched] = useState(false);
  const { labelId, round, problems, shown, existing, check, send } = useContentEditor(editing, (p) => {
    setTitle(p?.title ?? '');
    setPath(p?.path ?? '');
    setHtml(p ? sanitizeHtml(p.html) : '');
    setVisible(p?.visible ?? true);
    setTouched(false);
  });
  const pathIssue = pathProblem(path, existing?.id);
  const pathMessage =
    !touched || !pathIssue
      ? null
      : pathIssue.kind === 'taken'
        ? t('vipSite.page.pathTaken', { title: pathIssue.title })
        : pathIssue.kind === 'format'
          ? t('vipSite.page.pathFormat')
          : t('vipSite.page.pathRequired');

  const submit = async () => {
    setTouched(true);
    const value = title.trim();
    if (!check(value, html) || pathIssue) return;
    await send(() => onSave({ ...(existing ? { id: existing.id } : {}), title: value, path: path.trim(), html, visible }));
  };

  return (
    <ContentEditorDialog
      area="page"
      editing={editing}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      error={shown(error)}
      extraActions={
        <Button
          variant="secondary"
          icon={<IconEye />}
          onClick={() => onPreview({ title: title.trim(), url: `${urlPrefix}${path.trim()}`, html })}
        >
          {t('vipSite.page.preview')}
        </Button>
      }
    >
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
      <RichContentField
        labelId={labelId}
        label={t('vipSite.page.content')}
        html={html}
        onChange={setHtml}
        round={round}
        error={problems.html}
      />
      <FormField label={t('vipSite.page.visible')}>
        <Switch name="visible" checked={visible} onCheckedChange={setVisible} />
      </FormField>
    </ContentEditorDialog>
  );
}
