import type { LogoutDialog as LogoutDialogData } from '@shop/session';
import { LogoutDialog as LogoutDialogView } from '@shop/ui';

/**
 * The logout notice (R4.8–R4.11): ui's dialog (class `out-dialog`, one button, cannot be dismissed).
 * Loaded lazily by EffectsRoot: Radix Dialog stays out of the initial bundle.
 */
export function LogoutDialog({ dialog, onConfirm }: { dialog: LogoutDialogData; onConfirm: () => void }) {
  return <LogoutDialogView kind={dialog.kind} message={dialog.message} onConfirm={onConfirm} />;
}
