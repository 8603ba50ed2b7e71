export * from './AibotView.tsx';
