export * from './LevelsView.tsx';
