import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { IconRefresh } from '#ui/icons/common.tsx';
import { IconFile, IconTrash, IconUpload } from '#ui/icons/index.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { formatBytes } from '#ui/lib/format.ts';
import { Button } from '../Button/Button.tsx';
import { describeAccept, fileAccepted } from './accept.ts';

export type UploadRejectionReason = 'type' | 'size' | 'empty' | 'count';

export interface UploadRejection {
  file: File;
  reason: UploadRejectionReason;
  /** The message shown, in the current locale. */
  message: string;
}

export interface UploadFileItem {
  id: string;
  name: string;
  size?: number;
  status: 'uploading' | 'done' | 'error';
  /** 0–100 while uploading. */
  progress?: number;
  /** Why it failed (e.g. the server's msg). */
  error?: string;
}

export interface UploadProps {
  /** Accepted MIME types and/or extensions: ["image/jpeg", "image/png", ".webp"]. */
  accept?: readonly string[];
  /** Largest file, bytes. */
  maxSize?: number;
  multiple?: boolean;
  /** At most this many files per selection. */
  maxFiles?: number;
  disabled?: boolean;
  /** The files that passed the checks. */
  onFiles: (files: File[]) => void;
  /** The files that did not, with the messages shown. */
  onReject?: (rejections: UploadRejection[]) => void;
  /** Files to list under the drop zone, with their upload state. */
  files?: readonly UploadFileItem[];
  onRemove?: (id: string) => void;
  onRetry?: (id: string) => void;
  /** A drop zone (default) or a compact button. */
  variant?: 'dropzone' | 'button';
  /** Main text of the drop zone (default "Click or drag files here to upload"). */
  prompt?: ReactNode;
  /** Extra help under the prompt. */
  hint?: ReactNode;
  /** Names the control when `prompt` is not plain text. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Choose files by click, keyboard (it is a button) or drag and drop; each file is checked for type,
 * size and emptiness, and refused files are listed with a message that says why and what is allowed.
 * Uploading is the caller's job: it gets the accepted `File`s and passes back `files` with progress.
 */
export function Upload({
  accept,
  maxSize,
  multiple = false,
  maxFiles,
  disabled = false,
  onFiles,
  onReject,
  files,
  onRemove,
  onRetry,
  variant = 'dropzone',
  prompt,
  hint,
  className,
  ...aria
}: UploadProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragDepth, setDragDepth] = useState(0);
  const [rejections, setRejections] = useState<UploadRejection[]>([]);
  const typesText = accept && accept.length > 0 ? describeAccept(accept, t('ui.common.listSeparator')) : '';

  const take = (list: FileList | File[] | null) => {
    if (!list || disabled) return;
    const chosen = Array.from(list);
    const accepted: File[] = [];
    const refused: UploadRejection[] = [];
    for (const file of chosen) {
      if (!fileAccepted(file, accept))
        refused.push({ file, reason: 'type', message: t('ui.upload.rejectType', { name: file.name, types: typesText }) });
      else if (maxSize !== undefined && file.size > maxSize)
        refused.push({
          file,
          reason: 'size',
          message: t('ui.upload.rejectSize', { name: file.name, size: formatBytes(file.size), max: formatBytes(maxSize) }),
        });
      else if (file.size === 0) refused.push({ file, reason: 'empty', message: t('ui.upload.rejectEmpty', { name: file.name }) });
      else accepted.push(file);
    }
    const limit = multiple ? (maxFiles ?? Infinity) : 1;
    if (accepted.length > limit) {
      const extra = accepted.splice(limit);
      const message = t('ui.upload.rejectCount', { max: limit, count: extra.length });
      for (const file of extra) refused.push({ file, reason: 'count', message });
    }
    setRejections(refused);
    if (refused.length > 0) onReject?.(refused);
    if (accepted.length > 0) onFiles(accepted);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragDepth(0);
    take(event.dataTransfer.files);
  };
  const dragging = dragDepth > 0 && !disabled;

