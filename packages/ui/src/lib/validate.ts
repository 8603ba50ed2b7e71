// Client-side checks of the public forms. They mirror what the server checks (the contract's
// request schemas) so most mistakes are caught before a round trip; the server still decides and
// its `msg` is shown when it refuses. Each check answers a catalogue key, or undefined when fine.
import type { MessageKey } from '@shop/session/messages';

export type Check = (value: string) => MessageKey | undefined;

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOGIN_NAME = /^[a-zA-Z][a-zA-Z0-9_]{3,19}$/;
const CODE = /^\d{6}$/;

export const required =
  (key: MessageKey): Check =>
  (value) =>
    value.trim() === '' ? key : undefined;

/** The first failing check's message. */
export function firstOf(value: string, ...checks: Check[]): MessageKey | undefined {
  for (const check of checks) {
    const problem = check(value);
    if (problem) return problem;
  }
  return undefined;
}

export const isMobile = (value: string): boolean => MOBILE.test(value.trim());
export const isEmail = (value: string): boolean => EMAIL.test(value.trim()) && value.trim().length <= 100;

export const checkMobile: Check = (value) =>
  value.trim() === '' ? 'public.validation.mobileRequired' : isMobile(value) ? undefined : 'public.validation.mobileFormat';

export const checkCode: Check = (value) =>
  value.trim() === '' ? 'public.validation.codeRequired' : CODE.test(value.trim()) ? undefined : 'public.validation.codeFormat';

export const checkLoginName: Check = (value) =>
  value.trim() === ''
    ? 'public.validation.loginNameRequired'
    : LOGIN_NAME.test(value.trim())
      ? undefined
      : 'public.validation.loginNameFormat';

/** A new password: 6 to 20 characters (spaces count: passwords are not trimmed). */
export const checkNewPassword =
  (requiredKey: MessageKey = 'public.validation.passwordRequired'): Check =>
  (value) =>
    value === '' ? requiredKey : value.length < 6 || value.length > 20 ? 'public.validation.passwordLength' : undefined;

export const checkConfirm =
  (password: string): Check =>
  (value) =>
    value === '' ? 'public.validation.confirmRequired' : value !== password ? 'public.validation.confirmMismatch' : undefined;

/** A mobile number or an e-mail address (the forgotten-password form). */
export const checkAccount: Check = (value) =>
  value.trim() === ''
    ? 'public.validation.accountRequired'
    : isMobile(value) || isEmail(value)
      ? undefined
      : 'public.validation.accountFormat';

export const maxLength =
  (max: number, key: MessageKey): Check =>
  (value) =>
    value.trim().length > max ? key : undefined;
