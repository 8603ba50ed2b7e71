// Every read of every page a visitor opens (the storefront, visitor orders, card keys, callbacks, error
// pages) fails in turn: each failure is shown with a retry, and the retry reads it again once the back end
// answers (readFailureSweep.tsx; the rule: src/api/readFailures.tsx).
import 'fake-indexeddb/auto';
import { sweepTest } from './readFailureSweep.tsx';

sweepTest(['visitor']);
