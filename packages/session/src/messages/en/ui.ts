import type { ui as zh } from '../zh-CN/ui.ts';
import type { Catalogue } from '../types.ts';

export const ui: Catalogue<typeof zh> = {
  'ui.common.loading': 'Loading…',
  'ui.common.close': 'Close',
  'ui.common.confirm': 'OK',
  'ui.common.cancel': 'Cancel',
  'ui.common.optional': '(optional)',
  'ui.common.empty': '—',
  'ui.common.listSeparator': ', ',
  'ui.common.clauseSeparator': ' · ',

  // One vocabulary: each action and term named once, every screen uses these keys.
  'ui.action.query': 'Search',
  'ui.action.reset': 'Reset',
  'ui.action.export': 'Export',
  'ui.action.save': 'Save',
  'ui.filter.more': 'More filters',
  'ui.filter.less': 'Fewer filters',
  'ui.delivery.card': 'Automatic card key',
  'ui.delivery.recharge': 'Direct recharge',
  'ui.delivery.manual': 'Manual delivery',
  'ui.pay.balance': 'Balance',
  'ui.pay.alipay': 'Alipay',
  'ui.pay.wxpay': 'WeChat Pay',
  'ui.pay.qqpay': 'QQ Wallet',
  'ui.pay.epay': 'Epay',
  'ui.pay.fxpay': 'Aggregated payment',

  'ui.tone.success': 'Success',
  'ui.tone.warning': 'Warning',
  'ui.tone.error': 'Error',
  'ui.tone.info': 'Info',

  'ui.input.clear': 'Clear',
  'ui.input.count': '{count} of {max} characters',
  'ui.password.show': 'Show password',
  'ui.select.placeholder': 'Select…',

  'ui.dialog.close': 'Close',

  'ui.empty.title': 'Nothing here yet',
  'ui.error.title': 'Something went wrong',
  'ui.error.description': 'Check your connection and try again.',
  'ui.error.retry': 'Try again',
  'ui.error.retrying': 'Retrying…',
  'ui.error.partTitle': 'Part of this page could not be loaded',
  'ui.error.partsTitle': '{count} parts of this page could not be loaded',

  'ui.toast.region': 'Messages',
  'ui.notification.region': 'Notifications',
  'ui.notification.close': 'Dismiss notification',
  'ui.progress.label': 'Page loading progress',
};
