export { CardKeyList, type CardKeyListProps } from './CardKeyList.tsx';
export { cardKeyLine, cardKeysText, downloadText, maskKey } from './cardKeyText.ts';
