// Small operations on the database that more than one handler needs. Stage-2 handlers reuse them:
// moving money always goes through moveBalance so every change leaves a fund log.
import { fromCents } from '@shop/session/contract';
import { createRng } from './prng.ts';
import { nextId } from './seed/world.ts';
import type { CustomerRow, Db, FundLogRow, SessionRow } from './types.ts';
import type { TokenScope } from '@shop/session/contract';

/** One page of a list (1-based), as `paged()` answers it. */
export function paginate<T>(
  list: readonly T[],
  page: number,
  pageSize: number,
): { list: T[]; total: number; page: number; pageSize: number } {
  const start = (page - 1) * pageSize;
  return { list: list.slice(start, start + pageSize), total: list.length, page, pageSize };
}

/** Cents to the wire's yuan. */
export const yuan = fromCents;

export const mask = {
  /** 138****8000 */
  mobile: (value: string) => (value.length >= 11 ? `${value.slice(0, 3)}****${value.slice(-4)}` : mask.text(value)),
  /** tr***@example.com */
  email: (value: string) => {
    const [name = '', domain = ''] = value.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  },
  /** Keeps the first and last two characters. */
  text: (value: string) => (value.length <= 4 ? `${value.slice(0, 1)}***` : `${value.slice(0, 2)}***${value.slice(-2)}`),
  /** A contact of any kind. */
  contact: (value: string) => (value.includes('@') ? mask.email(value) : /^1\d{10}$/.test(value) ? mask.mobile(value) : mask.text(value)),
  /** A secret key: all but the last 4 characters hidden. */
  key: (value: string) => (value === '' ? '' : `${'*'.repeat(Math.max(value.length - 4, 4))}${value.slice(-4)}`),
};

export function customerById(db: Db, id: number): CustomerRow | undefined {
  return db.customers.find((c) => c.id === id);
}

/** A customer by login name, bound mobile or bound e-mail (login names ignore case). */
export function customerByAccount(db: Db, account: string): CustomerRow | undefined {
  const key = account.trim().toLowerCase();
  return db.customers.find((c) => c.loginName.toLowerCase() === key || c.mobile === key || (c.email ?? '').toLowerCase() === key);
}

export function levelName(db: Db, levelId: number): string {
  return db.levels.find((l) => l.id === levelId)?.name ?? '普通会员';
}

/** Unsold keys of a card goods. */
export function unsoldCount(db: Db, goodsId: number): number {
  let count = 0;
  for (const card of db.cardKeys) if (card.goodsId === goodsId && card.status === 'unsold') count += 1;
  return count;
}

/**
 * Adds (or with a negative amount takes) balance and writes the fund log. The caller checks first
 * that the balance suffices; this never lets it go below zero.
 */
export function moveBalance(
  db: Db,
  customer: CustomerRow,
  cents: number,
  entry: { type: FundLogRow['type']; remark: string; orderNo?: string | null; at: number },
): FundLogRow {
  if (customer.balanceCents + cents < 0) throw new Error(`moveBalance: balance of customer ${customer.id} would go below zero`);
  customer.balanceCents += cents;
  const row: FundLogRow = {
    id: nextId(db, 'fundLogs'),
    customerId: customer.id,
    type: entry.type,
    amountCents: cents,
    balanceAfterCents: customer.balanceCents,
    remark: entry.remark,
    orderNo: entry.orderNo ?? null,
    createdAt: entry.at,
  };
  db.fundLogs.unshift(row);
  return row;
}

/**
 * Checks a sale password. `required`: always (withdraw, transfer); `ifEnabled`: only when the
 * customer's check is on (unbinding, open API, paying from the balance). Answers a Chinese reason or null.
 */
export function salePwdProblem(customer: CustomerRow, given: string | undefined, when: 'required' | 'ifEnabled'): string | null {
  if (when === 'ifEnabled' && !customer.salePwdEnabled) return null;
  if (customer.salePwd === null) return '请先设置交易密码';
  if (given === undefined || given === '') return '请输入交易密码';
  return given === customer.salePwd ? null : '交易密码错误';
}

/** A new session token for a scope; tokens come from a PRNG seeded by the sequence, never Math.random. */
export function issueSession(
  db: Db,
  scope: TokenScope,
  subjectId: number,
  at: number,
  ttlMs: number,
  siteId: number | null = null,
): SessionRow {
  const seq = nextId(db, 'sessions');
  const rng = createRng(seq * 7919 + (at % 100_000));
  const token = `${scope === 'user' ? 'u' : scope === 'admin' ? 'a' : 'o'}${seq.toString(36)}.${rng.string(24, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
  const row: SessionRow = { token, scope, subjectId, createdAt: at, expiresAt: at + ttlMs, ...(siteId === null ? {} : { siteId }) };
  db.sessions.push(row);
  return row;
}

/** Ends every session of a subject (after a password reset). */
export function endSessions(db: Db, scope: TokenScope, subjectId: number): void {
  db.sessions = db.sessions.filter((s) => !(s.scope === scope && s.subjectId === subjectId));
}

/** A random-looking but seeded string (state, keys, codes). */
export function seededString(db: Db, length: number, alphabet?: string): string {
  const seq = nextId(db, 'random');
  return createRng(seq * 104_729 + 17).string(length, alphabet);
}
