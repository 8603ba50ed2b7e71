import type { ComplaintSummary } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import type { TableColumn } from '#ui/components/Table/Table.tsx';
import { Upload } from '#ui/components/Upload/Upload.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconMessage } from '#ui/icons/index.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import {
  ComplaintThreadPage,
  type ComplaintThreadViewBase,
  ThreadFiled,
  ThreadMessages,
  ThreadReplyForm,
  useThreadReply,
} from '#ui/page/ComplaintThread.tsx';
import { FilterBar } from '#ui/page/FilterBar.tsx';
import { ListScreen } from '#ui/page/ListScreen.tsx';
import { useFilterDraft } from '#ui/page/useFilterDraft.ts';
import { SupplyListEmpty } from '../shared/SupplyListEmpty.tsx';
import { KeywordFilter, SelectFilter } from '#ui/page/ListFilters.tsx';

export interface SupplyComplaintFilters {
  keyword: string;
  status: '' | ComplaintSummary['status'];
}

export const EMPTY_SUPPLY_COMPLAINT_FILTERS: SupplyComplaintFilters = { keyword: '', status: '' };

export interface SupplyComplaintListViewProps extends PagedListState {
  complaints?: ComplaintSummary[];
  filters: SupplyComplaintFilters;
  onFiltersChange: (filters: SupplyComplaintFilters) => void;
  threadHref: (id: number) => string;
  onNavigate?: Navigate;
}

const STATUSES = ['open', 'replied', 'closed'] as const;

/** Complaints on my orders (/supply/complain): latest activity first, status and keyword filters. */
export function SupplyComplaintListView(props: SupplyComplaintListViewProps) {
  const { complaints, filters, onFiltersChange, threadHref, onNavigate } = props;
  const t = useT();
  const { field, filtered, bar } = useFilterDraft(filters, onFiltersChange, EMPTY_SUPPLY_COMPLAINT_FILTERS);
  const columns: TableColumn<ComplaintSummary>[] = [
    {
      key: 'title',
      mobile: 'title',
      title: t('supply.complaint.col.title'),
      render: (row) => (
        <span className="flex flex-col">
          <a
            {...linkProps(threadHref(row.id), onNavigate)}
            className="focus-ring max-w-72 truncate rounded-xs font-medium text-primary-fg hover:underline"
          >
            {row.title}
          </a>
          <span className="text-xs text-fg-muted">{row.reason}</span>
        </span>
      ),
    },
    {
      key: 'order',
      mobile: 'meta',
      title: t('supply.complaint.col.order'),
      hideBelow: 'md',
      render: (row) => (
        <span className="flex flex-col text-xs">
          <span className="font-mono">{row.orderNo}</span>
          <span className="max-w-48 truncate text-fg-muted">{row.goodsName}</span>
        </span>
      ),
    },
    {
      key: 'status',
      mobile: 'status',
      title: t('supply.complaint.col.status'),
      render: (row) => <StatusTag kind="complaint" status={row.status} size="sm" />,
    },
    {
      key: 'updated',
      mobile: 'time',
      title: t('supply.complaint.col.updated'),
      hideBelow: 'lg',
      render: (row) => <span className="text-xs tabular-nums">{row.updatedAt}</span>,
    },
  ];
  return (
    <ListScreen
      icon={<IconMessage size={20} />}
      title={t('route.supply.complain')}
      subtitle={t('supply.complaint.subtitle')}
      filters={
        <FilterBar label={t('supply.complaint.filters')} {...bar}>
          <KeywordFilter
            label={t('supply.complaint.keyword')}
            placeholder={t('supply.complaint.keywordPlaceholder')}
            {...field('keyword')}
          />
          <SelectFilter
            label={t('supply.complaint.statusFilter')}
            allLabel={t('supply.complaint.statusAll')}
            options={STATUSES.map((s) => ({ value: s, label: t(`ui.status.complaint.${s}`) }))}
            {...field('status')}
          />
        </FilterBar>
      }
      state={props}
      rows={complaints}
      columns={columns}
      rowKey={(row) => String(row.id)}
      empty={<SupplyListEmpty list="complaint" filtered={filtered} />}
    />
  );
}

export type SupplyComplaintThreadViewProps = ComplaintThreadViewBase;

/** One complaint on my goods (/supply/complain?id=): what the buyer filed, the thread, my reply with images. */
export function SupplyComplaintThreadView(props: SupplyComplaintThreadViewProps) {
  const { complaint, backHref, onNavigate, images, replying = false, replyError } = props;
  const t = useT();
  const reply = useThreadReply(images, props.onReply, {
    required: t('supply.complaint.replyRequired'),
    wait: t('supply.complaint.waitImages'),
  });
  return (
    <ComplaintThreadPage
      state={props}
      complaint={complaint}
      backHref={backHref}
      backLabel={t('supply.complaint.back')}
      onNavigate={onNavigate}
      errorTitle={t('supply.complaint.errorTitle')}
      loadingLabel={t('supply.complaint.loading')}
      srTitle={t('route.supply.complain')}
    >
      {(complaint) => (
        <>
          <header className="flex flex-col gap-2">
            <StatusTag kind="complaint" status={complaint.status} className="self-start" />
            <h1 className="text-xl font-semibold text-fg sm:text-2xl">{complaint.title}</h1>
          </header>
          <ThreadFiled
            label={t('supply.complaint.filed')}
            content={complaint.content}
            items={[
              { key: 'order', label: t('supply.complaint.col.order'), value: <span className="font-mono">{complaint.orderNo}</span> },
              { key: 'goods', label: t('supply.complaint.goods'), value: complaint.goodsName },
              { key: 'reason', label: t('supply.complaint.reason'), value: complaint.reason },
              { key: 'created', label: t('supply.complaint.createdAt'), value: complaint.createdAt },
            ]}
          />
          <ThreadMessages
            messages={complaint.messages}
            headingId="supply-thread"
            title={t('supply.complaint.thread', { count: complaint.messages.length })}
            emptyText={t('supply.complaint.noReplies')}
            listLabel={t('supply.complaint.messages')}
            mine={(message) => message.from === 'supplier'}
            roleLabel={(message) => t(`supply.complaint.from.${message.from}`)}
          />
          {complaint.status === 'closed' ? (
            <Alert tone="info">{t('supply.complaint.closed')}</Alert>
          ) : (
            <ThreadReplyForm
              reply={reply}
              title={t('supply.complaint.replyTitle')}
              fieldLabel={t('supply.complaint.replyLabel')}
              uploader={
                <Upload
                  accept={['image/jpeg', 'image/png', 'image/webp']}
                  maxSize={10 * 1024 * 1024}
                  multiple
                  maxFiles={5 - images.length}
                  disabled={images.length >= 5}
                  onFiles={props.onImageFiles}
                  files={images}
                  onRemove={props.onImageRemove}
                  onRetry={props.onImageRetry}
                  variant="button"
                  prompt={t('supply.complaint.addImage')}
                />
              }
              replying={replying}
              replyError={replyError}
              sendLabel={t('supply.complaint.send')}
            />
          )}
        </>
      )}
    </ComplaintThreadPage>
  );
}
