import { useState } from 'react';
import type { VipDirectory } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Switch } from '#ui/components/Switch/Switch.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconFolder } from '#ui/icons/index.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';

export interface DirectoryChange {
  id: number;
  ownName: string;
  visible: boolean;
  sort: number;
}

export interface VipDirectoryViewProps extends ReadState {
  directories?: VipDirectory[];
  /** Saves one directory (the switch, or the dialog); a returned promise keeps the dialog open until it settles. */
  onSave: (change: DirectoryChange) => unknown;
  /** The directory whose switch is being saved. */
  savingId?: number | null;
  saving?: boolean;
  saveError?: string | null;
}

/** A directory in tree order, with its depth and whether an ancestor hides it. */
export interface TreeRow extends VipDirectory {
  depth: number;
  hiddenByParent: boolean;
}

/**
 * The tree in display order: each directory after its parent, siblings by their order then id. A
 * directory whose parent is missing (moved on the main site) is shown at the top.
 */
export function directoryTree(list: readonly VipDirectory[]): TreeRow[] {
  const byParent = new Map<number | null, VipDirectory[]>();
  const ids = new Set(list.map((d) => d.dirId));
  for (const d of list) {
    const parent = d.parentDirId !== null && ids.has(d.parentDirId) ? d.parentDirId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), d]);
  }
  const out: TreeRow[] = [];
  const walk = (parent: number | null, depth: number, hidden: boolean) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) => a.sort - b.sort || a.dirId - b.dirId);
    for (const d of children) {
      out.push({ ...d, depth, hiddenByParent: hidden });
      walk(d.dirId, depth + 1, hidden || !d.visible);
    }
  };
  walk(null, 0, false);
  return out;
}

