import { useState, type ReactElement, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { IconClose } from '#ui/icons/common.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { cx } from '#ui/lib/cx.ts';
import { useOverflow } from '#ui/lib/useOverflow.ts';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (uncontrolled use); focus returns to it on close. */
  trigger?: ReactElement;
  /** The dialog's name, read first by screen readers. */
  title: ReactNode;
  /** A sentence under the title, read with it. */
  description?: ReactNode;
  /** Keep the title for screen readers only (e.g. an image viewer). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked full-width on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** `end`: a panel along the right edge, full height, the page beside it still visible (settings). */
  placement?: 'center' | 'end';
  /**
   * Escape, a click on the mask and the close button dismiss it (default). `false` for a dialog the
   * user must answer through its buttons, such as the logout notice.
   */
  dismissible?: boolean;
  /** Let a click on the mask close it (default true when dismissible). */
  closeOnOverlayClick?: boolean;
  /** Hide the × button (Escape still works when dismissible). */
  hideClose?: boolean;
  /** Classes for the dialog panel, e.g. `out-dialog` for the logout notice (spec R4.11). */
  className?: string;
  /** Where focus goes on open (default: the first focusable element of the body or footer). */
  onOpenAutoFocus?: (event: Event) => void;
}

const SIZES = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

/**
 * A modal dialog on @radix-ui/react-dialog: focus is trapped inside and returned on close, the page
 * behind is inert and does not scroll, Escape and the × button close it, and title and description
 * label it for screen readers. The × button comes last in the tab order so the first action gets focus.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  placement = 'center',
  dismissible = true,
  closeOnOverlayClick = true,
  hideClose = false,
  className,
  onOpenAutoFocus,
}: DialogProps) {
  const t = useT();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const bodyScrolls = useOverflow(body);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={cx(
            'fixed inset-0 z-(--z-dialog) animate-fade-in',
            placement === 'end' ? 'flex justify-end bg-mask/40' : 'grid place-items-center overflow-y-auto bg-mask p-3 sm:p-6',
          )}
        >
          <RadixDialog.Content
            className={cx(
              'relative flex w-full flex-col bg-surface text-fg shadow-xl outline-none',
              placement === 'end'
                ? 'h-dvh max-h-dvh animate-fade-in border-l border-line'
                : 'max-h-[calc(100dvh-1.5rem)] animate-pop-in rounded-xl sm:max-h-[calc(100dvh-3rem)]',
              SIZES[size],
              className,
            )}
            onOpenAutoFocus={onOpenAutoFocus}
            onEscapeKeyDown={(event) => {
              if (!dismissible) event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              if (!dismissible || !closeOnOverlayClick) event.preventDefault();
            }}
            onInteractOutside={(event) => {
              if (!dismissible || !closeOnOverlayClick) event.preventDefault();
            }}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div
              className={cx(
                'shrink-0 px-5 pt-5 sm:px-6',
                hideTitle && 'sr-only',
                !hideTitle && dismissible && !hideClose && 'pr-12 sm:pr-14',
              )}
            >
              <RadixDialog.Title className="text-lg font-semibold text-fg">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1.5 text-sm text-fg-muted">{description}</RadixDialog.Description>
              ) : null}
            </div>
            {children ? (
              <div
                ref={setBody}
                // Long content scrolls here; then keyboard users can focus it to scroll (WCAG 2.1.1).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={bodyScrolls ? 0 : undefined}
                className="focus-ring-inset min-h-0 flex-1 overflow-y-auto px-5 pt-4 text-sm sm:px-6"
              >
                {children}
              </div>
            ) : null}
            {footer ? (
              <div className="flex shrink-0 flex-col-reverse gap-2 px-5 pt-5 pb-5 sm:flex-row sm:justify-end sm:px-6">{footer}</div>
            ) : (
              <div className="pb-5" />
            )}
            {dismissible && !hideClose ? (
              <RadixDialog.Close
                aria-label={t('ui.dialog.close')}
                className="focus-ring absolute top-4 right-4 flex size-8 items-center justify-center rounded-md text-fg-subtle transition-colors hover:bg-surface-strong hover:text-fg"
              >
                <IconClose size={18} />
              </RadixDialog.Close>
            ) : null}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it is in (for custom footers). */
export const DialogClose = RadixDialog.Close;
