export {
  DeliverySection,
  OrderDetailView,
  QueryPasswordForm,
  type DeliveredOrder,
  type OrderDetailLinks,
  type OrderDetailViewProps,
} from './OrderDetailView.tsx';
