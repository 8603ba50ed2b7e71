export { DecorationEditorView, DecorationLeavePrompt, type DecorationEditorViewProps, type DeviceId } from './DecorationEditorView.tsx';
export type { DecorationOptions } from './types.ts';
