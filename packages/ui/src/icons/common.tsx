// Icons of the storefront frame, the home page and the page states (re-exported by index.tsx): a
// module of their own, so the first public page loads these and not the chunk of the whole set.
import { icon } from './Icon.tsx';

export const IconClose = /* @__PURE__ */ icon('M18 6 6 18M6 6l12 12');

export const IconMenu = /* @__PURE__ */ icon('M4 6h16M4 12h16M4 18h16');

export const IconClock = /* @__PURE__ */ icon([['circle', { cx: 12, cy: 12, r: 9 }], 'M12 7v5l3 2']);

export const IconHome = /* @__PURE__ */ icon('M3 10.5 12 3l9 7.5M5 9v10a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9');

export const IconMegaphone = /* @__PURE__ */ icon(
  'M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1ZM17.5 9a4 4 0 0 1 0 6M7 15l1.5 5H11l-1-4.5',
);

export const IconReceipt = /* @__PURE__ */ icon('M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2V3ZM9 8h6M9 12h6M9 16h3');

export const IconSearch = /* @__PURE__ */ icon([['circle', { cx: 11, cy: 11, r: 7 }], 'm20 20-3.5-3.5']);

export const IconTag = /* @__PURE__ */ icon([
  'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z',
  ['circle', { cx: 7.5, cy: 7.5, r: 1.5, fill: 'currentColor' }],
]);

export const IconCloudOff = /* @__PURE__ */ icon('M3 3l18 18M8.5 7.2A6 6 0 0 1 17.7 10H18a4 4 0 0 1 2.7 7M17 19H7a4.5 4.5 0 0 1-1.3-8.8');

export const IconRefresh = /* @__PURE__ */ icon('M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4');

export const IconSpinner = /* @__PURE__ */ icon([['circle', { cx: 12, cy: 12, r: 9, opacity: 0.25 }], 'M21 12a9 9 0 0 0-9-9']);
