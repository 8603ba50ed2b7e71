export { CardKey, type CardKeyProps, type ShownCard, type WithShownCards } from './CardKey.tsx';
export { CardKeyList, type CardKeyListProps } from './CardKeyList.tsx';
export { cardKeyLine, cardKeysText, downloadText } from './cardKeyText.ts';
