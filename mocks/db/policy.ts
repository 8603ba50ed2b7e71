// The mock server's payment and delivery timings (mock-clock milliseconds), shared by the seed and the
// handlers, and documented in mocks/README.md ("Payment simulation").
import { MINUTE } from './clock.ts';

/** An unpaid order (or recharge) may be paid for 30 minutes; then it expires. */
export const ORDER_PAY_TTL_MS = 30 * MINUTE;
/** A started payment's QR code or link lasts 5 minutes (never past the order's deadline). */
export const PAYMENT_TTL_MS = 5 * MINUTE;
/** The mock payer pays a waiting channel payment this long after it started (change it with /__mock/payer). */
export const MOCK_PAYER_DELAY_MS = 6_000;
/** A direct-recharge order is `processing` this long after payment, then `delivered` (the channel reports it arrived). */
export const RECHARGE_DELIVERY_MS = 30_000;
/** The visitor token of the seed's remembered visitor orders (contact 13566668888, query password 8888). */
export const SEED_VISITOR_TOKEN = 'vt-seed-visitor-0001';
export const SEED_VISITOR_CONTACT = '13566668888';
export const SEED_VISITOR_QUERY_PWD = '8888';
/**
 * The large (benchmark) world only: demo's bulk order of 5,000 delivered card keys, for the
 * card-key views' benchmark (`npm run bench`).
 */
export const LARGE_KEYS_ORDER_NO = '202611180800005000';
export const LARGE_KEYS_COUNT = 5_000;
