// Verification codes (SMS and e-mail) in the mock: every code is MOCK_VERIFY_CODE (123456), valid
// 5 minutes, one per target and purpose every 60 seconds. The answer's msg says the code, so a
// developer never needs a phone; mocks/README.md documents it.
import { MINUTE, MOCK_VERIFY_CODE, nextId, type CodePurpose, type Db } from '#mocks/db/index.ts';
import { fail } from './framework.ts';

export const CODE_COOLDOWN_S = 60;
export const CODE_TTL_MS = 5 * MINUTE;

/** Seconds before another code may go to this target for this purpose (0: now). */
export function codeCooldown(db: Db, purpose: CodePurpose, target: string, now: number): number {
  const last = db.codes.filter((c) => c.purpose === purpose && c.target === target).at(-1);
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.sentAt + CODE_COOLDOWN_S * 1000 - now) / 1000));
}

/** "Sends" a code; refuses within the cooldown. Answers the cooldown for the contract's codeSent shape. */
export function sendCode(db: Db, purpose: CodePurpose, target: string, customerId: number | null, now: number): number {
  const wait = codeCooldown(db, purpose, target, now);
  if (wait > 0) fail(`验证码发送太频繁，请${wait}秒后再试`);
  db.codes.push({
    id: nextId(db, 'codes'),
    purpose,
    target,
    code: MOCK_VERIFY_CODE,
    customerId,
    sentAt: now,
    expiresAt: now + CODE_TTL_MS,
    used: false,
  });
  return CODE_COOLDOWN_S;
}

/** Uses the latest code sent to a target for a purpose; a wrong, used or expired code is refused. */
export function useCode(db: Db, purpose: CodePurpose, target: string, code: string, now: number): void {
  const last = db.codes.filter((c) => c.purpose === purpose && c.target === target).at(-1);
  if (!last || last.used) fail('请先获取验证码');
  if (last.expiresAt <= now) fail('验证码已过期，请重新获取');
  if (last.code !== code) fail('验证码错误');
  last.used = true;
}

/** The msg of a sent code: where it went and, this being a mock, what it is. */
export const codeSentMsg = (target: string) => `验证码已发送至 ${target}（模拟环境验证码：${MOCK_VERIFY_CODE}）`;
