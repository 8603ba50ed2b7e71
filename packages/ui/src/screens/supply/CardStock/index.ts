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
export {
  CardImportDialog,
  type CardImportDialogProps,
  type CardImportOutcome,
  type CardImportPhase,
  type CardImportReport,
  type CardImportRequest,
  type ReportLine,
} from './CardImportDialog.tsx';
export { CardExportDialog, type CardExportDialogProps, type CardExportRequest, type CardExportThen } from './CardExportDialog.tsx';
