export {
  COMPLAINT_IMAGE_MAX_BYTES,
  COMPLAINT_IMAGE_TYPES,
  ImageUploader,
  type ImageUploaderProps,
  type UploadedImage,
} from './ImageUploader.tsx';
