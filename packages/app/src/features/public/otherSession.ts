// The other area's session (R3.3, R6.1): its log-in answers the authCode stored as `other_token`, and
// every call under `/other/` sends it; an ended session answers -3 (the client removes the token and
// shows the dialog that leads back to /other/service).
import { other } from '@shop/session/contract/other';
import { useApiMutation, useApi } from '#app/data/swr.ts';

/** The logged-in account of the other area; nothing is asked while `enabled` is false. */
export function useOtherAccount(enabled: boolean) {
  return useApi(other.getAccount, enabled ? undefined : null, { revalidateOnFocus: false });
}

export function useOtherLogin() {
  return useApiMutation(other.login);
}

export function useOtherLogout() {
  return useApiMutation(other.logout);
}
