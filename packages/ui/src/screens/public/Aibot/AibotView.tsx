import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Alert } from '#ui/components/Alert/Alert.tsx';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { ErrorState } from '#ui/components/ErrorState/ErrorState.tsx';
import { Skeleton } from '#ui/components/Skeleton/Skeleton.tsx';
import { Textarea } from '#ui/components/Textarea/Textarea.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconHelpCircle, IconMessage, IconTrash, IconUser } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';
import { UiLink } from '#ui/lib/link.tsx';
import type { ReadState } from '#ui/page/readState.ts';
import { StaleReadAlert } from '#ui/page/TableRead.tsx';
import { PageHeader } from '#ui/page/PageHeader.tsx';
import { Page } from '#ui/page/Page.tsx';

// A keyboard is likely where the main pointer is fine (mouse, trackpad): only there does the
// placeholder name Enter / Shift+Enter; a phone gets the short one.
const FINE_POINTER = '(pointer: fine)';
const subscribePointer = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(FINE_POINTER);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const hasFinePointer = () => typeof window.matchMedia === 'function' && window.matchMedia(FINE_POINTER).matches;

/** One message of the conversation (the app keeps them in this browser). */
export interface AibotMessage {
  id: string;
  role: 'user' | 'bot';
  text: string;
  /** YYYY-MM-DD HH:mm:ss */
  at: string;
}

export interface AibotViewProps extends ReadState {
  /** The bot's greeting (getAibotSuggest); undefined while it loads. */
  greeting?: string;
  /** The conversation so far, oldest first. */
  messages: AibotMessage[];
  /** Suggested questions: the follow-ups of the last answer, else the greeting's. */
  suggestions: string[];
  onSend: (text: string) => unknown;
  /** A question is on its way: it shows, and the bot is typing. */
  pending?: string | null;
  /** The question that could not be sent, and why: shown with a retry. */
  failed?: { text: string; error: string } | null;
  onRetrySend: () => void;
  onDismissFailed: () => void;
  onClear: () => void;
  links: { human: string };
}

const MAX_LENGTH = 500;

