export * from './AccountMoneyView.tsx';
