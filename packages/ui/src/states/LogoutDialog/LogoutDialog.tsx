import { useT } from '#ui/i18n/I18nProvider.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';

/** R4.8–R4.10: -1 the admin session ended, -2 the user session ended, -3 the 'other' area's. */
export type LogoutKind = -1 | -2 | -3;

const BUTTON = { [-1]: 'logout.button.admin', [-2]: 'logout.button.user', [-3]: 'logout.button.other' } as const;

export interface LogoutDialogProps {
  kind: LogoutKind;
  /** The server's `msg`, shown as the body (plain text). */
  message: string;
  /** The only way on: the app follows the dialog's target (login, /login, /other/service). */
  onConfirm: () => void;
  /** Default true: the app renders it while its effects store holds a dialog. */
  open?: boolean;
}

/**
 * The logout notice (spec §4): title 'Account logout notice', the server's message, one button
 * ('Go to login' / 'Re-login' / 'Confirm'). It must be answered: Escape, the mask and outside
 * presses do nothing, and there is no ×. The panel carries the class `out-dialog` (R4.11).
 */
export function LogoutDialog({ kind, message, onConfirm, open = true }: LogoutDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('logout.title')}
      description={message || undefined}
      confirmLabel={t(BUTTON[kind])}
      tone="info"
      hideCancel
      dismissible={false}
      className="out-dialog"
      onConfirm={onConfirm}
    />
  );
}
