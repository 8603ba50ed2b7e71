export { Dialog, DialogClose, type DialogProps } from './Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
