import { useState, type FormEvent, type ReactNode } from 'react';
import type { Complaint, ComplaintMessage } from '@shop/session/contract';
import { Alert } from '../components/Alert/Alert.tsx';
import { Image } from '../components/Avatar/Avatar.tsx';
import { Button } from '../components/Button/Button.tsx';
import { DescriptionList, type DescriptionItem } from '../components/DescriptionList/DescriptionList.tsx';
import { ErrorState } from '../components/ErrorState/ErrorState.tsx';
import { FormField } from '../components/FormField/FormField.tsx';
import { Textarea } from '../components/Textarea/Textarea.tsx';
import type { UploadFileItem } from '../components/Upload/Upload.tsx';
import { IconChevronLeft } from '../icons/index.tsx';
import { cx } from '../lib/cx.ts';
import { linkProps, type Navigate } from '../lib/links.tsx';
import { PageSkeleton } from '../states/PageState/PageState.tsx';
import { Page } from './Page.tsx';
import type { ReadState } from './readState.ts';
import { StaleReadAlert } from './TableRead.tsx';

// One complaint's page as the buyer (aftersale) and the supplier (supply) both see it: the way back,
// what was filed, the thread of messages and the reply form. Each side keeps its own header and words.

const CARD = 'flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-xs';

/** An image of the reply being written; `url` once the server has it. */
export interface ThreadImage extends UploadFileItem {
  url?: string;
}

/** The props both sides' thread views take: the read, the way back, the reply and its images. */
export interface ComplaintThreadViewBase extends ReadState {
  complaint?: Complaint;
  backHref: string;
  onNavigate?: Navigate;
  /** Images of the reply being written (the app uploads each at once). */
  images: readonly ThreadImage[];
  onImageFiles: (files: File[]) => void;
  onImageRemove: (id: string) => void;
  onImageRetry?: (id: string) => void;
  /** Sends a reply; a returned promise keeps the form busy and, on failure, as typed. */
  onReply: (reply: { content: string; images: string[] }) => unknown;
  replying?: boolean;
  replyError?: string | null;
}

export interface ComplaintThreadPageProps {
  /** The screen's read of the complaint (a view's own props). */
  state: ReadState;
  complaint: Complaint | undefined;
  backHref: string;
  backLabel: string;
  onNavigate?: Navigate;
  errorTitle: string;
  loadingLabel: string;
  /** A page heading for screen readers while there is no complaint to title the page. */
  srTitle?: string;
  /** The page once the complaint is in. */
  children: (complaint: Complaint) => ReactNode;
}

/** The link back to the list, the first load's placeholders or failure, then the complaint. */
export function ComplaintThreadPage({ state, complaint, backHref, backLabel, onNavigate, ...page }: ComplaintThreadPageProps) {
  const { loading = false, error, retrying, onRetry } = state;
  const back = (
    <a
      {...linkProps(backHref, onNavigate)}
      className="focus-ring inline-flex w-fit items-center gap-1 rounded-sm text-sm text-fg-muted hover:text-primary-fg"
    >
      <IconChevronLeft size={14} />
      {backLabel}
    </a>
  );
  const srTitle = page.srTitle ? <h1 className="sr-only">{page.srTitle}</h1> : null;
  if (error && !complaint) {
    return (
      <Page kind="form">
        {back}
        {srTitle}
        <ErrorState title={page.errorTitle} description={error} onRetry={onRetry} retrying={retrying} />
      </Page>
    );
  }
  if (loading || !complaint) {
    return (
      <Page kind="form">
        {back}
        {srTitle}
        <PageSkeleton variant="detail" label={page.loadingLabel} />
      </Page>
    );
  }
  return (
    <Page kind="form">
      {back}
      <StaleReadAlert error={error} shown={complaint} onRetry={onRetry} retrying={retrying} />
      {page.children(complaint)}
    </Page>
  );
}

