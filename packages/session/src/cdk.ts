// The card-key (cdk) area: a key as typed becomes the form the server checks (case and spaces do not
// matter), and a key that cannot be redeemed says why. A wrong key is refused by the server as a
// whole ("不存在"): nothing here tells which part of it was wrong.

const CDK_CODE = /^[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}$/;

/** A key as typed → `XXXX-XXXX-XXXX-XXXX` (upper case, spaces out; dashes added to 16 bare characters), or null. */
export function normalCdkCode(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const dashed = /^[A-Z0-9]{16}$/.test(compact) ? compact.replace(/(.{4})(?=.)/g, '$1-') : compact;
  return CDK_CODE.test(dashed) ? dashed : null;
}

export type CdkStatus = 'unused' | 'used' | 'expired' | 'void';

/** Why a key cannot be redeemed (its status), else null: the screen says it before any form. */
export function cdkRefusal(status: CdkStatus): 'used' | 'expired' | 'void' | null {
  return status === 'unused' ? null : status;
}
