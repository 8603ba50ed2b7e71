export { LogoutDialog, type LogoutDialogProps, type LogoutKind } from './LogoutDialog.tsx';
