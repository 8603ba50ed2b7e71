// The icons of the form controls (input, password, select, checkbox), field errors, alerts and the
// log-in form, in a module of their own (re-exported by index.tsx) so /login does not download every icon.
import { icon } from './Icon.tsx';

export const IconXCircle = /* @__PURE__ */ icon([['circle', { cx: 12, cy: 12, r: 9 }], 'm15 9-6 6M9 9l6 6']);

export const IconUser = /* @__PURE__ */ icon([['circle', { cx: 12, cy: 8, r: 4 }], 'M4 21a8 8 0 0 1 16 0']);

export const IconEye = /* @__PURE__ */ icon([
  'M2.5 12s3.5-7 9.5-7 9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z',
  ['circle', { cx: 12, cy: 12, r: 3 }],
]);

export const IconEyeOff = /* @__PURE__ */ icon(
  'M10.6 5.1A9.9 9.9 0 0 1 12 5c6 0 9.5 7 9.5 7a17 17 0 0 1-2.2 3.2M6.6 6.6C3.9 8.4 2.5 12 2.5 12s3.5 7 9.5 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18',
);

export const IconLock = /* @__PURE__ */ icon([['rect', { x: 5, y: 11, width: 14, height: 10, rx: 2 }], 'M8 11V7a4 4 0 0 1 8 0v4']);

export const IconAlertTriangle = /* @__PURE__ */ icon(
  'M10.3 4 2.5 18a2 2 0 0 0 1.7 3h15.6a2 2 0 0 0 1.7-3L13.7 4a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01',
);

export const IconCheckCircle = /* @__PURE__ */ icon([['circle', { cx: 12, cy: 12, r: 9 }], 'm8 12 3 3 5-6']);

export const IconInfo = /* @__PURE__ */ icon([['circle', { cx: 12, cy: 12, r: 9 }], 'M12 16v-5M12 8h.01']);

export const IconAlertCircle = /* @__PURE__ */ icon([['circle', { cx: 12, cy: 12, r: 9 }], 'M12 8v5M12 16h.01']);

export const IconCheck = /* @__PURE__ */ icon('M20 6 9 17l-5-5');

export const IconChevronDown = /* @__PURE__ */ icon('m6 9 6 6 6-6');
