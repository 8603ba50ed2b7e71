import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../components/Alert/Alert.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Dialog, type DialogProps } from '../components/Dialog/Dialog.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';

export interface FormDialogProps {
  open: boolean;
  /** Closes it (取消, Escape, ×); not while saving. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogProps['size'];
  /** The form was sent (its default action already prevented): check the fields, then save. */
  onSubmit: () => unknown;
  /** A save is on its way: the submit button spins, 取消 and closing wait. */
  saving?: boolean;
  /** Why the last save failed, at the form's foot (the fields keep what was typed). */
  error?: string | null;
  errorTitle?: ReactNode;
  /** The submit button's words (default 保存). */
  submitLabel?: ReactNode;
  submitDisabled?: boolean;
  /** `danger` for a submit that removes or refuses something. */
  submitTone?: 'primary' | 'danger';
  /** Buttons between 取消 and the submit button (a preview …). */
  extraActions?: ReactNode;
  /** The fields. */
  children: ReactNode;
  formClassName?: string;
  /** The form's id, when something outside the dialog submits it. */
  formId?: string;
}

/**
 * The edit dialog of a list screen: a form in ui's Dialog with 取消 and 保存 at its foot, 保存 spinning
 * while the save is on its way, the dialog staying open until it settles, and the server's refusal
 * above the buttons. The model is Ant Design Pro's ModalForm.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  size,
  onSubmit,
  saving = false,
  error,
  errorTitle,
  submitLabel,
  submitDisabled = false,
  submitTone = 'primary',
  extraActions,
  children,
  formClassName,
  formId,
}: FormDialogProps) {
  const t = useT();
  const ownId = useId();
  const id = formId ?? `form-dialog-${ownId}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('ui.common.cancel')}
          </Button>
          {extraActions}
          <Button type="submit" form={id} variant={submitTone} loading={saving} disabled={submitDisabled}>
            {submitLabel ?? t('ui.action.save')}
          </Button>
        </>
      }
    >
      {open ? (
        <form id={id} noValidate onSubmit={submit} className={cx('flex flex-col gap-4', formClassName)}>
          {children}
          {error ? (
            <Alert tone="danger" role="alert" title={errorTitle}>
              {error}
            </Alert>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
