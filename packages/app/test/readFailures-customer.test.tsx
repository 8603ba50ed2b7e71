// Every read of every page of the customer area (as demo and traveler) fails in turn: each failure is shown
// with a retry, and the retry reads it again once the back end answers (readFailureSweep.tsx).
import 'fake-indexeddb/auto';
import { sweepTest } from './readFailureSweep.tsx';

sweepTest(['demo', 'traveler']);
