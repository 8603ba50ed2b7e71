// Helpers of the vip merchant pages: the toasts of a write (listQuery.ts, shared with the supply pages;
// a list's filters and page in the address are its useListQuery). The sales pages' category options and
// price preview are in salesShared.ts (they draw ui's directory view and its strings).
export { toastDone, toastError } from '#app/data/listQuery.ts';
