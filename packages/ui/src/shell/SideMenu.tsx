import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { IconSearch } from '../icons/common.tsx';
import { IconChevronDown } from '../icons/forms.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';
import { UiLink } from '../lib/link.tsx';
import { Badge } from '../components/Badge/Badge.tsx';
import { Tooltip } from '../components/Tooltip/Tooltip.tsx';
import { renderShellIcon, type ShellIcon } from './menuIcons.tsx';

/** One menu entry: a link (`href`) or a group of entries (`children`). */
export interface ShellMenuItem {
  key: string;
  label: string;
  icon?: ShellIcon;
  href?: string;
  children?: ShellMenuItem[];
  /** A count after the label (e.g. unread messages). */
  badge?: number;
}

export interface SideMenuProps {
  items: ShellMenuItem[];
  /** The entry of the current page; its groups open and it is marked `aria-current="page"`. */
  activeKey?: string;
  /** One group open at a time. */
  accordion?: boolean;
  /** Icons only (the collapsed sider); groups open as a flyout beside the rail. */
  rail?: boolean;
  /** A filter box over the entries. */
  searchable?: boolean;
  /** A link was followed (the mobile drawer closes on it). */
  onNavigate?: (item: ShellMenuItem) => void;
  className?: string;
}

const hasChildren = (item: ShellMenuItem) => Boolean(item.children?.length);

/** Keys of the groups that lead to `key` (outermost first), or [] when it is not in the tree. */
export function menuPath(items: ShellMenuItem[], key: string | undefined): string[] {
  if (!key) return [];
  for (const item of items) {
    if (item.key === key) return [];
    if (item.children) {
      const below = menuPath(item.children, key);
      if (below.length > 0 || item.children.some((c) => c.key === key)) return [item.key, ...below];
    }
  }
  return [];
}

/** The entries whose label contains `query` (case-insensitive), with the groups that hold them. */
export function filterMenu(items: ShellMenuItem[], query: string): ShellMenuItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return items;
  return items.flatMap((item) => {
    if (item.label.toLowerCase().includes(q)) return [item];
    if (!item.children) return [];
    const children = filterMenu(item.children, q);
    return children.length ? [{ ...item, children }] : [];
  });
}

/** The entries arrow keys visit: visible links and group buttons of `root`, in order. */
function menuTargets(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []).filter((el) => !el.closest('[inert]'));
}

/**
 * The sider's menu (a disclosure navigation): groups are buttons that open in place (one at a time
 * with `accordion`), entries are links. ↑/↓ move, Home/End jump, → opens a group or enters it,
 * ← closes it or goes back to its group; Tab moves on as usual. In the rail, groups open a flyout.
 */
