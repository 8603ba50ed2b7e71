export * from './CreateVipView.tsx';
