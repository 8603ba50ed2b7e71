export { ScreenHeader, plainText, type ScreenHeaderProps } from './ScreenHeader.tsx';
