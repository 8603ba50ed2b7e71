// What my site's announcements and custom pages share: their list screen with 新建, each row's 编辑 /
// 删除 and the delete question, their editors' state, rich content field and checks, and the dialog
// that shows one as the visitor reads it.
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { RichText } from '#ui/components/RichText/RichText.tsx';
import type { TableColumn, TableRowAction } from '#ui/components/Table/Table.tsx';
import type { Translate } from '#ui/i18n/I18nProvider.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconPlus, IconTrash } from '#ui/icons/index.tsx';
import { actionsColumn } from '#ui/page/columns.tsx';
import { FormDialog } from '#ui/page/FormDialog.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { useOpening } from '#ui/page/useOpening.ts';
import { useSaveAttempt } from '#ui/page/useSaveAttempt.ts';
import { RichEditor } from '../Announcements/RichEditor.tsx';

/** The writes of an announcement or page list (a view's props). */
export interface ContentWrites<D, T> {
  /** Creates or updates one; a rejected promise keeps the editor as typed (saveError says why). */
  onSave: (draft: D) => unknown;
  saving?: boolean;
  saveError?: string | null;
  /** Deletes one, after the question. */
  onDelete: (row: T) => unknown;
}

/** What an editor is open for: a new one, or one of the list; null while it is closed. */
export type ContentEditing<T> = { mode: 'create' } | { mode: 'edit'; item: T } | null;

/** The rows of an announcement or page list: an id and a title. */
interface ContentRow {
  id: number;
  title: string;
}

export interface ContentListScreenProps<T extends ContentRow> {
  /** Whose words: the announcements' (vipSite.ann.*) or the pages' (vipSite.page.*). */
  area: 'ann' | 'page';
  icon: ReactNode;
  title: string;
  state: ReadState;
  rows: T[] | undefined;
  /** The columns before 操作. */
  columns: TableColumn<T>[];
  /** A row's actions before 编辑 and 删除. */
  rowActions?: (row: T) => TableRowAction[];
  /** Opens the editor: 新建 in the header, a row's 编辑. */
  onEdit: (editing: ContentEditing<T>) => void;
  /** The delete question's words about a row. */
  deleteText: (row: T | null) => string;
  onDelete: (row: T) => unknown;
  /** The editor and the read dialog. */
  children: ReactNode;
}

/**
 * The list of my site's announcements or pages: 新建 in the header, the table with each row's 编辑 and
 * 删除, and the delete question.
 */
export function ContentListScreen<T extends ContentRow>({
  area,
  icon,
  title,
  state,
  rows,
  columns,
  rowActions,
  onEdit,
  deleteText,
  onDelete,
  children,
}: ContentListScreenProps<T>) {
  const t = useT();
  const [deleting, setDeleting] = useState<T | null>(null);
  const actions = actionsColumn<T>(t('vipSite.common.actions'), {
    actions: (row) => [
      ...(rowActions?.(row) ?? []),
      {
        key: 'edit',
        label: t('vipSite.ann.edit'),
        ariaLabel: t(`vipSite.${area}.editOne`, { title: row.title }),
        icon: <IconEdit />,
        onSelect: () => onEdit({ mode: 'edit', item: row }),
      },
      {
        key: 'delete',
        label: t('vipSite.ann.delete'),
        ariaLabel: t(`vipSite.${area}.deleteOne`, { title: row.title }),
        icon: <IconTrash />,
        danger: true,
        onSelect: () => setDeleting(row),
      },
    ],
  });
  return (
    <ListScreen
      icon={icon}
      title={title}
      subtitle={t(`vipSite.${area}.subtitle`)}
      actions={
        <Button variant="primary" icon={<IconPlus />} onClick={() => onEdit({ mode: 'create' })}>
          {t(`vipSite.${area}.create`)}
        </Button>
      }
      state={state}
      rows={rows}
      columns={[...columns, actions]}
      rowKey={(row) => String(row.id)}
      table={{ rowLabel: (row) => row.title }}
      empty={<EmptyState title={t(`vipSite.${area}.empty`)} description={t(`vipSite.${area}.emptyText`)} />}
    >
      {children}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t(`vipSite.${area}.deleteTitle`)}
        description={deleteText(deleting)}
        confirmLabel={t('vipSite.ann.delete')}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
      />
    </ListScreen>
  );
}

