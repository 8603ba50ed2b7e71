export { Upload, type UploadFileItem, type UploadProps, type UploadRejection, type UploadRejectionReason } from './Upload.tsx';
export { describeAccept, fileAccepted } from './accept.ts';
