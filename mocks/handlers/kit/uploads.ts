// Uploaded images, the same rules for every area (the customer's /inside/uploadFile and the admin's
// decoration upload): JPG, PNG, WebP or GIF up to 10 MB; bytes are kept up to 2 MB and served at
// `/mock-uploads/{id}` (assets.ts), larger files answer a drawn placeholder there.
import type { FileLike } from '@shop/session/contract';
import { nextId, type Db, type UploadRow } from '#mocks/db/index.ts';
import { fail } from './framework.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const KEEP_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Checks an image upload, stores it, and answers what the endpoints return. */
export async function storeImage(
  db: Db,
  file: FileLike,
  owner: { scope: UploadRow['scope']; id: number },
  now: number,
): Promise<{ url: string; name: string; size: number }> {
  if (!IMAGE_TYPES.includes(file.type)) fail('只支持 JPG、PNG、WebP、GIF 图片');
  if (file.size > MAX_UPLOAD_BYTES) fail('图片不能超过10MB');
  if (file.size === 0) fail('文件为空');
  const id = nextId(db, 'uploads');
  const data = file.size <= KEEP_BYTES ? bytesToBase64(new Uint8Array(await file.arrayBuffer())) : null;
  const name = file.name ?? `upload-${id}`;
  db.uploads.push({ id, name, type: file.type, size: file.size, data, scope: owner.scope, ownerId: owner.id, createdAt: now });
  return { url: `/mock-uploads/${id}`, name, size: file.size };
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
