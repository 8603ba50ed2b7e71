import { useState } from 'react';
import type { Message } from '@shop/session/contract';
import type { MessageKey } from '@shop/session/messages';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { Checkbox } from '#ui/components/Checkbox/Checkbox.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { Dialog } from '#ui/components/Dialog/Dialog.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { RichText } from '#ui/components/RichText/RichText.tsx';
import { Tabs } from '#ui/components/Tabs/Tabs.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconCheck } from '#ui/icons/forms.tsx';
import { IconMessage, IconTrash } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { plainText } from '#ui/lib/plainText.ts';
import { ListPanel } from '#ui/page/ListPanel.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export type MessageFilter = 'all' | 'unread' | 'read';

export interface MessageListViewProps extends PagedListState {
  /** The current page (undefined until the first answer). */
  items?: readonly Message[];
  status: MessageFilter;
  /** All unread messages (not only on this page). */
  unread?: number;
  /** A write under way. */
  busy?: 'read' | 'readAll' | 'delete' | null;
  /** The server's message after a failed write. */
  actionError?: string | null;
  /** The message shown in the detail dialog. */
  openMessage?: Message | null;
  onStatusChange: (status: MessageFilter) => void;
  /** Show a message (the app marks it read). */
  onOpen: (message: Message) => void;
  onClose: () => void;
  onMarkRead: (ids: number[]) => unknown;
  onMarkAllRead: () => unknown;
  /** Return the request's promise: the confirmation waits for it. */
  onDelete: (ids: number[]) => unknown;
  /** A same-site link inside a message. */
  onInternalLink?: (path: string) => void;
}

const TYPE_LABEL: Record<Message['type'], MessageKey> = {
  system: 'account.message.type.system',
  order: 'account.message.type.order',
  promotion: 'account.message.type.promotion',
  account: 'account.message.type.account',
};
const TYPE_TONE = { system: 'info', order: 'primary', promotion: 'success', account: 'warning' } as const;

