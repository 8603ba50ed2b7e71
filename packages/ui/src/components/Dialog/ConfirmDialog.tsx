import { useState, type ReactNode } from 'react';
import { IconAlertTriangle, IconInfo } from '#ui/icons/forms.tsx';
import { IconHelpCircle } from '#ui/icons/index.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { useControllableState } from '#ui/lib/useControllableState.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';

export interface ConfirmDialogProps extends Pick<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'title'> {
  /** The question or the message (for the logout notice: the server's msg). */
  description?: ReactNode;
  /** More content under the description. */
  children?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions (delete, regenerate a key): red button, warning icon. */
  tone?: 'primary' | 'danger' | 'info';
  /** Show the tone's icon beside the title (default true). */
  showIcon?: boolean;
  /**
   * Called on confirm. If it returns a promise the button shows a spinner, the dialog stays open and
   * cannot be dismissed until it settles; it closes on success and stays open on failure (the caller
   * reports the error, e.g. with a toast).
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Only the confirm button (an acknowledgement). */
  hideCancel?: boolean;
  /** See Dialog: `false` makes Escape and the mask do nothing. */
  dismissible?: boolean;
  /** Classes for the panel, e.g. `out-dialog`. */
  className?: string;
}

/** A question with confirm and cancel, built on Dialog; supports an async confirm with loading. */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  showIcon = true,
  onConfirm,
  onCancel,
  hideCancel = false,
  dismissible = true,
  className,
}: ConfirmDialogProps) {
  const t = useT();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [pending, setPending] = useState(false);

  const handleConfirm = async () => {
    const result = onConfirm();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // Stay open: the caller shows why; the user may retry or cancel.
      } finally {
        setPending(false);
      }
      return;
    }
    setOpen(false);
  };

  const Icon = tone === 'danger' ? IconAlertTriangle : tone === 'info' ? IconInfo : IconHelpCircle;
  const titleNode = showIcon ? (
    <span className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className={cx(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          tone === 'danger' ? 'bg-danger-soft text-danger' : tone === 'info' ? 'bg-info-soft text-info' : 'bg-primary-soft text-primary',
        )}
      >
        <Icon size={18} />
      </span>
      <span>{title}</span>
    </span>
  ) : (
    title
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
      trigger={trigger}
      title={titleNode}
      description={description}
      size="sm"
      dismissible={dismissible && !pending}
      hideClose={!dismissible}
      className={className}
      footer={
        <>
          {hideCancel ? null : (
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => {
                onCancel?.();
                setOpen(false);
              }}
            >
              {cancelLabel ?? t('ui.common.cancel')}
            </Button>
          )}
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={handleConfirm}>
            {confirmLabel ?? t('ui.common.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
