import type { backoffice as zh } from '../zh-CN/backoffice.ts';
import type { Catalogue } from '../types.ts';

export const backoffice: Catalogue<typeof zh> = {
  'ui.shell.menu': 'Main menu',
  'ui.shell.collapse': 'Collapse sidebar',
  'ui.shell.expand': 'Expand sidebar',
  'ui.shell.openMenu': 'Open menu',
  'ui.shell.closeMenu': 'Close menu',
  'ui.shell.breadcrumb': 'You are here',
  'ui.shell.reload': 'Reload page',
  'ui.shell.notice': 'Notifications',
  'ui.shell.noticeUnread': 'Notifications, {count} unread',
  'ui.shell.fullscreen': 'Full screen',
  'ui.shell.exitFullscreen': 'Exit full screen',
  'ui.shell.language': 'Language',
  'ui.shell.logs': 'Logs',
  'ui.shell.settings': 'Layout settings',
  'ui.shell.searchMenu': 'Search the menu',
  'ui.shell.searchEmpty': 'No menu entry matches “{query}”',
  'ui.shell.watermark': 'Watermark',

  'ui.tabs.label': 'Open pages',
  'ui.tabs.close': 'Close “{label}”',
  'ui.tabs.fixed': '(pinned)',
  'ui.tabs.actions': 'Tab actions',
  'ui.tabs.closeCurrent': 'Close tab',
  'ui.tabs.closeOthers': 'Close other tabs',
  'ui.tabs.closeLeft': 'Close tabs to the left',
  'ui.tabs.closeRight': 'Close tabs to the right',
  'ui.tabs.closeAll': 'Close all tabs',
};