  const hints = [
    typesText ? t('ui.upload.types', { types: typesText }) : null,
    maxSize !== undefined ? t('ui.upload.maxSize', { size: formatBytes(maxSize) }) : null,
    multiple && maxFiles !== undefined ? t('ui.upload.maxFiles', { count: maxFiles }) : null,
  ].filter(Boolean);
  const uniqueMessages = [...new Set(rejections.map((r) => r.message))];

  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <input
        ref={inputRef}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept?.join(',')}
        multiple={multiple}
        disabled={disabled}
        data-testid="upload-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {variant === 'dropzone' ? (
        <div
          onDragEnter={(e) => {
            e.preventDefault();
            setDragDepth((d) => d + 1);
          }}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
          }}
          onDragLeave={() => setDragDepth((d) => Math.max(0, d - 1))}
          onDrop={onDrop}
          className={cx(
            'rounded-lg border border-dashed transition-colors',
            dragging ? 'border-primary bg-primary-soft' : 'border-line-strong bg-surface-muted hover:border-primary',
            disabled && 'opacity-60 hover:border-line-strong',
          )}
        >
          <button
            type="button"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-label={aria['aria-label']}
            aria-describedby={hints.length > 0 || hint ? hintId : undefined}
            className="focus-ring flex w-full flex-col items-center gap-2 rounded-lg px-4 py-6 text-center disabled:cursor-not-allowed sm:py-8"
          >
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
              <IconUpload size={20} />
            </span>
            <span className="text-sm font-medium text-fg">{dragging ? t('ui.upload.dropNow') : (prompt ?? t('ui.upload.prompt'))}</span>
            <span id={hintId} className="flex flex-col text-xs text-fg-subtle">
              {hints.length > 0 ? <span>{hints.join(t('ui.common.clauseSeparator'))}</span> : null}
              {hint ? <span>{hint}</span> : null}
            </span>
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            icon={<IconUpload />}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-describedby={hints.length > 0 || hint ? hintId : undefined}
          >
            {prompt ?? t('ui.upload.promptShort')}
          </Button>
          <span id={hintId} className="text-xs text-fg-subtle">
            {[...hints, hint].filter(Boolean).map((h, i) => (
              <span key={i} className="block">
                {h}
              </span>
            ))}
          </span>
        </div>
      )}

      <div role="alert" className="empty:hidden">
        {uniqueMessages.length > 0 ? (
          <ul className="flex flex-col gap-1 rounded-md border border-danger-line bg-danger-soft px-3 py-2 text-xs text-danger-fg">
            {uniqueMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>

      {files && files.length > 0 ? (
        <ul aria-label={t('ui.upload.files')} className="flex flex-col gap-1.5">
          {files.map((file) => (
            <li
              key={file.id}
              className={cx(
                'flex items-center gap-3 rounded-md border px-3 py-2 text-sm',
                file.status === 'error' ? 'border-danger-line bg-danger-soft' : 'border-line bg-surface',
              )}
            >
              <IconFile className={cx('shrink-0', file.status === 'error' ? 'text-danger' : 'text-fg-subtle')} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex min-w-0 items-baseline gap-2">
                  <span className="truncate text-fg">{file.name}</span>
                  {file.size !== undefined ? <span className="shrink-0 text-xs text-fg-subtle">{formatBytes(file.size)}</span> : null}
                </div>
                {file.status === 'uploading' ? (
                  <div
                    role="progressbar"
                    aria-label={t('ui.upload.uploading', { percent: Math.round(file.progress ?? 0) })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(file.progress ?? 0)}
                    className="h-1 overflow-hidden rounded-full bg-surface-strong"
                  >
                    <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${file.progress ?? 0}%` }} />
                  </div>
                ) : (
                  <span className={cx('text-xs', file.status === 'error' ? 'text-danger-fg' : 'text-success-fg')}>
                    {file.status === 'error' ? (file.error ?? t('ui.upload.failed')) : t('ui.upload.done')}
                  </span>
                )}
              </div>
              {file.status === 'error' && onRetry ? (
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  icon={<IconRefresh />}
                  aria-label={t('ui.upload.retry', { name: file.name })}
                  onClick={() => onRetry(file.id)}
                />
              ) : null}
              {onRemove ? (
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  icon={<IconTrash />}
                  aria-label={t('ui.upload.remove', { name: file.name })}
                  onClick={() => onRemove(file.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
