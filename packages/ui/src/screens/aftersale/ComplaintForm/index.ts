export { ComplaintFormView, type ComplaintDraft, type ComplaintFormViewProps, type ComplaintOrder } from './ComplaintFormView.tsx';