/** Images of a complaint or a message, each opening full size in a new tab. */
export function ThreadImages({ urls, label }: { urls: readonly string[]; label: string }) {
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

export interface ThreadFiledProps {
  label: string;
  items: DescriptionItem[];
  content: string;
  className?: string;
  /** Under the complaint's text: its proof images. */
  children?: ReactNode;
}

/** What the buyer filed: order, goods, reason and time, then the complaint's own words. */
export function ThreadFiled({ label, items, content, className, children }: ThreadFiledProps) {
  return (
    <section aria-label={label} className={cx(CARD, className)}>
      <DescriptionList columns={2} items={items} />
      <p className="text-sm whitespace-pre-wrap text-fg">{content}</p>
      {children}
    </section>
  );
}

export interface ThreadMessagesProps {
  messages: readonly ComplaintMessage[];
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  title: string;
  emptyText: string;
  listLabel: string;
  /** Whether the viewer wrote it (drawn on the right). */
  mine: (message: ComplaintMessage) => boolean;
  /** Who wrote it (买家, 客服 …). */
  roleLabel: (message: ComplaintMessage) => string;
  /** The name of a message's images (default: its role). */
  imagesLabel?: string;
}

/** The thread: one bubble a message, the viewer's own on the right. */
export function ThreadMessages({ messages, headingId, title, emptyText, listLabel, mine, roleLabel, imagesLabel }: ThreadMessagesProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold text-fg">
        {title}
      </h2>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-fg-muted">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={listLabel}>
          {messages.map((message) => {
            const own = mine(message);
            const role = roleLabel(message);
            return (
              <li key={message.id} className={cx('flex flex-col gap-1', own ? 'items-end' : 'items-start')}>
                <span className="text-xs text-fg-muted">
                  {role} · {message.author} · <span className="tabular-nums">{message.createdAt}</span>
                </span>
                <div
                  className={cx(
                    'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap text-fg',
                    own ? 'bg-primary-soft' : 'bg-surface-muted',
                  )}
                >
                  {message.content}
                  <ThreadImages urls={message.images} label={imagesLabel ?? role} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export interface ThreadReplyWords {
  /** Said when 发送 is pressed with nothing typed. */
  required: string;
  /** Said when 发送 is pressed while an image is still uploading. */
  wait: string;
}

/** The reply being written; kept by the view so that a reload does not drop what was typed. */
export interface ThreadReply {
  content: string;
  setContent: (content: string) => void;
  problem: string | null;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** The reply's text and its checks: something typed, every image in; cleared once sent. */
export function useThreadReply(
  images: readonly ThreadImage[],
  onReply: ComplaintThreadViewBase['onReply'],
  words: ThreadReplyWords,
): ThreadReply {
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content.trim()) return setProblem(words.required);
    if (images.some((image) => image.status === 'uploading')) return setProblem(words.wait);
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
  return { content, setContent, problem, submit };
}

export interface ThreadReplyFormProps {
  reply: ThreadReply;
  /** The form's name. */
  title: string;
  fieldLabel: string;
  placeholder?: string;
  /** The images' picker, under the text. */
  uploader: ReactNode;
  replying: boolean;
  replyError?: string | null;
  sendLabel: string;
  /** Other actions, on the left of 发送. */
  actions?: ReactNode;
  className?: string;
}

/** The reply: text, images, why it was not sent, and 发送. */
export function ThreadReplyForm({
  reply,
  title,
  fieldLabel,
  placeholder,
  uploader,
  replying,
  replyError,
  sendLabel,
  actions,
  className,
}: ThreadReplyFormProps) {
  const problem = reply.problem ?? replyError;
  return (
    <form noValidate onSubmit={(event) => void reply.submit(event)} aria-label={title} className={cx(CARD, className)}>
      <FormField label={fieldLabel} required>
        <Textarea
          name="content"
          rows={3}
          maxLength={1000}
          showCount
          value={reply.content}
          onChange={(event) => reply.setContent(event.target.value)}
          placeholder={placeholder}
        />
      </FormField>
      {uploader}
      {problem ? (
        <Alert tone="danger" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div className={cx('flex gap-2', actions ? 'flex-wrap justify-between' : 'justify-end')}>
        {actions}
        <Button type="submit" variant="primary" loading={replying}>
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}
