export { GoodsDirView, type GoodsDirViewProps } from './GoodsDirView.tsx';
