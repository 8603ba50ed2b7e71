// Helpers of the vip merchant pages: reading filters from the address defensively and the toasts
// (listQuery.ts, shared with the supply pages). The sales pages' category options and price preview are
// in salesShared.ts (they draw ui's directory view and its strings).
export { PAGE_SIZE, dateFrom, idFrom, keywordFrom, oneOf, pageFrom, queryOf, toastDone, toastError } from '#app/data/listQuery.ts';
