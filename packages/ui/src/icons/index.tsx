// Inline SVG icons, one export each (made by `icon`) so a bundler keeps only those used (no icon font).
// Drawn on one 24 px grid with a 1.75 stroke; see Foundations/Icons.
import { Icon, icon, type IconProps } from './Icon.tsx';

export { Icon, type IconProps };
// The few icons the storefront frame, the home page, buttons and the page states draw live in their
// own module, so a visitor's first page does not download every icon.
export {
  IconClock,
  IconClose,
  IconCloudOff,
  IconHome,
  IconMegaphone,
  IconMenu,
  IconReceipt,
  IconRefresh,
  IconSearch,
  IconSpinner,
  IconTag,
} from './common.tsx';
// Those of the form controls, alerts and the log-in form: a first visit of /login needs no others.
export {
  IconAlertCircle,
  IconAlertTriangle,
  IconCheck,
  IconCheckCircle,
  IconChevronDown,
  IconEye,
  IconEyeOff,
  IconInfo,
  IconLock,
  IconUser,
  IconXCircle,
} from './forms.tsx';

export const IconChevronUp = /* @__PURE__ */ icon('m18 15-6-6-6 6');

export const IconChevronLeft = /* @__PURE__ */ icon('m15 18-6-6 6-6');

export const IconChevronRight = /* @__PURE__ */ icon('m9 18 6-6-6-6');

export const IconChevronsLeft = /* @__PURE__ */ icon('m11 17-5-5 5-5M18 17l-5-5 5-5');

export const IconChevronsRight = /* @__PURE__ */ icon('m6 17 5-5-5-5M13 17l5-5-5-5');

export const IconMoreHorizontal = /* @__PURE__ */ icon([
  ['circle', { cx: 5, cy: 12, r: 1.25, fill: 'currentColor' }],
  ['circle', { cx: 12, cy: 12, r: 1.25, fill: 'currentColor' }],
  ['circle', { cx: 19, cy: 12, r: 1.25, fill: 'currentColor' }],
]);

export const IconMoreVertical = /* @__PURE__ */ icon([
  ['circle', { cx: 12, cy: 5, r: 1.25, fill: 'currentColor' }],
  ['circle', { cx: 12, cy: 12, r: 1.25, fill: 'currentColor' }],
  ['circle', { cx: 12, cy: 19, r: 1.25, fill: 'currentColor' }],
]);

export const IconPlus = /* @__PURE__ */ icon('M12 5v14M5 12h14');

export const IconMinus = /* @__PURE__ */ icon('M5 12h14');

export const IconCopy = /* @__PURE__ */ icon([
  ['rect', { x: 8, y: 8, width: 12, height: 12, rx: 2 }],
  'M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2',
]);

export const IconUpload = /* @__PURE__ */ icon('M12 15V4M8 8l4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3');

export const IconDownload = /* @__PURE__ */ icon('M12 4v11M8 11l4 4 4-4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3');

export const IconFile = /* @__PURE__ */ icon(['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z', 'M14 3v5h5']);

export const IconImage = /* @__PURE__ */ icon([
  ['rect', { x: 3, y: 4, width: 18, height: 16, rx: 2 }],
  ['circle', { cx: 9, cy: 10, r: 1.5 }],
  'm21 16-5-5-9 9',
]);

export const IconTrash = /* @__PURE__ */ icon(
  'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2',
);

export const IconEdit = /* @__PURE__ */ icon('M4 20h4L19 9a2.1 2.1 0 0 0-3-3L5 17v3ZM14.5 7.5l3 3');

export const IconBell = /* @__PURE__ */ icon('M6 9a6 6 0 0 1 12 0c0 5 2 7 2 7H4s2-2 2-7ZM10 20a2 2 0 0 0 4 0');

export const IconMaximize = /* @__PURE__ */ icon(
  'M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4',
);

export const IconMinimize = /* @__PURE__ */ icon(
  'M9 4v4a1 1 0 0 1-1 1H4M20 9h-4a1 1 0 0 1-1-1V4M15 20v-4a1 1 0 0 1 1-1h4M4 15h4a1 1 0 0 1 1 1v4',
);

export const IconMenuFold = /* @__PURE__ */ icon('M4 6h16M11 12h9M4 18h16M8 9l-3 3 3 3');

export const IconMenuUnfold = /* @__PURE__ */ icon('M4 6h16M11 12h9M4 18h16M5 9l3 3-3 3');

export const IconUsers = /* @__PURE__ */ icon([
  ['circle', { cx: 9, cy: 8, r: 3.5 }],
  'M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6',
]);

export const IconLogout = /* @__PURE__ */ icon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9');

export const IconSettings = /* @__PURE__ */ icon([
  'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1',
  ['circle', { cx: 15, cy: 6, r: 2 }],
  ['circle', { cx: 9, cy: 12, r: 2 }],
  ['circle', { cx: 17, cy: 18, r: 2 }],
]);

export const IconKey = /* @__PURE__ */ icon([['circle', { cx: 7.5, cy: 15.5, r: 4.5 }], 'm10.7 12.3 9.3-9.3M16 7l3 3M18.5 4.5l2 2']);

export const IconShoppingCart = /* @__PURE__ */ icon([
  ['circle', { cx: 9, cy: 20, r: 1 }],
  ['circle', { cx: 18, cy: 20, r: 1 }],
  'M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6',
]);

export const IconShoppingBag = /* @__PURE__ */ icon('M6 7h12l1 14H5L6 7ZM9 10V6a3 3 0 0 1 6 0v4');

