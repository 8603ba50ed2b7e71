export { RichEditor, type RichEditorProps } from './RichEditor.tsx';
export { VipAnnouncementView, type AnnouncementDraft, type VipAnnouncementViewProps } from './VipAnnouncementView.tsx';
