// /inside/message: the inbox. Tab and page live in the address (`?tab=unread&page=2`). Opening an
// unread message marks it read; every write refreshes the list and the unread count, so the
// title's `(n) ` prefix (R2.3) follows at once.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Message } from '@shop/session/contract';
import { MessageListView, type MessageFilter } from '@shop/ui';
import { useDeleteMessages, useMarkMessagesRead, useMessageList } from './messages.ts';
import { guarded, toastSuccess } from './feedback.ts';
import { param, useListQuery } from '#app/data/listQuery.ts';

const TABS: readonly MessageFilter[] = ['all', 'unread', 'read'];
const SCHEMA = { status: param.choice('tab', TABS, 'all') };

export default function MessagePage() {
  const navigate = useNavigate();
  const query = useListQuery(SCHEMA, { pageSize: 10 });
  const { status } = query.filters;
  const { data, error, isLoading, isValidating, mutate } = useMessageList({ page: query.page, pageSize: query.pageSize, status });
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessages();
  const [open, setOpen] = useState<Message | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  return (
    <MessageListView
      items={data?.list}
      total={data?.total}
      {...query.paging}
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
      onStatusChange={(next) => query.go({ status: next })}
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
