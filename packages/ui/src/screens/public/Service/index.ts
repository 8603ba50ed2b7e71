export { ServiceView, type ServiceViewProps } from './ServiceView.tsx';
export { FeedbackForm, type FeedbackFormProps, type FeedbackValues } from './FeedbackForm.tsx';
export { OtherAccountPanel, type OtherAccountPanelProps } from './OtherAccountPanel.tsx';
