import { useState, type FormEvent } from 'react';
import type { Complaint, ComplaintMessage, ComplaintSummary } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Table, type TableColumn } from '#ui/components/Table/Table.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { Upload, type UploadFileItem } from '#ui/components/Upload/Upload.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconChevronLeft, IconMessage, IconSearch } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { PageSkeleton } from '#ui/states/PageState/PageState.tsx';
import type { PagedListState } from '#ui/page/readState.ts';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert, tableReadProps } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { FilterBar, FilterField } from '#ui/page/FilterBar.tsx';
import { Page } from '#ui/page/Page.tsx';

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
  const { complaints, filters, onFiltersChange, threadHref, onNavigate, page, pageSize, total = 0, onPageChange } = props;
  const t = useT();
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters);
    setDraft(filters);
  }
  const filtered = filters.keyword !== '' || filters.status !== '';
  const search = () => onFiltersChange({ ...draft, keyword: draft.keyword.trim() });
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
    <Page kind="list">
      <PageHeader icon={<IconMessage size={20} />} title={t('route.supply.complain')} subtitle={t('supply.complaint.subtitle')} />
      <FilterBar
        label={t('supply.complaint.filters')}
        onSubmit={search}
        resettable={filtered}
        onReset={() => onFiltersChange(EMPTY_SUPPLY_COMPLAINT_FILTERS)}
      >
        <FilterField label={t('supply.complaint.keyword')}>
          <Input
            name="keyword"
            value={draft.keyword}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            placeholder={t('supply.complaint.keywordPlaceholder')}
            maxLength={50}
            prefix={<IconSearch />}
          />
        </FilterField>
        <FilterField label={t('supply.complaint.statusFilter')}>
          <Select
            aria-label={t('supply.complaint.statusFilter')}
            name="status"
            value={draft.status}
            onChange={(value) => setDraft({ ...draft, status: value as SupplyComplaintFilters['status'] })}
            options={[
              { value: '', label: t('supply.complaint.statusAll') },
              ...STATUSES.map((s) => ({ value: s, label: t(`ui.status.complaint.${s}`) })),
            ]}
          />
        </FilterField>
      </FilterBar>
      <StaleReadAlert error={props.error} rows={complaints} onRetry={props.onRetry} retrying={props.retrying} />
      <Table
        caption={t('route.supply.complain')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...tableReadProps(props, complaints)}
        empty={
          filtered ? (
            <EmptyState title={t('supply.complaint.emptySearch')} description={t('supply.common.emptySearchText')} />
          ) : (
            <EmptyState title={t('supply.complaint.empty')} description={t('supply.complaint.emptyText')} />
          )
        }
        pagination={total > pageSize ? { page, pageSize, total, onChange: (next, size) => onPageChange(next, size) } : undefined}
      />
    </Page>
  );
}

export interface SupplyComplaintThreadViewProps {
  complaint?: Complaint;
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  backHref: string;
  onNavigate?: Navigate;
  /** Images of the reply being written (the app uploads each at once). */
  images: readonly (UploadFileItem & { url?: string })[];
  onImageFiles: (files: File[]) => void;
  onImageRemove: (id: string) => void;
  onImageRetry?: (id: string) => void;
  /** Sends a reply; a returned promise keeps the form busy and, on failure, as typed. */
  onReply: (reply: { content: string; images: string[] }) => unknown;
  replying?: boolean;
  replyError?: string | null;
}

