export { MyCardsView, NO_MY_CARD_FILTERS, type MyCardFilters, type MyCardRow, type MyCardsViewProps } from './MyCardsView.tsx';
