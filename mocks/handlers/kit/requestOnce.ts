// Money writes act once per client request id (the contract's `requestId` field): a double click, a
// retried request whose answer was lost, or a second tab holding the same form sends the same id, and
// the server answers the first call's result again without moving anything. A refused call stores
// nothing (nothing moved), so the same id may try again once the reason is fixed (a wrong sale password).
import type { Endpoint, ResponseOf } from '@shop/session/contract';
import type { CustomerRow, Db, RequestReplyRow } from '#mocks/db/index.ts';
import { fail, reply, type Reply } from './framework.ts';

/** How long an id is remembered, and how many answers at most (the oldest go first). */
export const REQUEST_REPLY_TTL_MS = 24 * 3_600_000;
const MAX_REPLIES = 2000;

/** What a retry of the same action may change: the id itself, the sale password (corrected), a new captcha. */
const NOT_CONTENT = new Set(['requestId', 'salePwd', 'captchaId', 'captcha']);

/** The request as its content: without what a retry may change. */
function fingerprintOf(body: Record<string, unknown>): string {
  const content = Object.entries(body)
    .filter(([key]) => !NOT_CONTENT.has(key))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(content);
}

/** Whose ids calls without a log-in (a card-key redemption) share: the id alone, random, tells them apart. */
const ANONYMOUS = 0;

/**
 * Runs `act` once per (customer, endpoint, requestId): without an id it always runs; with an id seen
 * before it answers that call's reply; the same id with other content is refused. `customer` null: a
 * call without a log-in.
 */
export function onceFor<E extends Endpoint>(
  db: Db,
  customer: CustomerRow | null,
  endpoint: E,
  body: Record<string, unknown> & { requestId?: string },
  now: number,
  act: () => Reply<ResponseOf<E>>,
): Reply<ResponseOf<E>> {
  const { requestId } = body;
  if (requestId === undefined || requestId === '') return act();
  db.requestReplies = db.requestReplies.filter((r) => r.createdAt + REQUEST_REPLY_TTL_MS > now);
  const fingerprint = fingerprintOf(body);
  const customerId = customer?.id ?? ANONYMOUS;
  const seen = db.requestReplies.find((r) => r.customerId === customerId && r.endpoint === endpoint.id && r.requestId === requestId);
  if (seen) {
    if (seen.fingerprint !== fingerprint) fail('该请求编号已用于另一笔操作，请刷新页面后重试');
    return reply(seen.data as ResponseOf<E>, { msg: seen.msg, keyDay: seen.keyDay });
  }
  const answer = act();
  const row: RequestReplyRow = {
    customerId,
    endpoint: endpoint.id,
    requestId,
    fingerprint,
    data: answer.data,
    msg: answer.msg,
    keyDay: answer.keyDay,
    createdAt: now,
  };
  db.requestReplies.push(row);
  if (db.requestReplies.length > MAX_REPLIES) db.requestReplies.splice(0, db.requestReplies.length - MAX_REPLIES);
  return answer;
}
