export { plainText } from '#ui/lib/plainText.ts';
