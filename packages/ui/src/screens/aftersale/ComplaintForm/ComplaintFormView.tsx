import { useState, type FormEvent } from 'react';
import type { MessageKey } from '@shop/session/messages';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { DescriptionList } from '#ui/components/DescriptionList/DescriptionList.tsx';
import { EmptyState } from '#ui/components/EmptyState/EmptyState.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { FormField } from '#ui/components/FormField/FormField.tsx';
import { Input } from '#ui/components/Input/Input.tsx';
import { RadioGroup } from '#ui/components/Radio/Radio.tsx';
import { Select } from '#ui/components/Select/Select.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { PageSkeleton } from '#ui/states/PageState/PageState.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { formatYuan } from '#ui/lib/format.ts';
import { IconMessage } from '#ui/icons/index.tsx';
import { linkProps, type Navigate } from '#ui/lib/links.tsx';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { ImageUploader, type UploadedImage } from '../shared/ImageUploader.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

export interface ComplaintOrder {
  orderNo: string;
  goodsName: string;
  status: string;
  amount: number;
  createdAt: string;
  /** An open complaint on the order: a new one is refused, its thread is the place to add to. */
  complaintId: number | null;
}

export interface ComplaintDraft {
  orderNo: string;
  type: 'presale' | 'aftersale';
  reason: string;
  title: string;
  content: string;
  images: string[];
}

export interface ComplaintFormViewProps {
  orderNo: string;
  order?: ComplaintOrder;
  loading?: boolean;
  /** The order could not be loaded (unknown number …). */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  images: readonly UploadedImage[];
  onImageFiles: (files: File[]) => void;
  onImageRemove: (id: string) => void;
  onImageRetry?: (id: string) => void;
  /** Files the complaint; a returned promise keeps the form busy and, on failure, as typed. */
  onSubmit: (draft: ComplaintDraft) => unknown;
  submitting?: boolean;
  submitError?: string | null;
  ordersHref: string;
  threadHref: (id: number) => string;
  onNavigate?: Navigate;
}

const REASONS = ['invalidKey', 'usedKey', 'notReceived', 'rechargeFailed', 'notAsDescribed', 'other'] as const;
const COMPLAINABLE = new Set(['paid', 'processing', 'delivered', 'abnormal']);

