export { FavoritesView, type FavoritesViewProps } from './FavoritesView.tsx';
