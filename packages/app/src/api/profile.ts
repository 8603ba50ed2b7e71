// Profile: nickname, QQ and avatar (uploaded first through the multipart uploadFile call).
import { customer } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation } from './mutation.ts';

const c = customer;

export function useUpdateProfile() {
  return useApiMutation(c.updateFrontCustomer, { refresh: [accountKey] });
}

/** `trigger({ file })` → `{ url, name, size }`; pass `url` as the avatar. */
export function useUploadFile() {
  return useApiMutation(c.uploadFile);
}
