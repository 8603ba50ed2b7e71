// The supplier back office: supplied goods, card stock (list, actions, import batches,
// export), orders and their content, hand orders, complaints, settlements. Every write refreshes the
// reads it changes (a key import changes the stock list, the goods' stock and the desktop figures, the
// shop's goods and the goods log).
import type { RequestOf } from '@shop/session/contract';
import { customer } from '@shop/session/contract/customer';
import { supply } from '@shop/session/contract/supply';
import { useApiMutation, keysOf, useApi } from '#app/data/swr.ts';
import { goodsInfoKeys } from '../shop/order.ts';
import { preloadApi } from '#app/data/preload.ts';
import { goodsListKeys } from '../shop/shop.ts';

const goodsKeys = keysOf(supply.getGoodsList);
const cardKeys = keysOf(supply.getCardList);
const desktopKeys = keysOf(supply.getDesktop);
/** The goods log (/inside/goodsLog, in the supplier's own menu): a status or stock change is logged. */
const goodsLogKeys = keysOf(customer.getGoodsLog);
/** What buyers see of a goods: its stock and whether it is on sale (the shop's lists and goods page). */
const shopGoodsKeys = [goodsListKeys, goodsInfoKeys] as const;
const stockWritten = [cardKeys, goodsKeys, desktopKeys, ...shopGoodsKeys] as const;

export function useSupplyGoods(query: RequestOf<typeof supply.getGoodsList>) {
  return useApi(supply.getGoodsList, query, { keepPreviousData: true });
}

const CARD_GOODS = { page: 1, pageSize: 100, deliveryType: 'card' } as const;

/** My card goods (the goods of the stock filters, the import and the export), at most 100. */
export function useCardGoods() {
  return useApi(supply.getGoodsList, CARD_GOODS);
}

/** `useCardGoods`' read, started before the card stock renders (CardStockPage's `prefetch`). */
export function preloadCardGoods(): void {
  void preloadApi(supply.getGoodsList, CARD_GOODS);
}

/** Every goods of mine (the orders' goods filter), at most 100. */
export function useAllSupplyGoods() {
  return useApi(supply.getGoodsList, { page: 1, pageSize: 100 });
}

/** Cost, status and a manual goods' stock: the goods lists (mine, the card stock's), the shop's, the goods log. */
export function useSaveSupplyGoods() {
  return useApiMutation(supply.saveGoods, { refresh: [goodsKeys, desktopKeys, ...shopGoodsKeys, goodsLogKeys] });
}

export function useCardList(query: RequestOf<typeof supply.getCardList>) {
  return useApi(supply.getCardList, query, { keepPreviousData: true });
}

/** The stock list's read, started before the page renders (a full page load: CardStockPage). */
export function preloadCardList(query: RequestOf<typeof supply.getCardList>) {
  void preloadApi(supply.getCardList, query);
}

export function useCardUpdate() {
  return useApiMutation(supply.doCardUpdate, { refresh: stockWritten });
}

export function useCardExport() {
  return useApiMutation(supply.doCardExport, { refresh: stockWritten });
}

/**
 * Import writes go through the request client batch by batch (useCardImport.ts); after them these reads
 * are stale (the stock's, and the goods log's: an import logs the stock change).
 */
export const cardStockKeys = [...stockWritten, goodsLogKeys] as const;

export function useSupplyOrders(query: RequestOf<typeof supply.getOrderList>) {
  return useApi(supply.getOrderList, query, { keepPreviousData: true });
}

/** What one order delivered, on demand (null: nothing open). */
export function useSupplyOrderContent(orderNo: string | null) {
  return useApi(supply.getOrderContent, orderNo === null ? null : { orderNo });
}

export function useHandOrders(query: RequestOf<typeof supply.getHandOrderList>) {
  return useApi(supply.getHandOrderList, query, { keepPreviousData: true });
}

/** The order becomes delivered with its content, and a settlement is booked. */
export function useHandDeliver() {
  return useApiMutation(supply.doHandDeliver, {
    refresh: [
      keysOf(supply.getHandOrderList),
      keysOf(supply.getOrderList),
      keysOf(supply.getOrderContent),
      keysOf(supply.getBookedList),
      desktopKeys,
    ],
  });
}

/** null: not read (a thread is open). */
export function useSupplyComplaints(query: RequestOf<typeof supply.getComplaintList> | null) {
  return useApi(supply.getComplaintList, query, { keepPreviousData: true });
}

export function useSupplyComplaint(id: number | null) {
  return useApi(supply.getComplaintInfo, id === null ? null : { id });
}

/** The complaint gets the reply and becomes "replied" (no longer open on the desktop's count). */
export function useSupplyComplaintReply() {
  return useApiMutation(supply.doComplaintReply, {
    refresh: [keysOf(supply.getComplaintInfo), keysOf(supply.getComplaintList), desktopKeys],
  });
}

export function useBookedList(query: RequestOf<typeof supply.getBookedList>) {
  return useApi(supply.getBookedList, query, { keepPreviousData: true });
}
