export { Radio, RadioGroup, type RadioGroupOption, type RadioGroupProps, type RadioProps } from './Radio.tsx';
