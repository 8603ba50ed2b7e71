import { useState, type FormEvent } from 'react';
import type { Complaint, ComplaintMessage } from '@shop/session/contract';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Image } from '#ui/components/Avatar/Avatar.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { PageSkeleton } from '#ui/states/PageState/PageState.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { IconChevronLeft } from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { ImageUploader, type UploadedImage } from '../shared/ImageUploader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface ComplaintThreadViewProps {
  complaint?: Complaint;
  loading?: boolean;
  error?: string | null;
  retrying?: boolean;
  onRetry?: () => void;
  backHref: string;
  orderHref: (orderNo: string) => string;
  onNavigate?: Navigate;
  /** Proof images of the reply being written (the app uploads them). */
  images: readonly UploadedImage[];
  onImageFiles: (files: File[]) => void;
  onImageRemove: (id: string) => void;
  onImageRetry?: (id: string) => void;
  /** Sends a reply; a returned promise keeps the form busy and, on failure, as typed. */
  onReply: (reply: { content: string; images: string[] }) => unknown;
  replying?: boolean;
  replyError?: string | null;
  /** Closes the complaint (solved); asked first. */
  onClose: () => unknown;
}

function Images({ urls, label }: { urls: readonly string[]; label: string }) {
  if (urls.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="focus-ring block rounded-md">
            <Image src={url} alt={`${label} ${i + 1}`} className="size-20 rounded-md border border-line object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Bubble({
  message,
  mine,
  imagesLabel,
  roleLabel,
}: {
  message: ComplaintMessage;
  mine: boolean;
  imagesLabel: string;
  roleLabel: string;
}) {
  return (
    <li className={cx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="text-xs text-fg-muted">
        {roleLabel} · {message.author} · <span className="tabular-nums">{message.createdAt}</span>
      </span>
      <div
        className={cx(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
          mine ? 'bg-primary-soft text-fg' : 'bg-surface-muted text-fg',
        )}
      >
        {message.content}
        <Images urls={message.images} label={imagesLabel} />
      </div>
    </li>
  );
}

/** One complaint (/inside/complain?id=): what was filed, the thread, a reply with images, close. */
export function ComplaintThreadView(props: ComplaintThreadViewProps) {
  const { complaint, loading = false, error, retrying, onRetry, backHref, orderHref, onNavigate } = props;
  const { images, onImageFiles, onImageRemove, onImageRetry, onReply, replying = false, replyError, onClose } = props;
  const t = useT();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const back = (
    <a
      {...linkProps(backHref, onNavigate)}
      className="focus-ring inline-flex w-fit items-center gap-1 rounded-sm text-sm text-fg-muted hover:text-primary-fg"
    >
      <IconChevronLeft size={14} />
      {t('aftersale.thread.back')}
    </a>
  );
  if (error && !complaint) {
    return (
      <Page kind="form">
        {back}
        <ErrorState title={t('aftersale.thread.errorTitle')} description={error} onRetry={onRetry} retrying={retrying} />
      </Page>
    );
  }
  if (loading || !complaint) {
    return (
      <Page kind="form">
        {back}
        <PageSkeleton variant="detail" label={t('aftersale.thread.loading')} />
      </Page>
    );
  }
  const closed = complaint.status === 'closed';
  const uploading = images.some((image) => image.status === 'uploading');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content.trim()) return setProblem(t('aftersale.thread.replyRequired'));
    if (uploading) return setProblem(t('aftersale.images.wait'));
    setProblem(null);
    try {
      await onReply({
        content: content.trim(),
        images: images.flatMap((image) => (image.status === 'done' && image.url ? [image.url] : [])),
      });
      setContent('');
    } catch {
      // replyError says why; the reply stays as typed.
    }
  };
  const roleLabel = (from: ComplaintMessage['from']) => t(`aftersale.thread.from.${from}`);
  return (
    <Page kind="form">
      {back}
      <StaleReadAlert error={error} shown={complaint} onRetry={onRetry} retrying={retrying} />
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusTag kind="complaint" status={complaint.status} />
          <Tag tone="neutral">{t(`aftersale.complaint.type.${complaint.type}`)}</Tag>
        </div>
        <h1 className="text-xl font-semibold text-fg sm:text-2xl">{complaint.title}</h1>
      </header>
      <section
        aria-label={t('aftersale.thread.filed')}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
      >
        <DescriptionList
          columns={2}
          items={[
            {
              key: 'order',
              label: t('aftersale.common.orderNo'),
              value: (
                <a
                  {...linkProps(orderHref(complaint.orderNo), onNavigate)}
                  className="focus-ring rounded-sm font-mono text-primary-fg hover:underline"
                >
                  {complaint.orderNo}
                </a>
              ),
            },
            { key: 'goods', label: t('aftersale.thread.goods'), value: complaint.goodsName },
            { key: 'reason', label: t('aftersale.complaint.reason'), value: complaint.reason },
            { key: 'created', label: t('aftersale.thread.createdAt'), value: complaint.createdAt },
          ]}
        />
        <p className="text-sm whitespace-pre-wrap text-fg">{complaint.content}</p>
        <Images urls={complaint.images} label={t('aftersale.thread.proof')} />
      </section>
      <section aria-labelledby="thread-title" className="flex flex-col gap-3">
        <h2 id="thread-title" className="text-base font-semibold text-fg">
          {t('aftersale.thread.title', { count: complaint.messages.length })}
        </h2>
        {complaint.messages.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-fg-muted">
            {t('aftersale.thread.noReplies')}
          </p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label={t('aftersale.thread.messages')}>
            {complaint.messages.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                mine={message.from === 'customer'}
                imagesLabel={t('aftersale.thread.images')}
                roleLabel={roleLabel(message.from)}
              />
            ))}
          </ol>
        )}
      </section>
      {closed ? (
        <Alert tone="info">{t('aftersale.thread.closedText', { time: complaint.updatedAt })}</Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('aftersale.thread.replyTitle')}
          className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
        >
          <FormField label={t('aftersale.thread.replyLabel')} required>
            <Textarea
              name="content"
              rows={3}
              maxLength={1000}
              showCount
              value={content}
              onChange={(event) => setContent(event.target.value)}
              placeholder={t('aftersale.thread.replyPlaceholder')}
            />
          </FormField>
          <ImageUploader images={images} onFiles={onImageFiles} onRemove={onImageRemove} onRetry={onImageRetry} />
          {problem || replyError ? (
            <Alert tone="danger" role="alert">
              {problem ?? replyError}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2">
            <ConfirmDialog
              title={t('aftersale.thread.closeTitle')}
              description={t('aftersale.thread.closeText')}
              confirmLabel={t('aftersale.thread.close')}
              onConfirm={onClose}
              trigger={<Button variant="secondary">{t('aftersale.thread.close')}</Button>}
            />
            <Button type="submit" variant="primary" loading={replying}>
              {t('aftersale.thread.send')}
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
}
