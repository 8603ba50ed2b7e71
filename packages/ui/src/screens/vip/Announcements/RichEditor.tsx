import { useEffect, useRef, type KeyboardEvent } from 'react';
import { sanitizeHtml } from '#ui/components/RichText/sanitize.ts';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import type { MessageKey } from '@shop/session/messages';

export interface RichEditorProps {
  /** The starting HTML (sanitised before it is shown); the editor is uncontrolled after that: give it a `key` to start again. */
  initialHtml: string;
  /** The edited HTML, sanitised. */
  onChange: (html: string) => void;
  /** The id of the label that names the editing area. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

interface Tool {
  label: MessageKey;
  command: string;
  value?: string;
  glyph: string;
  glyphClass?: string;
}

const TOOLS: Tool[] = [
  { label: 'vipSite.editor.bold', command: 'bold', glyph: 'B', glyphClass: 'font-bold' },
  { label: 'vipSite.editor.italic', command: 'italic', glyph: 'I', glyphClass: 'italic font-serif' },
  { label: 'vipSite.editor.underline', command: 'underline', glyph: 'U', glyphClass: 'underline' },
  { label: 'vipSite.editor.heading', command: 'formatBlock', value: 'h3', glyph: 'H' },
  { label: 'vipSite.editor.bullets', command: 'insertUnorderedList', glyph: '•≡' },
  { label: 'vipSite.editor.numbers', command: 'insertOrderedList', glyph: '#≡' },
  { label: 'vipSite.editor.quote', command: 'formatBlock', value: 'blockquote', glyph: '❝' },
  { label: 'vipSite.editor.clear', command: 'removeFormat', glyph: '⌧' },
];

/**
 * A small rich-text editor: a toolbar (bold, italic, underline, heading, lists, quote, clear) over a
 * contentEditable area. What it shows and what it hands out is sanitised (the same DOMPurify rules as
 * RichText), so markup pasted or loaded can never run script. Ctrl/⌘+B / I / U work in the area; the
 * toolbar is one tab stop, its buttons reached with the arrow keys.
 */
export function RichEditor({ initialHtml, onChange, labelledBy, describedBy, invalid = false, className }: RichEditorProps) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (area.current) area.current.innerHTML = sanitizeHtml(initialHtml);
    // Only at the start: afterwards the area holds what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const emit = () => {
    const root = area.current;
    if (!root) return;
    const text = root.textContent?.trim() ?? '';
    onChange(text === '' && !root.querySelector('img') ? '' : sanitizeHtml(root.innerHTML));
  };

  const apply = (tool: Tool) => {
    area.current?.focus();
    document.execCommand(tool.command, false, tool.value);
    emit();
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null || index < 0) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length];
    for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
    target?.focus();
  };

  return (
    <div
      className={cx(
        'flex flex-col overflow-hidden rounded-md border bg-surface',
        invalid ? 'border-danger-line' : 'border-line',
        className,
      )}
    >
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t('vipSite.editor.toolbar')}
        aria-controls={`${labelledBy}-area`}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 border-b border-line bg-surface-muted px-2 py-1"
      >
        {TOOLS.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            tabIndex={i === 0 ? 0 : -1}
            title={t(tool.label)}
            aria-label={t(tool.label)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(tool)}
            className="inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm text-fg hover:bg-surface-strong focus-ring"
          >
            <span aria-hidden="true" className={tool.glyphClass}>
              {tool.glyph}
            </span>
          </button>
        ))}
      </div>
      <div
        ref={area}
        id={`${labelledBy}-area`}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        data-testid="rich-editor"
        className={cx(
          'min-h-40 max-h-96 overflow-y-auto px-3 py-2 text-sm leading-relaxed text-fg focus-ring-inset',
          '[&_h2]:my-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:my-2 [&_h3]:text-base [&_h3]:font-semibold [&_p]:my-1.5 [&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-6',
          '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-3 [&_blockquote]:text-fg-muted [&_a]:text-primary-fg [&_a]:underline',
        )}
      />
    </div>
  );
}
