import { useT } from '#ui/i18n/I18nProvider.tsx';
import { Upload, type UploadFileItem } from '#ui/components/Upload/Upload.tsx';

/** An image being uploaded for a complaint or a reply; `url` once the server has it. */
export interface UploadedImage extends UploadFileItem {
  url?: string;
}

export interface ImageUploaderProps {
  images: readonly UploadedImage[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  onRetry?: (id: string) => void;
  /** At most this many images in all (the server takes 5). */
  max?: number;
  disabled?: boolean;
}

/** The server's image rules (customer.uploadFile): JPG, PNG, WebP, GIF up to 10 MB. */
export const COMPLAINT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const COMPLAINT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Proof images: Upload's type and size checks, thumbnails of what is in. */
export function ImageUploader({ images, onFiles, onRemove, onRetry, max = 5, disabled = false }: ImageUploaderProps) {
  const t = useT();
  const left = Math.max(0, max - images.length);
  const done = images.filter((image) => image.status === 'done' && image.url);
  return (
    <div className="flex flex-col gap-2">
      <Upload
        accept={COMPLAINT_IMAGE_TYPES}
        maxSize={COMPLAINT_IMAGE_MAX_BYTES}
        multiple
        maxFiles={left}
        disabled={disabled || left === 0}
        onFiles={onFiles}
        files={images}
        onRemove={onRemove}
        onRetry={onRetry}
        prompt={t('aftersale.images.prompt')}
        hint={t('aftersale.images.hint', { left })}
      />
      {done.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('aftersale.images.uploaded')}>
          {done.map((image) => (
            <li key={image.id}>
              <img src={image.url} alt={image.name} className="size-16 rounded-md border border-line object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
