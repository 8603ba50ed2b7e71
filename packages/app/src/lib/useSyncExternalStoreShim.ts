// swr imports `use-sync-external-store/shim`, a polyfill for React < 18. React 19 has the hook itself:
// builds resolve the shim to it (vite.config.ts), ~0.5 KB gzip less on every first visit.
export { useSyncExternalStore } from 'react';
