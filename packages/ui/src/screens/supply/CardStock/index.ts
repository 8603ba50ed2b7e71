export {
  CardStockView,
  EMPTY_CARD_STOCK_FILTERS,
  type CardStockAction,
  type CardStockFilters,
  type CardStockStatus,
  type CardStockViewProps,
  type ShownStockCard,
  type StockGoodsOption,
} from './CardStockView.tsx';
export { CardImportDialog, type CardImportDialogProps, type CardImportRequest } from './CardImportDialog.tsx';
export { CardExportDialog, type CardExportDialogProps, type CardExportRequest, type CardExportThen } from './CardExportDialog.tsx';
