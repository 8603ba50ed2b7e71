// The customer's money screens (catalogue part `money`): balance and fund log, payment
// records, withdrawal, transfer, levels and opening a reseller shop.
export { LinkButton, MoneyFigure, SignedYuan } from './shared/MoneyParts.tsx';
export type { AmountProblem, ReadAmount, RecordList } from './shared/types.ts';
export * from './AccountMoney/index.ts';
export * from './PayRecords/index.ts';
export * from './Withdraw/index.ts';
export * from './Transfer/index.ts';
export * from './Levels/index.ts';
export * from './CreateVip/index.ts';
