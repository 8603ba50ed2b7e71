// A customer's way in: log-in, sign-up (with an SMS code) and the forgotten password (code, then a
// new password). What a successful log-in stores is storage/login.ts.
import { auth } from '@shop/session/contract/auth';
import { useApiMutation } from '#app/data/swr.ts';

// The auth module alone (not all of `publicApi`): the log-in page stays small.
const p = auth;

/** Answers the authCode and the user; a refusal is a business error with the server's msg. */
export function useLogin() {
  return useApiMutation(p.login);
}

/** Sends the sign-up code to a mobile number no account uses; answers the cooldown and the masked target. */
export function useSendRegisterCode() {
  return useApiMutation(p.sendRegisterCode);
}

/** Creates the account and logs it in (answers as the log-in does). */
export function useRegister() {
  return useApiMutation(p.register);
}

/** Sends a reset code to the mobile number or e-mail address of an account. */
export function useSendForgetCode() {
  return useApiMutation(p.sendForgetCode);
}

/** Sets a new password with the code; the server ends every session of the account. */
export function useResetPassword() {
  return useApiMutation(p.forget);
}
