export { Steps, type StepItem, type StepsProps } from './Steps.tsx';