function Bubble({ from: role, children, at, testId }: { from: 'user' | 'bot'; children: ReactNode; at?: string; testId?: string }) {
  const t = useT();
  const mine = role === 'user';
  return (
    <li className={cx('flex items-end gap-2', mine && 'flex-row-reverse')} data-role={role} data-testid={testId}>
      <span
        aria-hidden="true"
        className={cx(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          mine ? 'bg-primary text-fg-on-solid' : 'bg-primary-soft text-primary-fg',
        )}
      >
        {mine ? <IconUser size={16} /> : <IconMessage size={16} />}
      </span>
      <div className={cx('flex max-w-[80%] flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
        <span className="sr-only">{mine ? t('aibot.me') : t('aibot.bot')}</span>
        <div
          className={cx(
            'rounded-lg px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
            mine ? 'rounded-br-xs bg-primary text-fg-on-solid' : 'rounded-bl-xs border border-line bg-surface text-fg',
          )}
        >
          {children}
        </div>
        {at ? <span className="text-xs tabular-nums text-fg-muted">{at.slice(11, 16)}</span> : null}
      </div>
    </li>
  );
}

/**
 * `/aibot`: the customer-service bot — the conversation (kept in this browser), suggested questions,
 * the question box (Enter sends, Shift+Enter breaks the line), the bot typing while an answer is on its
 * way, a failed question with a retry, clearing the history, and the way to a person (/service).
 */
export function AibotView(props: AibotViewProps) {
  const { greeting, messages, suggestions, onSend, pending, failed, onRetrySend, onDismissFailed, onClear, links } = props;
  const { error, onRetry, retrying } = props;
  const t = useT();
  const [text, setText] = useState('');
  const [clearing, setClearing] = useState(false);
  const endRef = useRef<HTMLLIElement>(null);
  const busy = Boolean(pending);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending, failed]);

  const send = (question: string) => {
    const value = question.trim();
    if (value === '' || busy) return;
    setText('');
    void onSend(value.slice(0, MAX_LENGTH));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(text);
  };
  const keyboard = useSyncExternalStore(subscribePointer, hasFinePointer, () => false);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(text);
    }
  };

  return (
    <Page kind="form" frame="storefront">
      <PageHeader
        icon={<IconMessage size={20} />}
        title={t('route.aibot')}
        subtitle={t('aibot.subtitle')}
        actions={
          <>
            <UiLink
              href={links.human}
              className="focus-ring inline-flex h-control-md items-center gap-1.5 rounded-md border border-line-strong bg-surface px-4 text-sm font-medium text-fg hover:border-primary hover:text-primary-fg"
            >
              <IconHelpCircle size={16} aria-hidden="true" />
              {t('aibot.human')}
            </UiLink>
            <Button
              variant="ghost"
              icon={<IconTrash size={16} />}
              disabled={messages.length === 0 || busy}
              onClick={() => setClearing(true)}
            >
              {t('aibot.clear')}
            </Button>
          </>
        }
      />

      {/* The greeting and its suggestions stay shown when a refresh of them failed: said above, with a retry. */}
      <StaleReadAlert error={error} shown={greeting} onRetry={onRetry} retrying={retrying} />
      <section
        aria-label={t('aibot.conversation')}
        className="flex min-h-80 flex-col rounded-lg border border-line bg-surface-muted shadow-xs"
      >
        {/* The log scrolls; focusable so the keyboard can scroll it too. */}
        <div
          role="log"
          aria-live="polite"
          aria-label={t('aibot.messages')}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          // The pane takes the screen's height left by the header, the form and the note (20 rem at least).
          className="focus-ring h-[max(20rem,calc(100dvh-24rem))] overflow-y-auto rounded-t-lg p-4"
        >
          <ol className="flex flex-col gap-4">
            {greeting !== undefined ? (
              <Bubble from="bot">{greeting}</Bubble>
            ) : error ? null : (
              <li className="flex items-end gap-2">
                <Skeleton shape="circle" width={32} height={32} />
                <Skeleton width="60%" height={40} />
              </li>
            )}
            {messages.map((message) => (
              <Bubble key={message.id} from={message.role} at={message.at} testId={`message-${message.role}`}>
                {message.text}
              </Bubble>
            ))}
            {pending ? (
              <>
                <Bubble from="user" testId="message-pending">
                  {pending}
                </Bubble>
                <li className="flex items-end gap-2" data-testid="typing">
                  <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary-fg">
                    <IconMessage size={16} />
                  </span>
                  <span
                    className="flex items-center gap-1 rounded-lg rounded-bl-xs border border-line bg-surface px-3 py-2.5"
                    role="status"
                  >
                    <span className="sr-only">{t('aibot.typing')}</span>
                    {[0, 1, 2].map((i) => (
                      <span
                        key={i}
                        aria-hidden="true"
                        className="size-1.5 animate-bounce rounded-full bg-fg-muted motion-reduce:animate-none"
                        style={{ animationDelay: `${i * 150}ms` }}
                      />
                    ))}
                  </span>
                </li>
              </>
            ) : null}
            {failed ? (
              <li className="flex flex-col items-end gap-2" data-testid="message-failed">
                <span className="max-w-[80%] rounded-lg rounded-br-xs border border-dashed border-danger-line bg-surface px-3 py-2 text-sm whitespace-pre-wrap text-fg">
                  {failed.text}
                </span>
                <Alert
                  tone="danger"
                  role="alert"
                  title={t('aibot.failed')}
                  className="w-full sm:max-w-md"
                  action={
                    <span className="flex gap-2">
                      <Button size="sm" variant="primary" onClick={onRetrySend}>
                        {t('aibot.resend')}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={onDismissFailed}>
                        {t('aibot.dismiss')}
                      </Button>
                    </span>
                  }
                >
                  {failed.error}
                </Alert>
              </li>
            ) : null}
            <li ref={endRef} aria-hidden="true" />
          </ol>
        </div>
        {error && greeting === undefined ? <ErrorState size="sm" description={error} onRetry={onRetry} retrying={retrying} /> : null}
      </section>

      {suggestions.length > 0 ? (
        <nav aria-label={t('aibot.suggestions')} className="flex flex-wrap gap-2">
          {suggestions.map((question) => (
            <button
              key={question}
              type="button"
              disabled={busy}
              onClick={() => send(question)}
              className="focus-ring rounded-full border border-primary-line bg-surface px-3 py-1 text-sm text-primary-fg hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-50"
            >
              {question}
            </button>
          ))}
        </nav>
      ) : null}

      <form onSubmit={submit} aria-label={t('aibot.ask')} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="sr-only" htmlFor="aibot-question">
          {t('aibot.question')}
        </label>
        <Textarea
          id="aibot-question"
          name="question"
          rows={2}
          resizable={false}
          maxLength={MAX_LENGTH}
          value={text}
          placeholder={t(keyboard ? 'aibot.placeholder' : 'aibot.placeholderShort')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          wrapperClassName="min-w-0 flex-1"
        />
        {/* Disabled, it stays readable (AA): a grey button, not the primary faded to half. */}
        <Button
          type="submit"
          variant="primary"
          loading={busy}
          disabled={text.trim() === ''}
          className="disabled:border-line! disabled:bg-surface-strong! disabled:text-fg-muted! disabled:opacity-100!"
        >
          {t('aibot.send')}
        </Button>
      </form>
      <p className="text-xs text-fg-muted">{t('aibot.kept')}</p>

      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title={t('aibot.clearTitle')}
        description={t('aibot.clearText')}
        confirmLabel={t('aibot.clearConfirm')}
        tone="danger"
        onConfirm={() => {
          onClear();
          setClearing(false);
        }}
      />
    </Page>
  );
}
