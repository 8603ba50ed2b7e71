export * from './TransferView.tsx';
