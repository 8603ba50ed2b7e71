/**
 * What a screen shows of a read from the server, the same props on every list and detail view: the
 * first load (nothing to show yet), a reload while the last answer stays shown, a failure with a
 * retry. The app fills them from its SWR read (`readStateOf` in packages/app/src/data/readState.ts).
 */
export interface ReadState {
  /** First load, nothing to show yet. */
  loading?: boolean;
  /** Another page, filter or a reload on its way while the last answer stays shown. */
  refreshing?: boolean;
  /** Why the read failed (the server's msg or the transport's message); null or absent when it did not. */
  error?: string | null;
  /** A retry is under way. */
  retrying?: boolean;
  onRetry?: () => void;
}

/** Paging of a server-side paged list (1-based page). */
export interface PageState {
  page: number;
  pageSize: number;
  /** Rows in all pages (undefined until the first answer). */
  total?: number;
  onPageChange: (page: number, pageSize: number) => void;
}

/** A paged list view's state props: the read and its paging. */
export type PagedListState = ReadState & PageState;