/** File a complaint on an order (/inside/orderComplain?orderNo=): type, reason, title, content, proof images. */
export function ComplaintFormView(props: ComplaintFormViewProps) {
  const { orderNo, order, loading = false, error, onRetry, retrying, images, onImageFiles, onImageRemove, onImageRetry } = props;
  const { onSubmit, submitting = false, submitError, ordersHref, threadHref, onNavigate } = props;
  const t = useT();
  const [type, setType] = useState<ComplaintDraft['type']>('aftersale');
  const [reason, setReason] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'title' | 'content' | 'images', string>>>({});
  const header = (
    <PageHeader icon={<IconMessage size={20} />} title={t('route.inside.orderComplain')} subtitle={t('aftersale.complaint.subtitle')} />
  );
  const toOrders = (
    <a
      {...linkProps(ordersHref, onNavigate)}
      className="focus-ring inline-flex h-control-md items-center rounded-md border border-line-strong px-4 text-sm text-fg hover:text-primary-fg"
    >
      {t('aftersale.complaints.toOrders')}
    </a>
  );

  if (orderNo === '') {
    return (
      <Page kind="form">
        {header}
        <EmptyState title={t('aftersale.complaint.noOrderTitle')} description={t('aftersale.complaint.noOrderText')} action={toOrders} />
      </Page>
    );
  }
  if (error && !order) {
    return (
      <Page kind="form">
        {header}
        <ErrorState
          title={t('aftersale.complaint.orderError')}
          description={error}
          onRetry={onRetry}
          retrying={retrying}
          action={toOrders}
        />
      </Page>
    );
  }
  if (loading || !order) {
    return (
      <Page kind="form">
        {header}
        <PageSkeleton variant="form" label={t('aftersale.complaint.loading')} />
      </Page>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!reason) next.reason = t('aftersale.complaint.reasonRequired');
    if (!title.trim()) next.title = t('aftersale.complaint.titleRequired');
    if (!content.trim()) next.content = t('aftersale.complaint.contentRequired');
    if (images.some((image) => image.status === 'uploading')) next.images = t('aftersale.images.wait');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const first = (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    try {
      await onSubmit({
        orderNo: order.orderNo,
        type,
        reason: t(`aftersale.complaint.reason.${reason}` as MessageKey),
        title: title.trim(),
        content: content.trim(),
        images: images.flatMap((image) => (image.status === 'done' && image.url ? [image.url] : [])),
      });
    } catch {
      // submitError says why; everything typed stays.
    }
  };

  // A refresh of the order that failed while it stays shown is said above it, with a retry.
  const summary = (
    <>
      <StaleReadAlert error={error} shown={order} onRetry={onRetry} retrying={retrying} />
      <section aria-label={t('aftersale.complaint.orderTitle')} className="rounded-lg border border-line bg-surface p-4 shadow-xs">
        <DescriptionList
          columns={2}
          items={[
            { key: 'orderNo', label: t('aftersale.common.orderNo'), value: <span className="font-mono">{order.orderNo}</span> },
            { key: 'goods', label: t('aftersale.thread.goods'), value: order.goodsName },
            {
              key: 'status',
              label: t('aftersale.complaint.orderStatus'),
              value: <StatusTag kind="order" status={order.status} size="sm" />,
            },
            { key: 'amount', label: t('aftersale.complaint.amount'), value: formatYuan(order.amount) },
          ]}
        />
      </section>
    </>
  );

  if (order.complaintId !== null && order.status === 'complained') {
    return (
      <Page kind="form">
        {header}
        {summary}
        <Alert
          tone="warning"
          action={
            <a
              {...linkProps(threadHref(order.complaintId), onNavigate)}
              className="focus-ring rounded-sm text-sm font-medium text-primary-fg hover:underline"
            >
              {t('aftersale.complaint.toThread')}
            </a>
          }
        >
          {t('aftersale.complaint.alreadyOpen')}
        </Alert>
      </Page>
    );
  }
  if (!COMPLAINABLE.has(order.status)) {
    return (
      <Page kind="form">
        {header}
        {summary}
        <Alert tone="warning">{t('aftersale.complaint.notComplainable')}</Alert>
      </Page>
    );
  }

  return (
    <Page kind="form">
      {header}
      {summary}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('route.inside.orderComplain')}
        className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 shadow-xs sm:p-5"
      >
        <FormField label={t('aftersale.complaint.typeLabel')} group required>
          <RadioGroup
            name="type"
            variant="button"
            value={type}
            onValueChange={(value) => setType(value as ComplaintDraft['type'])}
            options={[
              { value: 'aftersale', label: t('aftersale.complaint.type.aftersale') },
              { value: 'presale', label: t('aftersale.complaint.type.presale') },
            ]}
          />
        </FormField>
        <FormField label={t('aftersale.complaint.reason')} required error={errors.reason}>
          <Select
            name="reason"
            value={reason}
            onChange={(value) => setReason(value)}
            placeholder
            options={REASONS.map((r) => ({ value: r, label: t(`aftersale.complaint.reason.${r}` as MessageKey) }))}
          />
        </FormField>
        <FormField label={t('aftersale.complaint.titleLabel')} required error={errors.title}>
          <Input
            name="title"
            value={title}
            maxLength={50}
            onChange={(event) => setTitle(event.target.value)}
            placeholder={t('aftersale.complaint.titlePlaceholder')}
          />
        </FormField>
        <FormField label={t('aftersale.complaint.contentLabel')} required error={errors.content}>
          <Textarea
            name="content"
            rows={5}
            maxLength={1000}
            showCount
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('aftersale.complaint.contentPlaceholder')}
          />
        </FormField>
        <FormField label={t('aftersale.complaint.imagesLabel')} optional error={errors.images} group>
          <ImageUploader images={images} onFiles={onImageFiles} onRemove={onImageRemove} onRetry={onImageRetry} />
        </FormField>
        {submitError ? (
          <Alert tone="danger" role="alert">
            {submitError}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="primary" loading={submitting}>
            {t('aftersale.complaint.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
