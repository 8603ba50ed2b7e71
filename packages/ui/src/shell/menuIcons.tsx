import type { ReactElement } from 'react';
import { IconHome, IconMegaphone, IconReceipt, IconTag } from '../icons/common.tsx';
import { IconAlertCircle, IconUser } from '../icons/forms.tsx';
import {
  IconBank,
  IconChart,
  IconCreditCard,
  IconCrown,
  IconDashboard,
  IconFile,
  IconFolder,
  IconGift,
  IconGlobe,
  IconHeart,
  IconKey,
  IconMail,
  IconMessage,
  IconPackage,
  IconSettings,
  IconShare,
  IconShield,
  IconShoppingBag,
  IconShoppingCart,
  IconSmartphone,
  IconStore,
  IconTransfer,
  IconTruck,
  IconUsers,
  IconWallet,
  type IconProps,
} from '../icons/index.tsx';

/**
 * Icon names a menu entry or a tab may carry (the route registry's `menu.icon`), resolved here so
 * the app's data stays plain strings. The app's `IconName` must stay a subset of these.
 */
export const MENU_ICONS = {
  dashboard: IconDashboard,
  level: IconCrown,
  shop: IconStore,
  order: IconReceipt,
  wallet: IconWallet,
  payment: IconCreditCard,
  withdraw: IconBank,
  transfer: IconTransfer,
  security: IconShield,
  invite: IconGift,
  promotion: IconShare,
  favorite: IconHeart,
  complaint: IconMessage,
  cardKey: IconKey,
  message: IconMail,
  verified: IconSmartphone,
  settings: IconSettings,
  announcement: IconMegaphone,
  category: IconFolder,
  goods: IconShoppingBag,
  customer: IconUsers,
  site: IconGlobe,
  version: IconTag,
  page: IconFile,
  market: IconShoppingCart,
  stock: IconPackage,
  delivery: IconTruck,
  settlement: IconChart,
  home: IconHome,
  user: IconUser,
  warning: IconAlertCircle,
} satisfies Record<string, (props: IconProps) => ReactElement>;

export type ShellIconName = keyof typeof MENU_ICONS;

/** A menu or tab icon: a name from `MENU_ICONS`, or an element of the caller's. */
export type ShellIcon = ShellIconName | ReactElement;

export function renderShellIcon(icon: ShellIcon | undefined, size = 18): ReactElement | null {
  if (!icon) return null;
  if (typeof icon !== 'string') return icon;
  const Glyph = MENU_ICONS[icon];
  return Glyph ? <Glyph size={size} /> : null;
}