function Bubble({ message, label }: { message: ComplaintMessage; label: string }) {
  const mine = message.from === 'supplier';
  return (
    <li className={cx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="text-xs text-fg-muted">
        {label} · {message.author} · <span className="tabular-nums">{message.createdAt}</span>
      </span>
      <div className={cx('max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap', mine ? 'bg-primary-soft' : 'bg-surface-muted')}>
        {message.content}
        {message.images.length > 0 ? (
          <span className="mt-2 flex flex-wrap gap-2">
            {message.images.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noopener noreferrer" className="focus-ring block rounded-md">
                <Image src={url} alt={`${label} ${i + 1}`} className="size-20 rounded-md border border-line object-cover" />
              </a>
            ))}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** One complaint on my goods (/supply/complain?id=): what the buyer filed, the thread, my reply with images. */
export function SupplyComplaintThreadView(props: SupplyComplaintThreadViewProps) {
  const { complaint, loading = false, error, retrying, onRetry, backHref, onNavigate, images, replying = false, replyError } = props;
  const t = useT();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const back = (
    <a
      {...linkProps(backHref, onNavigate)}
      className="focus-ring inline-flex w-fit items-center gap-1 rounded-sm text-sm text-fg-muted hover:text-primary-fg"
    >
      <IconChevronLeft size={14} />
      {t('supply.complaint.back')}
    </a>
  );
  if (error && !complaint)
    return (
      <Page kind="form">
        {back}
        <h1 className="sr-only">{t('route.supply.complain')}</h1>
        <ErrorState title={t('supply.complaint.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />
      </Page>
    );
  if (loading || !complaint)
    return (
      <Page kind="form">
        {back}
        <h1 className="sr-only">{t('route.supply.complain')}</h1>
        <PageSkeleton variant="detail" label={t('supply.complaint.loading')} />
      </Page>
    );
  const uploading = images.some((i) => i.status === 'uploading');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content.trim()) return setProblem(t('supply.complaint.replyRequired'));
    if (uploading) return setProblem(t('supply.complaint.waitImages'));
    setProblem(null);
    try {
      await props.onReply({ content: content.trim(), images: images.flatMap((i) => (i.status === 'done' && i.url ? [i.url] : [])) });
      setContent('');
    } catch {
      // replyError says why; the reply stays as typed.
    }
  };
  return (
    <Page kind="form">
      {back}
      <StaleReadAlert error={error} shown={complaint} onRetry={onRetry} retrying={retrying} />
      <header className="flex flex-col gap-2">
        <StatusTag kind="complaint" status={complaint.status} className="self-start" />
        <h1 className="text-xl font-semibold text-fg sm:text-2xl">{complaint.title}</h1>
      </header>
      <section
        aria-label={t('supply.complaint.filed')}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs"
      >
        <DescriptionList
          columns={2}
          items={[
            { key: 'order', label: t('supply.complaint.col.order'), value: <span className="font-mono">{complaint.orderNo}</span> },
            { key: 'goods', label: t('supply.complaint.goods'), value: complaint.goodsName },
            { key: 'reason', label: t('supply.complaint.reason'), value: complaint.reason },
            { key: 'created', label: t('supply.complaint.createdAt'), value: complaint.createdAt },
          ]}
        />
        <p className="text-sm whitespace-pre-wrap">{complaint.content}</p>
      </section>
      <section aria-labelledby="supply-thread" className="flex flex-col gap-3">
        <h2 id="supply-thread" className="text-base font-semibold">
          {t('supply.complaint.thread', { count: complaint.messages.length })}
        </h2>
        {complaint.messages.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-fg-muted">
            {t('supply.complaint.noReplies')}
          </p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label={t('supply.complaint.messages')}>
            {complaint.messages.map((m) => (
              <Bubble key={m.id} message={m} label={t(`supply.complaint.from.${m.from}`)} />
            ))}
          </ol>
        )}
      </section>
      {complaint.status === 'closed' ? (
        <Alert tone="info">{t('supply.complaint.closed')}</Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('supply.complaint.replyTitle')}
          className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs"
        >
          <FormField label={t('supply.complaint.replyLabel')} required>
            <Textarea name="content" rows={3} maxLength={1000} showCount value={content} onChange={(e) => setContent(e.target.value)} />
          </FormField>
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
          {problem || replyError ? (
            <Alert tone="danger" role="alert">
              {problem ?? replyError}
            </Alert>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" variant="primary" loading={replying}>
              {t('supply.complaint.send')}
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
}
