import type { PagedListState, ReadState } from '#ui/page/readState.ts';

/** A paged list beside a screen's main content (records under a form): its rows and its read. */
export interface RecordList<T> extends PagedListState {
  items?: T[];
}

/** The read of a screen's main data (a config, the levels …). */
export type MainRead = ReadState;

/** Why a typed amount cannot be sent, as the app's rule says (session's money rules). */
export type AmountProblem = 'invalid' | 'belowMinimum' | 'overAvailable';

/**
 * Reads an amount typed in yuan: the amount (yuan, two decimals; null when it is not one). The app
 * passes session's cents rule, so ui does no money arithmetic of its own.
 */
export type ReadAmount = (text: string) => number | null;
