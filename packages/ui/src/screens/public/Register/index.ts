export { RegisterView, type RegisterValues, type RegisterViewProps } from './RegisterView.tsx';
