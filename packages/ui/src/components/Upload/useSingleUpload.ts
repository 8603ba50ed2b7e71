import { useState } from 'react';
import type { UploadFileItem } from './Upload.tsx';

/** The props a one-file `Upload` takes from `useSingleUpload` (spread them into it). */
export interface SingleUploadProps {
  files: UploadFileItem[];
  onFiles: (files: File[]) => void;
}

export interface SingleUpload {
  /** For the `Upload`: the one file's state, and what a chosen file does. */
  props: SingleUploadProps;
  /** The file is on its way (a form's save waits for it). */
  uploading: boolean;
  /** Forgets the file shown (its 移除, a reset). */
  clear: () => void;
}

/**
 * One file (a logo, a banner, an avatar) uploaded as soon as it is chosen: `send` answers its URL, which
 * `onUploaded` puts in the form; the `Upload` lists it uploading, done, or failed with the server's words.
 */
export function useSingleUpload(id: string, send: (file: File) => Promise<string>, onUploaded: (url: string) => void): SingleUpload {
  const [upload, setUpload] = useState<Omit<UploadFileItem, 'id'> | null>(null);
  const pick = async (file: File) => {
    setUpload({ status: 'uploading', name: file.name });
    try {
      onUploaded(await send(file));
      setUpload({ status: 'done', name: file.name });
    } catch (e) {
      setUpload({ status: 'error', name: file.name, error: e instanceof Error ? e.message : undefined });
    }
  };
  return {
    props: {
      files: upload ? [{ id, name: upload.name, status: upload.status, error: upload.error }] : [],
      onFiles: ([file]) => {
        if (file) void pick(file);
      },
    },
    uploading: upload?.status === 'uploading',
    clear: () => setUpload(null),
  };
}
