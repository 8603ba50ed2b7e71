export {
  createToaster,
  TOAST_DURATION,
  ToastProvider,
  ToastViewport,
  useToast,
  type Toaster,
  type ToasterOptions,
  type ToastItem,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './Toast.tsx';