/** The category tree of my site (/vip/vipDirectory): show / hide, own name and order of each main directory. */
export function VipDirectoryView({
  directories,
  loading = false,
  refreshing = false,
  error,
  retrying,
  onRetry,
  onSave,
  savingId,
  saving = false,
  saveError,
}: VipDirectoryViewProps) {
  const t = useT();
  const [editing, setEditing] = useState<TreeRow | null>(null);
  const [toggled, setToggled] = useState<number | null>(null);
  const tree = directories ? directoryTree(directories) : undefined;
  const shownName = (d: VipDirectory) => d.ownName || d.name;

  const columns: TableColumn<TreeRow>[] = [
    {
      key: 'name',
      mobile: 'title',
      title: t('vip.dir.col.name'),
      render: (d) => (
        <span className="flex items-center gap-2" style={{ paddingLeft: `${d.depth * 1.5}rem` }}>
          {d.depth > 0 ? (
            <span aria-hidden="true" className="text-fg-subtle">
              └
            </span>
          ) : null}
          <IconFolder size={16} className="shrink-0 text-fg-subtle" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-fg" data-testid="dir-name">
              {shownName(d)}
            </span>
            {d.ownName ? <span className="text-xs text-fg-muted">{t('vip.goods.mainName', { name: d.name })}</span> : null}
          </span>
          {d.depth > 0 ? <span className="sr-only">{t('vip.dir.level', { depth: d.depth + 1 })}</span> : null}
        </span>
      ),
    },
    {
      key: 'goods',
      mobile: 'meta',
      title: t('vip.dir.col.goods'),
      align: 'right',
      render: (d) => <span className="tabular-nums">{d.goodsCount}</span>,
    },
    {
      key: 'sort',
      mobile: 'meta',
      title: t('vip.dir.col.sort'),
      align: 'right',
      hideBelow: 'sm',
      render: (d) => <span className="tabular-nums">{d.sort}</span>,
    },
    {
      key: 'visible',
      mobile: 'meta',
      title: t('vip.dir.col.visible'),
      render: (d) => (
        <span className="flex items-center gap-2">
          <Switch
            size="sm"
            checked={d.visible}
            loading={savingId === d.id}
            aria-label={t('vip.dir.visibleOne', { name: shownName(d) })}
            onCheckedChange={(visible) => {
              setToggled(d.id);
              void onSave({ id: d.id, ownName: d.ownName, visible, sort: d.sort });
            }}
          />
          {d.visible && d.hiddenByParent ? (
            <Tag size="sm" tone="warning">
              {t('vip.dir.hiddenByParent')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      mobile: 'actions',
      title: t('vip.common.actions'),
      align: 'right',
      sticky: 'right',
      render: (d) => (
        <Button
          size="sm"
          variant="secondary"
          icon={<IconEdit />}
          onClick={() => setEditing(d)}
          aria-label={t('vip.dir.editOne', { name: shownName(d) })}
        >
          {t('vip.goods.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Page kind="list">
      <PageHeader icon={<IconFolder size={20} />} title={t('route.vip.vipDirectory')} subtitle={t('vip.dir.subtitle')} />
      <p className="text-sm text-fg-muted">{t('vip.dir.note')}</p>
      <StaleReadAlert error={error} rows={directories} onRetry={onRetry} retrying={retrying} />
      {saveError && toggled !== null && editing === null ? (
        <Alert tone="danger" role="alert" title={t('vip.dir.saveFailed')}>
          {saveError}
        </Alert>
      ) : null}
      <Table
        caption={t('route.vip.vipDirectory')}
        columns={columns}
        rowKey={(d) => String(d.id)}
        {...tableReadProps({ loading, refreshing, error, retrying, onRetry }, tree)}
        empty={<EmptyState title={t('vip.dir.empty')} description={t('vip.dir.emptyText')} />}
      />
      <DirectoryDialog
        directory={editing}
        onClose={() => setEditing(null)}
        onSave={async (change) => {
          setToggled(null);
          await onSave(change);
          setEditing(null);
        }}
        saving={saving}
        error={saveError}
      />
    </Page>
  );
}

function DirectoryDialog({
  directory,
  onClose,
  onSave,
  saving,
  error,
}: {
  directory: TreeRow | null;
  onClose: () => void;
  onSave: (change: DirectoryChange) => Promise<void>;
  saving: boolean;
  error?: string | null;
}) {
  const t = useT();
  const [ownName, setOwnName] = useState('');
  const [sort, setSort] = useState('');
  const [visible, setVisible] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [shownFor, setShownFor] = useState<TreeRow | null>(null);
  if (directory !== shownFor) {
    setShownFor(directory);
    if (directory) {
      setOwnName(directory.ownName);
      setSort(String(directory.sort));
      setVisible(directory.visible);
      setProblem(null);
      setAttempted(false);
    }
  }
  const submit = async () => {
    if (!directory) return;
    const value = sort.trim();
    const why = !/^\d{1,4}$/.test(value) ? t('vip.dir.sortInvalid') : ownName.trim().length > 20 ? t('vip.dir.nameTooLong') : null;
    setProblem(why);
    if (why) return;
    setAttempted(true);
    try {
      await onSave({ id: directory.id, ownName: ownName.trim(), visible, sort: Number(value) });
    } catch {
      // error says why; the form keeps what was typed.
    }
  };
  return (
    <FormDialog
      open={directory !== null}
      onClose={onClose}
      size="sm"
      title={t('vip.dir.dialogTitle')}
      description={directory?.name}
      onSubmit={submit}
      saving={saving}
      error={attempted ? error : null}
    >
      {directory ? (
        <>
          <FormField
            label={t('vip.dir.ownName')}
            hint={t('vip.dir.ownNameHint')}
            optional
            error={problem && problem === t('vip.dir.nameTooLong') ? problem : null}
          >
            <Input
              name="ownName"
              value={ownName}
              maxLength={20}
              placeholder={directory.name}
              onChange={(event) => setOwnName(event.target.value)}
            />
          </FormField>
          <FormField
            label={t('vip.dir.sort')}
            hint={t('vip.dir.sortHint')}
            error={problem && problem === t('vip.dir.sortInvalid') ? problem : null}
            required
          >
            <Input name="sort" inputMode="numeric" value={sort} onChange={(event) => setSort(event.target.value)} />
          </FormField>
          <FormField label={t('vip.dir.visible')}>
            <Switch name="visible" checked={visible} onCheckedChange={setVisible} />
          </FormField>
        </>
      ) : null}
    </FormDialog>
  );
}
