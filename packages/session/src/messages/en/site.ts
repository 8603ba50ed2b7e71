import type { site as zh } from '../zh-CN/site.ts';
import type { Catalogue } from '../types.ts';

export const site: Catalogue<typeof zh> = {
  'site.closed.expiredTitle': 'This shop has expired',
  'site.closed.expiredText': '{name} has expired and is not selling now. To buy, please visit the main shop.',
  'site.closed.closedTitle': 'This shop is closed',
  'site.closed.closedText': '{name} is closed for now. To buy, please visit the main shop.',
  'site.closed.unknownTitle': 'No such shop',
  'site.closed.unknownText': 'No shop was found at this address. Please check the address.',
  'site.closed.errorTitle': 'The shop cannot be opened right now',
  'site.closed.errorText': 'The network or the server has a problem. Please try again later.',
  'site.closed.retry': 'Reload',
  'site.closed.toMain': 'Go to the main shop',
  'site.page.loading': 'Loading the page',
  'site.page.notFound': 'Page not found',
  'site.page.updatedAt': 'Updated {time}',
  'site.page.back': 'Back to the home page',
};
