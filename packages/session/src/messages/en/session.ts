import type { session as zh } from '../zh-CN/session.ts';
import type { Catalogue } from '../types.ts';

// The spec's English wording, word for word where the spec gives it (§4, §8, §2).
export const session: Catalogue<typeof zh> = {
  'logout.title': 'Account logout notice',
  'logout.button.admin': 'Go to login',
  'logout.button.user': 'Re-login',
  'logout.button.other': 'Confirm',

  'http.400': 'Request error',
  'http.401': 'Unauthorized, please log in',
  'http.403': 'Access denied',
  'http.404': 'Request address error: {url}',
  'http.408': 'Request timeout',
  'http.500': 'Internal server error',
  'http.501': 'Service not implemented',
  'http.502': 'Gateway error',
  'http.503': 'Service unavailable',
  'http.504': 'Gateway timeout',
  'http.505': 'HTTP version not supported',
  'http.other': 'Request failed ({status})',
  'http.network': 'Network error, please check your connection and try again',
  'http.malformed': 'The server sent a response in an unexpected format',
  'http.aborted': 'Request cancelled',
  'log.requestException': 'data request exception',
  'log.globalError': '{info}: {message}',

  'loginNotice.title': 'login succeeded',
  'loginNotice.currentIp': 'This login IP: {ip}',
  'loginNotice.currentAddress': 'This login location: {address}',
  'loginNotice.lastIp': 'Last login IP: {ip}',
  'loginNotice.lastAddress': 'Last login location: {address}',
  'loginNotice.lastTime': 'Last login time: {time}',
  'loginNotice.addressNormal': 'address normal',
  'loginNotice.addressDiffers': 'address differs from last time',

  'title.decoration': 'website decoration - sales system',
  'title.separator': ' - ',
};
