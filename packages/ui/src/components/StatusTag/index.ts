export {
  STATUS_TONES,
  StatusTag,
  statusTone,
  type CardKeyStatus,
  type ComplaintStatus,
  type GoodsStatus,
  type OrderStatus,
  type StatusKind,
  type StatusOf,
  type StatusTagProps,
  type WithdrawalStatus,
} from './StatusTag.tsx';
