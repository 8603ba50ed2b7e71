export { LoginView, type LoginValues, type LoginViewProps } from './LoginView.tsx';
