import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { IconClose } from '../icons/common.tsx';
import { IconChevronDown } from '../icons/forms.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { cx } from '../lib/cx.ts';
import { UiLink } from '../lib/link.tsx';
import { DropdownMenu, type DropdownMenuItem } from '../components/DropdownMenu/DropdownMenu.tsx';
import { renderShellIcon, type ShellIcon } from './menuIcons.tsx';

/** An opened page. The app keeps the list (and restores it from storage); the bar draws it. */
export interface PageTab {
  key: string;
  label: string;
  href: string;
  icon?: ShellIcon;
  /** Pinned: drawn first, never closed (the home or dashboard tab). */
  fixed?: boolean;
}

export type TabCloseAction = 'close' | 'others' | 'left' | 'right' | 'all';

/** What the user asked to close, already worked out: remove `keys`, then go to `nextActiveKey` if set. */
export interface TabCloseRequest {
  action: TabCloseAction;
  /** The tab the action was taken on. */
  key: string;
  /** The tabs to remove, in bar order (never a fixed one). */
  keys: string[];
  /** Where to go when the active tab is among those removed; undefined when it stays. */
  nextActiveKey?: string;
}

/** Fixed tabs first, the rest in the order given (stable). */
export function orderTabs(tabs: PageTab[]): PageTab[] {
  return [...tabs.filter((tab) => tab.fixed), ...tabs.filter((tab) => !tab.fixed)];
}

/**
 * Which tabs an action closes and which tab becomes active: pure, so the app can also use it for
 * keyboard shortcuts of its own. `tabs` in bar order; fixed tabs are never closed.
 */
export function planTabClose(tabs: PageTab[], activeKey: string | undefined, action: TabCloseAction, key: string): TabCloseRequest {
  const at = tabs.findIndex((tab) => tab.key === key);
  const closable = (tab: PageTab, i: number) => {
    if (tab.fixed) return false;
    switch (action) {
      case 'close':
        return tab.key === key;
      case 'others':
        return tab.key !== key;
      case 'left':
        return i < at;
      case 'right':
        return i > at;
      case 'all':
        return true;
    }
  };
  const keys = tabs.filter(closable).map((tab) => tab.key);
  let nextActiveKey: string | undefined;
  if (activeKey !== undefined && keys.includes(activeKey)) {
    const remaining = tabs.filter((tab) => !keys.includes(tab.key));
    if (action === 'all') nextActiveKey = remaining[remaining.length - 1]?.key;
    else if (action !== 'close') nextActiveKey = key;
    else {
      // The neighbour on the right, else on the left (as browsers do).
      const right = tabs.slice(at + 1).find((tab) => !keys.includes(tab.key));
      const left = tabs
        .slice(0, at)
        .reverse()
        .find((tab) => !keys.includes(tab.key));
      nextActiveKey = (right ?? left)?.key;
    }
  }
  return { action, key, keys, nextActiveKey };
}

export interface PageTabsProps {
  tabs: PageTab[];
  activeKey?: string;
  /** A close action: remove `request.keys`, go to `request.nextActiveKey` when set. */
  onClose: (request: TabCloseRequest) => void;
  /** Icons in the tabs (spec §9: on). */
  showIcons?: boolean;
  /** Honour `fixed` tabs (spec §9: on); off, every tab can be closed. */
  fixedTabs?: boolean;
  /** Fixed tabs first (spec §9: on); off, the order given. */
  ordered?: boolean;
  className?: string;
}

/**
 * The bar of opened pages. Tabs are links (the current one `aria-current="page"`); ←/→ move between
 * them, Delete closes the focused one, the context menu (right click, the Menu key or Shift+F10) and
 * the ⌄ button at the end offer close / close others / left / right / all. Only one tab is in the Tab
 * order. The bar scrolls sideways and keeps the current tab in view.
 */
