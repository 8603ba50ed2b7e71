import type { shell as zh } from '../zh-CN/shell.ts';
import type { Catalogue } from '../types.ts';

export const shell: Catalogue<typeof zh> = {
  'ui.shell.skipToContent': 'Skip to main content',
  'ui.shell.account': 'Account menu',
  'ui.shell.logout': 'Log out',
  'ui.shell.logoutTitle': 'Log out now?',
  'ui.shell.logoutText': 'You will need to log in again to continue.',

  'ui.store.nav': 'Site navigation',
  'ui.store.openNav': 'Open navigation',
  'ui.store.closeNav': 'Close navigation',
  'ui.store.login': 'Log in',
  'ui.store.register': 'Sign up',
  'ui.store.footerNav': 'Footer navigation',

  'ui.avatar.alt': '{name}’s avatar',
  'ui.avatar.default': 'Default avatar',
  'ui.image.failed': 'Image failed to load',
  'ui.image.failedAlt': '{alt} (failed to load)',

  'ui.errorPage.code': 'Error {status}',
  'ui.errorPage.403.title': 'Access denied',
  'ui.errorPage.403.text': 'Sorry, you do not have permission to open this page. Ask an administrator for access.',
  'ui.errorPage.404.title': 'Page not found',
  'ui.errorPage.404.text': 'The page you asked for does not exist or has been removed. Check the address.',
  'ui.errorPage.500.title': 'Something went wrong on our side',
  'ui.errorPage.500.text': 'The server could not handle your request just now. Please try again shortly.',
  'ui.errorPage.home': 'Back to home',
  'ui.errorPage.back': 'Go back',
  'ui.errorPage.retry': 'Reload',

  'ui.page.loading': 'Loading the page',
  'ui.page.forbiddenTitle': 'No permission',
  'ui.page.forbiddenText': 'Your account may not see this content. Ask an administrator for access.',
  'ui.page.comingSoonBadge': 'Coming soon',
  'ui.page.comingSoonText': 'This page is being built. Check back soon.',
  'ui.page.home': 'Back to home',
};
