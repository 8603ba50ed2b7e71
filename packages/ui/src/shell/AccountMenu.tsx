import { lazy, Suspense, useState } from 'react';
import { IconChevronDown } from '../icons/forms.tsx';
import { IconLogout } from '../icons/index.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';
import { Avatar } from '../components/Avatar/Avatar.tsx';
import { DropdownMenu, type DropdownMenuItem } from '../components/DropdownMenu/DropdownMenu.tsx';

// The logout question needs Radix Dialog (~14 KB gzip): it loads when asked (and is warmed while
// the menu is open), so the frames that hold this menu stay light.
const loadConfirmDialog = () => import('../components/Dialog/ConfirmDialog.tsx');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

export interface ShellUser {
  name: string;
  /** Picture URL; empty falls back to the default avatar (R8.4). */
  avatar?: string | null;
  /** A second line in the account menu (level, role). */
  description?: string;
}

export interface AccountMenuProps {
  user?: ShellUser | null;
  /** Entries above "log out" (profile, security…). */
  items?: DropdownMenuItem[];
  /** Log out; a promise keeps the question busy until it settles. No handler, no logout entry. */
  onLogout?: () => unknown;
  /** Ask before logging out (spec §9 `logoutConfirm`). */
  confirmLogout?: boolean;
  /** Only the picture (phones). */
  compact?: boolean;
  className?: string;
}

/** The avatar button and its menu: who is logged in, the caller's entries, and log out (asked first). */
export function AccountMenu({ user, items = [], onLogout, confirmLogout = true, compact = false, className }: AccountMenuProps) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const logout = () => {
    if (confirmLogout) setAsking(true);
    else onLogout?.();
  };
  const menuItems: DropdownMenuItem[] = [
    ...(user ? [{ type: 'label' as const, key: '__who', label: <AccountLabel user={user} /> }] : []),
    ...items,
    ...(onLogout
      ? [
          ...(items.length || user ? [{ type: 'separator' as const, key: '__sep' }] : []),
          { key: '__logout', label: t('ui.shell.logout'), icon: <IconLogout />, danger: true, onSelect: logout },
        ]
      : []),
  ];
  return (
    <>
      <DropdownMenu
        align="end"
        minWidth={200}
        items={menuItems}
        onOpenChange={(open) => {
          if (open && confirmLogout && onLogout) void loadConfirmDialog();
        }}
        trigger={
          <button
            type="button"
            aria-label={compact || !user ? t('ui.shell.account') : undefined}
            className={cx(
              'focus-ring flex h-9 min-w-0 items-center gap-2 rounded-md px-1 transition-colors hover:bg-surface-strong sm:px-1.5',
              className,
            )}
          >
            <Avatar src={user?.avatar} size={28} />
            {!compact && user ? (
              <>
                <span className="max-w-32 truncate text-sm font-medium text-fg">{user.name}</span>
                <IconChevronDown size={14} className="shrink-0 text-fg-subtle" />
              </>
            ) : null}
          </button>
        }
      />
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setAsking(false);
            }}
            title={t('ui.shell.logoutTitle')}
            description={t('ui.shell.logoutText')}
            confirmLabel={t('ui.shell.logout')}
            tone="danger"
            onConfirm={() => onLogout?.()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function AccountLabel({ user }: { user: ShellUser }) {
  return (
    <span className="flex items-center gap-2.5 py-1 text-fg">
      <Avatar src={user.avatar} size={36} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{user.name}</span>
        {user.description ? <span className="block truncate text-xs font-normal text-fg-subtle">{user.description}</span> : null}
      </span>
    </span>
  );
}
