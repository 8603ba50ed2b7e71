import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { StatusTag } from '#ui/components/StatusTag/StatusTag.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { linkProps } from '#ui/lib/links.tsx';
import {
  ComplaintThreadPage,
  type ComplaintThreadViewBase,
  ThreadFiled,
  ThreadImages,
  ThreadMessages,
  ThreadReplyForm,
  useThreadReply,
} from '#ui/page/ComplaintThread.tsx';
import { ImageUploader } from '../shared/ImageUploader.tsx';

export interface ComplaintThreadViewProps extends ComplaintThreadViewBase {
  orderHref: (orderNo: string) => string;
  /** Closes the complaint (solved); asked first. */
  onClose: () => unknown;
}

/** One complaint (/inside/complain?id=): what was filed, the thread, a reply with images, close. */
export function ComplaintThreadView(props: ComplaintThreadViewProps) {
  const { complaint, backHref, orderHref, onNavigate } = props;
  const { images, onImageFiles, onImageRemove, onImageRetry, onReply, replying = false, replyError, onClose } = props;
  const t = useT();
  const reply = useThreadReply(images, onReply, { required: t('aftersale.thread.replyRequired'), wait: t('aftersale.images.wait') });
  return (
    <ComplaintThreadPage
      state={props}
      complaint={complaint}
      backHref={backHref}
      backLabel={t('aftersale.thread.back')}
      onNavigate={onNavigate}
      errorTitle={t('aftersale.thread.errorTitle')}
      loadingLabel={t('aftersale.thread.loading')}
    >
      {(complaint) => (
        <>
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <StatusTag kind="complaint" status={complaint.status} />
              <Tag tone="neutral">{t(`aftersale.complaint.type.${complaint.type}`)}</Tag>
            </div>
            <h1 className="text-xl font-semibold text-fg sm:text-2xl">{complaint.title}</h1>
          </header>
          <ThreadFiled
            label={t('aftersale.thread.filed')}
            className="sm:p-5"
            content={complaint.content}
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
          >
            <ThreadImages urls={complaint.images} label={t('aftersale.thread.proof')} />
          </ThreadFiled>
          <ThreadMessages
            messages={complaint.messages}
            headingId="thread-title"
            title={t('aftersale.thread.title', { count: complaint.messages.length })}
            emptyText={t('aftersale.thread.noReplies')}
            listLabel={t('aftersale.thread.messages')}
            mine={(message) => message.from === 'customer'}
            roleLabel={(message) => t(`aftersale.thread.from.${message.from}`)}
            imagesLabel={t('aftersale.thread.images')}
          />
          {complaint.status === 'closed' ? (
            <Alert tone="info">{t('aftersale.thread.closedText', { time: complaint.updatedAt })}</Alert>
          ) : (
            <ThreadReplyForm
              reply={reply}
              title={t('aftersale.thread.replyTitle')}
              className="sm:p-5"
              fieldLabel={t('aftersale.thread.replyLabel')}
              placeholder={t('aftersale.thread.replyPlaceholder')}
              uploader={<ImageUploader images={images} onFiles={onImageFiles} onRemove={onImageRemove} onRetry={onImageRetry} />}
              replying={replying}
              replyError={replyError}
              sendLabel={t('aftersale.thread.send')}
              actions={
                <ConfirmDialog
                  title={t('aftersale.thread.closeTitle')}
                  description={t('aftersale.thread.closeText')}
                  confirmLabel={t('aftersale.thread.close')}
                  onConfirm={onClose}
                  trigger={<Button variant="secondary">{t('aftersale.thread.close')}</Button>}
                />
              }
            />
          )}
        </>
      )}
    </ComplaintThreadPage>
  );
}
