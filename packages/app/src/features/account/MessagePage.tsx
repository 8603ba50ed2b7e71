// /inside/message: the inbox. Tab and page live in the address (`?tab=unread&page=2`). Opening an
// unread message marks it read; every write refreshes the list and the unread count, so the
// title's `(n) ` prefix (R2.3) follows at once.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Message } from '@shop/session/contract';
import { MessageListView, type MessageFilter } from '@shop/ui';
import { useDeleteMessages, useMarkMessagesRead, useMessageList } from './messages.ts';
import { guarded, toastSuccess } from './feedback.ts';

const PAGE_SIZE = 10;
const TABS: readonly MessageFilter[] = ['all', 'unread', 'read'];

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function MessagePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const status: MessageFilter = TABS.includes(tab as MessageFilter) ? (tab as MessageFilter) : 'all';
  const page = pageFrom(params.get('page'));
  const { data, error, isLoading, isValidating, mutate } = useMessageList({ page, pageSize: PAGE_SIZE, status });
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessages();
  const [open, setOpen] = useState<Message | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const go = (next: { status?: MessageFilter; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'all') query.set('tab', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <MessageListView
      items={data?.list}
      total={data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      status={status}
      unread={data?.unread ?? 0}
      loading={isLoading && !data}
      refreshing={isValidating && data !== undefined}
      error={error?.message ?? null}
      retrying={isValidating && error !== undefined}
      onRetry={() => void mutate()}
      busy={markRead.isMutating ? 'read' : remove.isMutating ? 'delete' : null}
      actionError={actionError}
      openMessage={open}
      onStatusChange={(next) => go({ status: next })}
      onPageChange={(next) => go({ page: next })}
      onOpen={(message) => {
        setOpen(message);
        if (!message.read) void guarded(setActionError, () => markRead.trigger({ ids: [message.id] })).catch(() => undefined);
      }}
      onClose={() => setOpen(null)}
      onMarkRead={(ids) =>
        guarded(setActionError, () => markRead.trigger({ ids })).then(
          () => toastSuccess('account.message.markedRead'),
          () => undefined,
        )
      }
      onMarkAllRead={() =>
        guarded(setActionError, () => markRead.trigger({ all: 1 })).then(
          () => toastSuccess('account.message.markedRead'),
          () => undefined,
        )
      }
      onDelete={(ids) => guarded(setActionError, () => remove.trigger({ ids })).then(() => toastSuccess('account.message.deleted'))}
      onInternalLink={(path) => {
        setOpen(null);
        void navigate(path);
      }}
    />
  );
}