export interface ContentEditorDialogProps {
  area: 'ann' | 'page';
  editing: ContentEditing<unknown>;
  onClose: () => void;
  onSubmit: () => unknown;
  saving: boolean;
  /** The save's refusal of this opening (`useContentEditor`'s `shown`). */
  error?: string | null;
  submitLabel?: string;
  extraActions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** The editor of an announcement or a page: 新建 or 编辑 in its title, the save's refusal at its foot. */
export function ContentEditorDialog({ area, editing, children, ...dialog }: ContentEditorDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={editing !== null}
      size="lg"
      title={editing?.mode === 'edit' ? t(`vipSite.${area}.editTitle`) : t(`vipSite.${area}.createTitle`)}
      errorTitle={t('vipSite.ann.saveFailed')}
      {...dialog}
    >
      {children}
    </FormDialog>
  );
}

/**
 * The state of an announcement's or a page's editor: `reset` fills the fields each time it opens (and
 * the rich editor starts again from them), `check` refuses an empty title or content, `send` saves
 * (a refusal keeps what was typed; `shown` is the save's error once this opening tried).
 */
export function useContentEditor<T>(editing: ContentEditing<T>, reset: (item: T | null) => void) {
  const t = useT();
  const labelId = useId();
  const [problems, setProblems] = useState<ContentProblems>({});
  const save = useSaveAttempt();
  const [round, setRound] = useState(0);
  if (useOpening(editing, null) && editing) {
    reset(editing.mode === 'edit' ? editing.item : null);
    setProblems({});
    save.reset();
    setRound((r) => r + 1);
  }
  return {
    labelId,
    round,
    problems,
    /** The save's error of this opening. */
    shown: save.shown,
    /** The one edited, null for a new one. */
    existing: editing?.mode === 'edit' ? editing.item : null,
    /** Whether the title (trimmed) and the content may be saved; says why not under the fields. */
    check: (title: string, html: string) => {
      const found = contentProblems(title, html, t);
      setProblems(found);
      return !found.title && !found.html;
    },
    send: save.send,
  };
}

export interface ContentProblems {
  title?: string;
  html?: string;
}

/** A title of 1 to 60 characters and some content (the contract's rule for both). */
export function contentProblems(title: string, html: string, t: Translate): ContentProblems {
  const found: ContentProblems = {};
  if (!title) found.title = t('vipSite.ann.titleRequired');
  else if (title.length > 60) found.title = t('vipSite.ann.titleTooLong');
  if (!html) found.html = t('vipSite.ann.contentRequired');
  return found;
}

export interface RichContentFieldProps {
  /** The field's id stem: its label and error hang off it. */
  labelId: string;
  label: ReactNode;
  /** Beside the label (a preview toggle …). */
  aside?: ReactNode;
  html: string;
  onChange: (html: string) => void;
  /** A new value for the editor: it restarts from `html` whenever this changes. */
  round: number;
  error?: string;
  /** The editor stays mounted while hidden (a preview shown), so its undo history and caret survive. */
  hidden?: boolean;
  /** Shown in its place while hidden. */
  children?: ReactNode;
}

/** A required rich-text field: its label, the editor, and why it is refused. */
export function RichContentField({ labelId, label, aside, html, onChange, round, error, hidden = false, children }: RichContentFieldProps) {
  const heading = (
    <span id={labelId} className="text-sm font-medium text-fg">
      {label}
      <span aria-hidden="true" className="ml-0.5 text-danger-fg">
        *
      </span>
    </span>
  );
  return (
    <div className="flex flex-col gap-1.5">
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      <div hidden={hidden}>
        <RichEditor
          key={round}
          initialHtml={html}
          onChange={onChange}
          labelledBy={labelId}
          describedBy={error ? `${labelId}-error` : undefined}
          invalid={Boolean(error)}
        />
      </div>
      {children}
      {error ? (
        <p id={`${labelId}-error`} className="text-xs text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface HtmlReadDialogProps {
  /** What is read; null closes the dialog. */
  shown: { title: string; html: string } | null;
  description?: ReactNode;
  onClose: () => void;
  size?: 'md' | 'lg';
  testId?: string;
}

/** One announcement or page as the visitor reads it (sanitised), with 关闭. */
export function HtmlReadDialog({ shown, description, onClose, size, testId }: HtmlReadDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size={size}
      title={shown?.title ?? ''}
      description={description}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('vipSite.ann.close')}
        </Button>
      }
    >
      {shown ? (
        <div data-testid={testId}>
          <RichText html={shown.html} />
        </div>
      ) : null}
    </Dialog>
  );
}
