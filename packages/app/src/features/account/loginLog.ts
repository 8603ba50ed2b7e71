// R2.10–R2.13, R4.7: the login-log action run after the first navigation following a log-in.
import { SUCCESS_CODE, buildLoginNotice, type LoginNotice } from '@shop/session';
import { customer, type ResponseOf } from '@shop/session/contract';
import { showNotice } from '#app/effects/store.ts';
import { request } from '#app/request/client.ts';
import { apiKey, useApi } from '#app/data/swr.ts';

const { getLastTwoLoginLog } = customer;

export const loginLogKey = apiKey(getLastTwoLoginLog);

/** The current and the previous login, for screens that list them. */
export function useLoginLog(options: { enabled?: boolean } = {}) {
  return useApi(getLastTwoLoginLog, options.enabled === false ? null : undefined);
}

/** The notice for an answer of getLastTwoLoginLog, or null when there is nothing to show. */
export function loginNoticeFrom(data: ResponseOf<typeof getLastTwoLoginLog> | null): LoginNotice | null {
  return data === null ? null : buildLoginNotice({ code: SUCCESS_CODE, data });
}

/**
 * Calls getLastTwoLoginLog and shows the login notice. A failed call shows no notice (R2.13);
 * the request client has already reported transport failures.
 */
export async function runLoginLogAction(): Promise<LoginNotice | null> {
  let data: ResponseOf<typeof getLastTwoLoginLog> | null = null;
  try {
    data = await request(getLastTwoLoginLog);
  } catch {
    data = null;
  }
  const notice = loginNoticeFrom(data);
  if (notice) showNotice(notice);
  return notice;
}
