import type { ResponseOf } from '@shop/session/contract';
import type { payment } from '@shop/session/contract/payment';

/** What /pay/payonline shows (payment.getPayOrder). */
export type PayOrder = ResponseOf<typeof payment.getPayOrder>;
/** Where a payment stands (payment.getPayStatus). */
export type PayStatusInfo = ResponseOf<typeof payment.getPayStatus>;
/** /pay/recharge's configuration (payment.getRechargeConfig). */
export type RechargeConfig = ResponseOf<typeof payment.getRechargeConfig>;