export function SideMenu({ items, activeKey, accordion = true, rail = false, searchable = false, onNavigate, className }: SideMenuProps) {
  const t = useT();
  const navRef = useRef<HTMLElement>(null);
  const [query, setQuery] = useState('');
  const activePath = useMemo(() => menuPath(items, activeKey), [items, activeKey]);
  const [openKeys, setOpenKeys] = useState<string[]>(activePath);
  // A new page opens the groups that lead to it (and, in accordion mode, only those).
  const pathKey = activePath.join('\u0000');
  const [seenPath, setSeenPath] = useState(pathKey);
  if (seenPath !== pathKey) {
    setSeenPath(pathKey);
    setOpenKeys((open) => (accordion ? activePath : [...new Set([...open, ...activePath])]));
  }

  const filtering = searchable && !rail && query.trim() !== '';
  const shown = filtering ? filterMenu(items, query) : items;

  const toggle = (key: string) => {
    const isOpen = openKeys.includes(key);
    if (isOpen) setOpenKeys(openKeys.filter((k) => k !== key && !menuPath(items, k).includes(key)));
    else if (accordion) setOpenKeys([...menuPath(items, key), key]);
    else setOpenKeys([...openKeys, key]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('[data-menu-item]')) return;
    const list = menuTargets(navRef.current);
    const at = list.indexOf(target);
    const focus = (el: HTMLElement | undefined) => {
      if (!el) return;
      event.preventDefault();
      el.focus();
    };
    const groupKey = target.dataset.group;
    switch (event.key) {
      case 'ArrowDown':
        return focus(list[(at + 1) % list.length]);
      case 'ArrowUp':
        return focus(list[(at - 1 + list.length) % list.length]);
      case 'Home':
        return focus(list[0]);
      case 'End':
        return focus(list[list.length - 1]);
      case 'ArrowRight':
        if (groupKey && !rail) {
          event.preventDefault();
          if (!openKeys.includes(groupKey) && !filtering) toggle(groupKey);
          else focus(list[at + 1]);
        }
        return;
      case 'ArrowLeft': {
        if (rail) return;
        if (groupKey && openKeys.includes(groupKey) && !filtering) {
          event.preventDefault();
          toggle(groupKey);
          return;
        }
        const parent = target.closest('[data-group-list]')?.getAttribute('data-group-list');
        if (parent) focus(navRef.current?.querySelector<HTMLElement>(`[data-group="${CSS.escape(parent)}"]`) ?? undefined);
        return;
      }
    }
  };

  return (
    <div className={cx('flex min-h-0 flex-col', className)}>
      {searchable && !rail ? (
        <div className="px-3 pt-3 pb-1">
          <label className="flex h-control-sm items-center gap-2 rounded-md border border-line bg-surface-muted px-2.5 text-fg-subtle transition-colors focus-within:border-primary focus-within:bg-surface focus-within:ring-3 focus-within:ring-primary/20">
            <IconSearch size={14} className="shrink-0" />
            <span className="sr-only">{t('ui.shell.searchMenu')}</span>
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') {
                  e.preventDefault();
                  menuTargets(navRef.current)[0]?.focus();
                } else if (e.key === 'Escape' && query) {
                  e.stopPropagation();
                  setQuery('');
                }
              }}
              placeholder={t('ui.shell.searchMenu')}
              className="min-w-0 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-fg-subtle sm:text-sm [&::-webkit-search-cancel-button]:hidden"
            />
          </label>
        </div>
      ) : null}
      {/* Arrow keys are handled once for every entry inside (event delegation). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        ref={navRef}
        aria-label={t('ui.shell.menu')}
        onKeyDown={onKeyDown}
        className={cx(
          'min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain py-2 [scrollbar-width:thin]',
          rail ? 'px-2' : 'px-2.5',
        )}
      >
        {filtering && shown.length === 0 ? (
          <p role="status" className="px-3 py-6 text-center text-sm text-fg-subtle">
            {t('ui.shell.searchEmpty', { query: query.trim() })}
          </p>
        ) : rail ? (
          <ul className="flex flex-col items-center gap-1">
            {shown.map((item) => (
              <li key={item.key} className="w-full">
                {hasChildren(item) ? (
                  <RailGroup item={item} activeKey={activeKey} active={activePath.includes(item.key)} onNavigate={onNavigate} />
                ) : (
                  <RailLink item={item} active={item.key === activeKey} onNavigate={onNavigate} />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <MenuList
            items={shown}
            depth={0}
            activeKey={activeKey}
            activePath={activePath}
            openKeys={filtering ? null : openKeys}
            onToggle={toggle}
            onNavigate={onNavigate}
          />
        )}
        {filtering && shown.length > 0 ? (
          <span role="status" className="sr-only">
            {shown.length}
          </span>
        ) : null}
      </nav>
    </div>
  );
}

interface ListProps {
  items: ShellMenuItem[];
  depth: number;
  activeKey?: string;
  activePath: string[];
  /** null: every group open (while filtering). */
  openKeys: string[] | null;
  onToggle: (key: string) => void;
  onNavigate?: (item: ShellMenuItem) => void;
  groupKey?: string;
  /** In a flyout: no indentation. */
  flyout?: boolean;
}

const ROW = 'focus-ring-inset relative flex h-10 w-full items-center gap-3 rounded-md pr-3 text-left text-sm transition-colors select-none';
const INDENT = ['pl-3', 'pl-[2.625rem]', 'pl-[3.75rem]', 'pl-[4.875rem]'];