export const IconPackage = /* @__PURE__ */ icon('M21 8 12 3 3 8v8l9 5 9-5V8ZM3 8l9 5 9-5M12 13v8');

export const IconWallet = /* @__PURE__ */ icon([
  'M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6',
  ['circle', { cx: 16, cy: 13.5, r: 1, fill: 'currentColor' }],
]);

export const IconCreditCard = /* @__PURE__ */ icon([['rect', { x: 2, y: 5, width: 20, height: 14, rx: 2 }], 'M2 10h20M6 15h4']);

export const IconStore = /* @__PURE__ */ icon(
  'M3 9l1.5-5h15L21 9M3 9v1a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9M3 9h18M5 12.5V20h14v-7.5M10 20v-5h4v5',
);

export const IconTruck = /* @__PURE__ */ icon([
  'M14 16.5V5H2v11.5h2.5M8.5 16.5h6M14 9h4l3 3.5v4h-2.5',
  ['circle', { cx: 6.5, cy: 16.5, r: 2 }],
  ['circle', { cx: 16.5, cy: 16.5, r: 2 }],
]);

export const IconMessage = /* @__PURE__ */ icon('M21 15a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2h13a2 2 0 0 1 2 2v10Z');

export const IconHeart = /* @__PURE__ */ icon('M12 20s-8-4.6-8-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 8 2.8C20 15.4 12 20 12 20Z');

export const IconGift = /* @__PURE__ */ icon([
  ['rect', { x: 3, y: 8, width: 18, height: 4, rx: 1 }],
  'M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13M12 8c-1-3-5-5-5.5-2.5S9 8 12 8Zm0 0c1-3 5-5 5.5-2.5S15 8 12 8Z',
]);

export const IconShare = /* @__PURE__ */ icon([
  ['circle', { cx: 18, cy: 5, r: 2.5 }],
  ['circle', { cx: 6, cy: 12, r: 2.5 }],
  ['circle', { cx: 18, cy: 19, r: 2.5 }],
  'm8.2 10.8 7.6-4.5M8.2 13.2l7.6 4.5',
]);

export const IconLink = /* @__PURE__ */ icon(
  'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1',
);

export const IconQrCode = /* @__PURE__ */ icon([
  ['rect', { x: 3, y: 3, width: 7, height: 7, rx: 1 }],
  ['rect', { x: 14, y: 3, width: 7, height: 7, rx: 1 }],
  ['rect', { x: 3, y: 14, width: 7, height: 7, rx: 1 }],
  'M14 14h3v3M20 14h1M17 20h4M14 20v1M21 17v4',
]);

export const IconShield = /* @__PURE__ */ icon('M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3ZM9 12l2 2 4-4');

export const IconChart = /* @__PURE__ */ icon('M4 20h16M7 16v-5M12 16V6M17 16V8');

export const IconDashboard = /* @__PURE__ */ icon([
  ['rect', { x: 3, y: 3, width: 7, height: 9, rx: 1 }],
  ['rect', { x: 14, y: 3, width: 7, height: 5, rx: 1 }],
  ['rect', { x: 14, y: 12, width: 7, height: 9, rx: 1 }],
  ['rect', { x: 3, y: 16, width: 7, height: 5, rx: 1 }],
]);

export const IconFolder = /* @__PURE__ */ icon('M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z');

export const IconHelpCircle = /* @__PURE__ */ icon([
  ['circle', { cx: 12, cy: 12, r: 9 }],
  'M9.5 9a2.5 2.5 0 0 1 4.9.7c0 1.6-2.4 2.3-2.4 3.8M12 17h.01',
]);

export const IconCalendar = /* @__PURE__ */ icon([['rect', { x: 3, y: 5, width: 18, height: 16, rx: 2 }], 'M3 10h18M8 3v4M16 3v4']);

export const IconArrowUp = /* @__PURE__ */ icon('M12 19V5M6 11l6-6 6 6');

export const IconArrowDown = /* @__PURE__ */ icon('M12 5v14M6 13l6 6 6-6');

export const IconExternalLink = /* @__PURE__ */ icon('M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5');

export const IconInbox = /* @__PURE__ */ icon('M3 13h5l1.5 3h5l1.5-3h5M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6l2.5-8Z');

export const IconPhone = /* @__PURE__ */ icon(
  'M5 4h3l1.5 4.5-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2L20 16v3a1 1 0 0 1-1 1C11.3 20 4 12.7 4 5a1 1 0 0 1 1-1Z',
);

export const IconSmartphone = /* @__PURE__ */ icon([['rect', { x: 7, y: 2, width: 10, height: 20, rx: 2 }], 'M11 18h2']);

export const IconMail = /* @__PURE__ */ icon([['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], 'm3 7 9 6 9-6']);

export const IconGlobe = /* @__PURE__ */ icon([['circle', { cx: 12, cy: 12, r: 9 }], 'M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18Z']);

export const IconStar = /* @__PURE__ */ icon('m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z');

export const IconFilter = /* @__PURE__ */ icon('M3 5h18l-7 8v6l-4 2v-8L3 5Z');

export const IconCrown = /* @__PURE__ */ icon('m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8Z');

export const IconBank = /* @__PURE__ */ icon('M3 10 12 4l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18');

export const IconTransfer = /* @__PURE__ */ icon('M4 8h15l-4-4M20 16H5l4 4');

export const IconPin = /* @__PURE__ */ icon('M9 4h6l-1 6 4 3v2H6v-2l4-3-1-6ZM12 15v6');
