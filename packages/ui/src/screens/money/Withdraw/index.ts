export * from './WithdrawView.tsx';
