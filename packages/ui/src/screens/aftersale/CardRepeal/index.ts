export {
  CardRepealView,
  REPEAL_TONE,
  type CardRepealViewProps,
  type RepealFilter,
  type RepealOrder,
  type RepealRow,
  type RepealStatus,
  type RepealSubmit,
} from './CardRepealView.tsx';
