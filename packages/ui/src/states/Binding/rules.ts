// Client-side checks of the account-security forms. They mirror the API contract's own checks
// (packages/session/src/contract/define.ts: mobile, email, verifyCode, password, salePassword) so
// the user hears about a typo before a round trip; the server still has the last word.
import type { MessageKey } from '@shop/session/messages';

/** Mainland China mobile numbers: 11 digits starting 13–19 (the contract's rule). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Something@something.tld, no spaces, at most 100 characters (the contract allows 100). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 100;
/** Verification codes: 6 digits. */
export const CODE_PATTERN = /^\d{6}$/;
/** Sale passwords: 6 digits (the contract's rule). */
export const SALE_PASSWORD_PATTERN = /^\d{6}$/;

type Check = MessageKey | null;

export function checkMobile(value: string): Check {
  const v = value.trim();
  if (!v) return 'ui.binding.error.mobileRequired';
  return MOBILE_PATTERN.test(v) ? null : 'ui.binding.error.mobileFormat';
}

export function checkEmail(value: string): Check {
  const v = value.trim();
  if (!v) return 'ui.binding.error.emailRequired';
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v) ? null : 'ui.binding.error.emailFormat';
}

export function checkCode(value: string): Check {
  const v = value.trim();
  if (!v) return 'ui.binding.error.codeRequired';
  return CODE_PATTERN.test(v) ? null : 'ui.binding.error.codeFormat';
}

/** A sale password being entered to prove who you are: 6 digits. */
export function checkSalePassword(value: string): Check {
  if (!value) return 'ui.binding.error.salePasswordRequired';
  return SALE_PASSWORD_PATTERN.test(value) ? null : 'ui.binding.error.salePasswordFormat';
}

/** Six equal digits or a straight run up or down (111111, 123456, 987654): the first guesses. */
export function weakSalePassword(value: string): boolean {
  const digits = [...value].map(Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/** A new sale password (set or change): 6 digits and not one of the first guesses. */
export function checkNewSalePassword(value: string): Check {
  return checkSalePassword(value) ?? (weakSalePassword(value) ? 'ui.binding.error.salePasswordWeak' : null);
}

/** The login password, to confirm it is you: present and 6–20 characters (the contract's rule). */
export function checkLoginPassword(value: string): Check {
  if (!value) return 'ui.binding.error.loginPasswordRequired';
  return value.length >= 6 && value.length <= 20 ? null : 'ui.binding.error.loginPasswordLength';
}

/** A bound value as it may be shown: the server masks it already; anything unmasked is masked here. */
export function maskContact(kind: 'mobile' | 'email', value: string): string {
  if (!value || value.includes('*')) return value;
  if (kind === 'mobile') return value.length >= 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
  const at = value.indexOf('@');
  if (at < 1) return value;
  const name = value.slice(0, at);
  return `${name[0]}${'*'.repeat(Math.max(2, Math.min(name.length - 1, 4)))}${name.length > 2 ? name.slice(-1) : ''}${value.slice(at)}`;
}