export function PageTabs({ tabs, activeKey, onClose, showIcons = true, fixedTabs = true, ordered = true, className }: PageTabsProps) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const effective = fixedTabs ? tabs : tabs.map((tab) => (tab.fixed ? { ...tab, fixed: false } : tab));
  const shown = ordered ? orderTabs(effective) : effective;
  const [menu, setMenu] = useState<{ key: string; point: { x: number; y: number } | null } | null>(null);
  // The tab keyboard focus sits on (roving tabindex): the active one unless the user moved.
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const rovingKey = shown.some((tab) => tab.key === focusKey) ? focusKey : (shown.find((tab) => tab.key === activeKey) ?? shown[0])?.key;

  const tabLink = (key: string) => listRef.current?.querySelector<HTMLElement>(`[data-tab-key="${CSS.escape(key)}"] a`) ?? null;

  useEffect(() => {
    if (!activeKey) return;
    // In the next frame, with the page's layout that frame needs anyway: scrolling at once forced a layout of
    // the whole page before its rows were drawn (~20 ms of a back-office page's first load, npm run bench).
    const frame = requestAnimationFrame(() => tabLink(activeKey)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  const request = (action: TabCloseAction, key: string) => {
    const plan = planTabClose(shown, activeKey, action, key);
    if (plan.keys.length > 0) onClose(plan);
  };

  const menuKey = menu?.key ?? activeKey ?? shown[0]?.key;
  const target = shown.findIndex((tab) => tab.key === menuKey);
  const targetTab = shown[target];
  const closableCount = (action: TabCloseAction) => (menuKey ? planTabClose(shown, activeKey, action, menuKey).keys.length : 0);
  const item = (key: TabCloseAction, label: string): DropdownMenuItem => ({
    key,
    label,
    disabled: !menuKey || closableCount(key) === 0,
    onSelect: () => menuKey && request(key, menuKey),
  });
  const items: DropdownMenuItem[] = [
    item('close', t('ui.tabs.closeCurrent')),
    item('others', t('ui.tabs.closeOthers')),
    { type: 'separator', key: 'sep1' },
    item('left', t('ui.tabs.closeLeft')),
    item('right', t('ui.tabs.closeRight')),
    { type: 'separator', key: 'sep2' },
    item('all', t('ui.tabs.closeAll')),
  ];

  const onTabKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const go = (i: number) => {
      event.preventDefault();
      const next = shown[(i + shown.length) % shown.length];
      if (!next) return;
      setFocusKey(next.key);
      const link = tabLink(next.key);
      link?.focus();
      link?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    const tab = shown[index];
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(shown.length - 1);
    else if (event.key === 'Delete' && tab && !tab.fixed) {
      event.preventDefault();
      request('close', tab.key);
      // Stay in the bar: on the neighbour that takes its place.
      const neighbour = shown[index + 1] ?? shown[index - 1];
      if (neighbour) {
        setFocusKey(neighbour.key);
        requestAnimationFrame(() => tabLink(neighbour.key)?.focus());
      }
    }
  };

  const openContextMenu = (event: MouseEvent<HTMLElement>, key: string) => {
    event.preventDefault();
    // A keyboard-opened context menu has no pointer position: open under the tab.
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setMenu({ key, point: fromKeyboard ? { x: rect.left, y: rect.bottom } : { x: event.clientX, y: event.clientY } });
  };

  if (shown.length === 0) return null;
  return (
    <div className={cx('flex h-10 items-center gap-1 border-b border-line bg-surface pr-1.5 pl-2 sm:pl-3', className)}>
      <nav aria-label={t('ui.tabs.label')} className="min-w-0 flex-1">
        <ul
          ref={listRef}
          onWheel={(e) => {
            // A mouse wheel scrolls the bar sideways.
            if (Math.abs(e.deltaY) > Math.abs(e.deltaX)) e.currentTarget.scrollLeft += e.deltaY;
          }}
          className="flex min-w-0 items-center gap-1.5 overflow-x-auto py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {shown.map((tab, index) => {
            const active = tab.key === activeKey;
            const closable = !tab.fixed;
            return (
              <li
                key={tab.key}
                data-tab-key={tab.key}
                onContextMenu={(e) => openContextMenu(e, tab.key)}
                onAuxClick={(e) => {
                  // Middle click closes, as in browsers.
                  if (e.button === 1 && closable) {
                    e.preventDefault();
                    request('close', tab.key);
                  }
                }}
                className={cx(
                  'group relative flex h-7 shrink-0 items-center rounded-md border text-[13px] transition-colors',
                  active
                    ? 'border-primary-line bg-primary-soft text-primary-fg'
                    : 'border-line bg-surface text-fg-muted hover:border-line-strong hover:text-fg',
                )}
              >
                <UiLink
                  href={tab.href}
                  aria-current={active ? 'page' : undefined}
                  tabIndex={tab.key === rovingKey ? 0 : -1}
                  aria-keyshortcuts={closable ? 'Delete' : undefined}
                  onKeyDown={(e) => onTabKeyDown(e, index)}
                  onFocus={() => setFocusKey(tab.key)}
                  className={cx(
                    'focus-ring-inset flex h-full max-w-48 items-center gap-1.5 rounded-md pl-2.5 whitespace-nowrap',
                    closable ? 'pr-1' : 'pr-2.5',
                    active && 'font-medium',
                  )}
                >
                  {active ? <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-primary" /> : null}
                  {showIcons && tab.icon ? <span className="flex shrink-0 opacity-80">{renderShellIcon(tab.icon, 14)}</span> : null}
                  <span className="truncate">{tab.label}</span>
                  {tab.fixed ? <span className="sr-only">{t('ui.tabs.fixed')}</span> : null}
                </UiLink>
                {closable ? (
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={t('ui.tabs.close', { label: tab.label })}
                    onClick={() => request('close', tab.key)}
                    className="mr-1 flex size-5 shrink-0 items-center justify-center rounded-sm text-fg-subtle transition-colors hover:bg-surface-strong hover:text-fg"
                  >
                    <IconClose size={12} />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      <DropdownMenu
        open={menu !== null}
        onOpenChange={(open) => setMenu(open ? (menu ?? { key: activeKey ?? shown[0]?.key ?? '', point: null }) : null)}
        anchorPoint={menu?.point}
        returnFocusTo={() => (menu?.point && targetTab ? tabLink(targetTab.key) : null)}
        align="end"
        minWidth={148}
        items={items}
        trigger={
          <button
            type="button"
            aria-label={t('ui.tabs.actions')}
            className="focus-ring flex size-7 shrink-0 items-center justify-center rounded-md text-fg-subtle transition-colors hover:bg-surface-strong hover:text-fg"
          >
            <IconChevronDown size={16} />
          </button>
        }
      />
    </div>
  );
}
