// Profile: nickname, QQ and avatar (uploaded first through the multipart uploadFile call).
import { customer } from '@shop/session/contract';
import { accountKey } from './account.ts';
import { useApiMutation } from '#app/data/swr.ts';
import { promotionPosterKey } from '../promotion/promotion.ts';

const c = customer;

/**
 * The account changes (the security page, the dashboard's greeting, the header when no log-in answer is stored),
 * and the invite poster, whose caption carries the nickname.
 */
export function useUpdateProfile() {
  return useApiMutation(c.updateFrontCustomer, { refresh: [accountKey, promotionPosterKey] });
}

/** `trigger({ file })` → `{ url, name, size }`; pass `url` as the avatar. */
export function useUploadFile() {
  return useApiMutation(c.uploadFile);
}