function MenuList({ items, depth, activeKey, activePath, openKeys, onToggle, onNavigate, groupKey, flyout = false }: ListProps) {
  const baseId = useId();
  return (
    <ul className="flex flex-col gap-0.5" data-group-list={groupKey}>
      {items.map((item) => {
        const indent = flyout ? 'pl-3' : INDENT[Math.min(depth, INDENT.length - 1)];
        if (!hasChildren(item)) {
          const active = item.key === activeKey;
          return (
            <li key={item.key}>
              <UiLink
                href={item.href ?? '#'}
                data-menu-item=""
                aria-current={active ? 'page' : undefined}
                onClick={() => onNavigate?.(item)}
                className={cx(
                  ROW,
                  indent,
                  active
                    ? 'bg-primary-soft font-medium text-primary-fg before:absolute before:inset-y-2 before:left-0 before:w-[3px] before:rounded-full before:bg-primary'
                    : 'text-fg-muted hover:bg-surface-strong hover:text-fg',
                )}
              >
                {depth === 0 ? <span className="flex shrink-0">{renderShellIcon(item.icon)}</span> : null}
                <span className="min-w-0 flex-1 truncate">{item.label}</span>
                {item.badge ? <Badge count={item.badge} /> : null}
              </UiLink>
            </li>
          );
        }
        const open = openKeys === null || openKeys.includes(item.key);
        const holdsActive = activePath.includes(item.key);
        const listId = `${baseId}-${item.key}`;
        return (
          <li key={item.key}>
            <button
              type="button"
              data-menu-item=""
              data-group={item.key}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => openKeys !== null && onToggle(item.key)}
              className={cx(ROW, indent, holdsActive ? 'font-medium text-fg' : 'text-fg-muted', 'hover:bg-surface-strong hover:text-fg')}
            >
              {depth === 0 ? (
                <span className={cx('flex shrink-0', holdsActive && 'text-primary')}>{renderShellIcon(item.icon)}</span>
              ) : null}
              <span className="min-w-0 flex-1 truncate">{item.label}</span>
              <IconChevronDown
                size={14}
                className={cx('shrink-0 text-fg-subtle transition-transform duration-200', open && 'rotate-180')}
              />
            </button>
            <div
              id={listId}
              inert={!open}
              // Closed: no height, and hidden (after the animation) so nothing inside is reachable.
              // Opening shows it at once; only closing waits for the animation.
              className={cx(
                'grid duration-200 ease-out',
                open
                  ? 'visible grid-rows-[1fr] pt-0.5 transition-[grid-template-rows]'
                  : 'invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]',
              )}
            >
              <div className="min-h-0 overflow-hidden">
                <MenuList
                  items={item.children ?? []}
                  depth={depth + 1}
                  activeKey={activeKey}
                  activePath={activePath}
                  openKeys={openKeys}
                  onToggle={onToggle}
                  onNavigate={onNavigate}
                  groupKey={item.key}
                  flyout={flyout}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const RAIL_BUTTON = 'focus-ring-inset relative mx-auto flex size-10 items-center justify-center rounded-md transition-colors';

function RailLink({ item, active, onNavigate }: { item: ShellMenuItem; active: boolean; onNavigate?: (item: ShellMenuItem) => void }) {
  return (
    <Tooltip content={item.label} side="right" delay={150}>
      <UiLink
        href={item.href ?? '#'}
        data-menu-item=""
        aria-label={item.label}
        aria-current={active ? 'page' : undefined}
        onClick={() => onNavigate?.(item)}
        className={cx(RAIL_BUTTON, active ? 'bg-primary-soft text-primary-fg' : 'text-fg-muted hover:bg-surface-strong hover:text-fg')}
      >
        {renderShellIcon(item.icon, 20)}
        {item.badge ? <Badge dot className="absolute top-2 right-2" /> : null}
      </UiLink>
    </Tooltip>
  );
}

interface RailGroupProps {
  item: ShellMenuItem;
  activeKey?: string;
  active: boolean;
  onNavigate?: (item: ShellMenuItem) => void;
}

/**
 * A group in the rail: a button that opens its entries in a flyout beside it (Radix's Popover, not
 * modal: it flips to the left when there is no room, and closes on Escape, ←, a press or focus
 * elsewhere). Rendered in place, not in a portal, so Tab from its last entry goes on down the rail.
 */
function RailGroup({ item, activeKey, active, onNavigate }: RailGroupProps) {
  const [open, setOpen] = useState(false);
  // Following an entry leaves focus to the page it opens; Escape and ← return it to the button.
  const navigated = useRef(false);
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuTargets(event.currentTarget);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      event.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      setOpen(false);
    }
    // The rail's own arrow keys must not see these.
    event.stopPropagation();
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        data-menu-item=""
        aria-label={item.label}
        // A group of links, not a dialog.
        aria-haspopup={undefined}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className={cx(
          RAIL_BUTTON,
          active || open ? 'bg-primary-soft text-primary-fg' : 'text-fg-muted hover:bg-surface-strong hover:text-fg',
        )}
      >
        {renderShellIcon(item.icon, 20)}
      </Popover.Trigger>
      <Popover.Content
        role="group"
        aria-label={item.label}
        side="right"
        align="start"
        sideOffset={10}
        collisionPadding={8}
        onKeyDown={onPanelKeyDown}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          navigated.current = false;
          menuTargets(event.currentTarget as HTMLElement)[0]?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (navigated.current) event.preventDefault();
        }}
        className="z-(--z-dropdown) w-56 animate-fade-in rounded-lg border border-line bg-surface p-1.5 text-fg shadow-lg outline-none"
      >
        <p aria-hidden="true" className="px-3 pt-1.5 pb-1 text-xs font-medium text-fg-subtle">
          {item.label}
        </p>
        <MenuList
          items={item.children ?? []}
          depth={1}
          activeKey={activeKey}
          activePath={[]}
          openKeys={null}
          onToggle={() => {}}
          onNavigate={(entry) => {
            navigated.current = true;
            setOpen(false);
            onNavigate?.(entry);
          }}
          groupKey={item.key}
          flyout
        />
      </Popover.Content>
    </Popover.Root>
  );
}
