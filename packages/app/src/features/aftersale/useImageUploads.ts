// Proof images of a complaint or a reply: each accepted file is sent at once through the multipart
// /inside/uploadFile (spec §7); the list shows its progress, the server's refusal, retry and remove.
import { useRef, useState } from 'react';
import type { UploadedImage } from '@shop/ui';
import { useUploadFile } from '../account/profile.ts';
import { errorMessageOf } from '#app/data/readState.ts';

export function useImageUploads() {
  const { trigger } = useUploadFile();
  const [images, setImages] = useState<UploadedImage[]>([]);
  const files = useRef(new Map<string, File>());
  const seq = useRef(0);

  const patch = (id: string, change: Partial<UploadedImage>) =>
    setImages((list) => list.map((image) => (image.id === id ? { ...image, ...change } : image)));

  const send = async (id: string, file: File) => {
    patch(id, { status: 'uploading', error: undefined });
    try {
      const { url } = await trigger({ file, usage: 'complaint' });
      // Removed while it was on its way: nothing to show.
      if (files.current.has(id)) patch(id, { status: 'done', url });
    } catch (error) {
      patch(id, { status: 'error', error: errorMessageOf(error) ?? undefined });
    }
  };

  return {
    images,
    /** Whether an image is still on its way (the form waits for it). */
    uploading: images.some((image) => image.status === 'uploading'),
    onFiles: (chosen: File[]) => {
      const added = chosen.map((file) => {
        seq.current += 1;
        const id = `img-${seq.current}`;
        files.current.set(id, file);
        return { id, file };
      });
      setImages((list) => [
        ...list,
        ...added.map(({ id, file }) => ({ id, name: file.name, size: file.size, status: 'uploading' as const })),
      ]);
      for (const { id, file } of added) void send(id, file);
    },
    onRemove: (id: string) => {
      files.current.delete(id);
      setImages((list) => list.filter((image) => image.id !== id));
    },
    onRetry: (id: string) => {
      const file = files.current.get(id);
      if (file) void send(id, file);
    },
    clear: () => {
      files.current.clear();
      setImages([]);
    },
  };
}
