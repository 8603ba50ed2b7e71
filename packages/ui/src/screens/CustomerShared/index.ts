export { plainText } from '../../lib/plainText.ts';
