export { QRCode, type QRCodeProps } from './QRCode.tsx';
