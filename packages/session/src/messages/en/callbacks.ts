import type { callbacks as zh } from '../zh-CN/callbacks.ts';
import type { Catalogue } from '../types.ts';

export const callbacks: Catalogue<typeof zh> = {
  'callbacks.provider.qq': 'QQ',
  'callbacks.provider.weixin': 'WeChat',
  'callbacks.provider.mp': 'WeChat mini-program',
  'callbacks.provider.wc': 'WeChat public account',

  'callbacks.checking.login': 'Checking your {provider} log-in',
  'callbacks.checking.bind': 'Finishing the {provider} binding',
  'callbacks.checking.certify': 'Confirming the face verification',
  'callbacks.checking.alipay': 'Binding your Alipay account',
  'callbacks.checking.text': 'Please wait and keep this page open.',

  'callbacks.success.login': 'Logged in with {provider}',
  'callbacks.success.loginText': 'Taking you on; choose “Continue” if nothing happens.',
  'callbacks.success.bind': '{provider} bound',
  'callbacks.success.bindText': 'Bound: {account}',
  'callbacks.success.certify': 'Identity verified',
  'callbacks.success.certifyText': 'Verified name: {name}',
  'callbacks.success.alipay': 'Alipay account bound',
  'callbacks.success.alipayText': 'Bound: {account}',
  'callbacks.pending.certify': 'Verification in progress',
  'callbacks.pending.certifyText': 'Alipay has not answered yet; refresh in a moment.',

  'callbacks.failed.login': '{provider} log-in failed',
  'callbacks.failed.bind': '{provider} binding failed',
  'callbacks.failed.certify': 'Identity verification not completed',
  'callbacks.failed.alipay': 'Alipay account binding failed',

  'callbacks.reason.mismatch':
    'This link was not started from this browser, so it was refused to keep your account safe. Start again from the original page.',
  'callbacks.reason.expired': 'This link has expired. Start again from the original page.',
  'callbacks.reason.used': 'This link has already been used and cannot be sent again. Start again to continue.',
  'callbacks.reason.missing': 'This link is missing required values. Start again from the original page.',
  'callbacks.reason.malformed': 'This link has invalid values and may have been altered. Start again from the original page.',
  'callbacks.reason.denied': 'You cancelled the authorisation; nothing was changed.',
  'callbacks.reason.network':
    'Network error: the result could not be confirmed. For safety this link will not be sent again; check your account or start again.',
  'callbacks.reason.needLogin': 'Log in to your account first; you will come back to this link afterwards.',
  'callbacks.reason.failed': 'This did not go through. Please start again.',
  'callbacks.repeatNote': 'This link was already handled; here is the result it had.',

  'callbacks.action.security': 'Back to account security',
  'callbacks.action.verified': 'Back to verification',
  'callbacks.action.login': 'Back to log-in',
  'callbacks.action.loginFirst': 'Log in',
  'callbacks.action.home': 'Back to home',
  'callbacks.action.continue': 'Continue',
  'callbacks.action.refresh': 'Refresh result',

  'callbacks.mp.title': 'Log in with the WeChat mini-program',
  'callbacks.mp.scan': 'Scan the code with WeChat and confirm the log-in in the mini-program',
  'callbacks.mp.loading': 'Getting the mini-program code',
  'callbacks.mp.waiting': 'Once you scan and confirm, this page logs you in.',
  'callbacks.mp.scanned': 'Scanned: confirm the log-in on your phone',
  'callbacks.mp.unbound':
    'This WeChat has no account here yet. Log in with your password first, then bind the mini-program in account security.',
  'callbacks.mp.expired': 'The code has expired',
  'callbacks.mp.expiresIn': 'The code expires in {time}',
  'callbacks.mp.refresh': 'New code',
  'callbacks.mp.qrLabel': 'Mini-program log-in code',
  'callbacks.mp.passwordLogin': 'Log in with a password',
  'callbacks.mp.loggedIn': 'Logged in, taking you on…',
  'callbacks.dev.simulate': 'Simulate the scan (development only)',
  'callbacks.dev.note': 'Development: mock data, no real mini-program.',
};
