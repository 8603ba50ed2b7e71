export { ScreenHeader, plainText, yuan, type ScreenHeaderProps } from './ScreenHeader.tsx';
