export * from './PayRecordsView.tsx';
