export { MyCardsView, type MyCardFilters, type MyCardRow, type MyCardsViewProps } from './MyCardsView.tsx';
