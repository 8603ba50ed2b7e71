export {
  CallbackResultView,
  type CallbackBack,
  type CallbackFailure,
  type CallbackKind,
  type CallbackProvider,
  type CallbackResultState,
  type CallbackResultViewProps,
} from './CallbackResultView.tsx';
export { MpQrcodeView, type MpQrcodeViewProps, type MpQrcodeStatus } from './MpQrcodeView.tsx';
