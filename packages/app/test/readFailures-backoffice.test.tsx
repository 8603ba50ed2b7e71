// Every read of every page of the vip, supply, admin and other areas (as their roles) fails in turn: each
// failure is shown with a retry, and the retry reads it again once the back end answers (readFailureSweep.tsx).
import 'fake-indexeddb/auto';
import { sweepTest } from './readFailureSweep.tsx';

sweepTest(['vipshop', 'supplier', 'admin', 'other']);