/** The inbox: tabs all / unread / read, unread marked, batch mark read and delete, detail in a dialog. */
export function MessageListView({
  items,
  total = 0,
  page,
  pageSize,
  status,
  unread = 0,
  loading = false,
  refreshing = false,
  error,
  retrying = false,
  onRetry,
  busy = null,
  actionError,
  openMessage,
  onStatusChange,
  onPageChange,
  onOpen,
  onClose,
  onMarkRead,
  onMarkAllRead,
  onDelete,
  onInternalLink,
}: MessageListViewProps) {
  const t = useT();
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  // Selection belongs to the page shown: a new page, tab or answer starts without one.
  const [selectionOf, setSelectionOf] = useState(items);
  if (items !== selectionOf) {
    setSelectionOf(items);
    setSelected((ids) => ids.filter((id) => items?.some((m) => m.id === id)));
  }
  const toggle = (id: number, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const allOnPage = items && items.length > 0 && items.every((m) => selected.includes(m.id));
  const someOnPage = selected.length > 0 && !allOnPage;
  const selectedUnread = (items ?? []).filter((m) => selected.includes(m.id) && !m.read).map((m) => m.id);

  const tabs = [
    { value: 'all', label: t('account.message.tab.all') },
    { value: 'unread', label: unread > 0 ? t('account.message.tab.unreadCount', { count: unread }) : t('account.message.tab.unread') },
    { value: 'read', label: t('account.message.tab.read') },
  ];

  return (
    <Page kind="list">
      <PageHeader
        icon={<IconMessage size={20} />}
        title={t('route.inside.message')}
        subtitle={unread > 0 ? t('account.message.unreadSummary', { count: unread }) : t('account.message.allRead')}
        actions={
          <Button
            variant="secondary"
            icon={<IconCheck />}
            disabled={unread === 0}
            loading={busy === 'readAll'}
            onClick={() => void onMarkAllRead()}
          >
            {t('account.message.markAllRead')}
          </Button>
        }
      />
      <Tabs items={tabs} value={status} onValueChange={(value) => onStatusChange(value as MessageFilter)} />
      {actionError ? (
        <Alert tone="danger" role="alert">
          {actionError}
        </Alert>
      ) : null}
      <ListPanel
        label={t('account.message.listLabel')}
        items={items}
        itemKey={(message) => message.id}
        itemClassName={(message) => cx('flex items-start gap-3 px-4 py-3.5 sm:px-5', !message.read && 'bg-primary-soft/40')}
        renderItem={(message) => (
          <>
            <Checkbox
              className="mt-1"
              checked={selected.includes(message.id)}
              onChange={(event) => toggle(message.id, event.target.checked)}
              aria-label={t('account.message.select', { title: message.title })}
            />
            <button
              type="button"
              onClick={() => onOpen(message)}
              className="focus-ring flex min-w-0 flex-1 flex-col gap-1 rounded-sm text-left"
            >
              <span className="flex flex-wrap items-center gap-2">
                {!message.read ? (
                  <span className="size-2 shrink-0 rounded-full bg-danger" aria-label={t('account.message.unreadMark')} role="img" />
                ) : null}
                <Tag size="sm" tone={TYPE_TONE[message.type]}>
                  {t(TYPE_LABEL[message.type])}
                </Tag>
                <span className={cx('min-w-0 text-sm text-fg', !message.read && 'font-semibold')}>{message.title}</span>
              </span>
              <span className="line-clamp-1 text-sm text-fg-muted">{plainText(message.content)}</span>
              <time className="text-xs text-fg-subtle" dateTime={message.createdAt.replace(' ', 'T')}>
                {message.createdAt}
              </time>
            </button>
          </>
        )}
        toolbar={
          <div className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-2.5 sm:px-5">
            <Checkbox
              checked={Boolean(allOnPage)}
              indeterminate={someOnPage}
              onChange={(event) => setSelected(event.target.checked ? (items ?? []).map((m) => m.id) : [])}
              label={selected.length > 0 ? t('account.message.selected', { count: selected.length }) : t('account.message.selectPage')}
            />
            <span className="flex-1" />
            <Button
              size="sm"
              variant="secondary"
              disabled={selectedUnread.length === 0}
              loading={busy === 'read'}
              onClick={() => void onMarkRead(selectedUnread)}
            >
              {t('account.message.markRead')}
            </Button>
            <Button
              size="sm"
              variant="danger-secondary"
              icon={<IconTrash />}
              disabled={selected.length === 0}
              onClick={() => setDeleting(selected)}
            >
              {t('account.message.delete')}
            </Button>
          </div>
        }
        loading={loading}
        refreshing={refreshing}
        error={error}
        errorTitle={t('account.message.errorTitle')}
        retrying={retrying}
        onRetry={onRetry}
        loadingLabel={t('account.message.loading')}
        empty={
          <EmptyState
            title={t(status === 'unread' ? 'account.message.emptyUnreadTitle' : 'account.message.emptyTitle')}
            description={t(status === 'unread' ? 'account.message.emptyUnreadText' : 'account.message.emptyText')}
          />
        }
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
      />

      <Dialog
        open={Boolean(openMessage)}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={openMessage?.title ?? ''}
        description={openMessage ? `${t(TYPE_LABEL[openMessage.type])} · ${openMessage.createdAt}` : undefined}
        size="md"
        footer={
          <>
            <Button variant="danger-secondary" icon={<IconTrash />} onClick={() => openMessage && setDeleting([openMessage.id])}>
              {t('account.message.delete')}
            </Button>
            <Button onClick={onClose}>{t('account.message.close')}</Button>
          </>
        }
      >
        {openMessage ? <RichText html={openMessage.content} onInternalLink={onInternalLink} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t('account.message.deleteTitle', { count: deleting?.length ?? 0 })}
        description={t('account.message.deleteText')}
        confirmLabel={t('account.message.delete')}
        onConfirm={() => {
          const ids = deleting ?? [];
          const result = onDelete(ids);
          const done = () => {
            setSelected((current) => current.filter((id) => !ids.includes(id)));
            if (openMessage && ids.includes(openMessage.id)) onClose();
          };
          if (result && typeof (result as Promise<unknown>).then === 'function') return (result as Promise<unknown>).then(done);
          done();
          return result;
        }}
      />
    </Page>
  );
}
