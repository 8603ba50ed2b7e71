// The callbacks area's routes: each page a lazy import of this folder (its own chunk).
import { callback, certify, type RouteDef } from '#app/routes/define.ts';

// One loader per page module that several routes draw: one `import()` (with its preload list) in the entry.
const callbackPage = () => import('./CallbackPage.tsx');
const certifyPage = () => import('./CertifyCallbackPage.tsx');

export const callbacksRoutes: RouteDef[] = [
  // ---- binding callbacks ----
  callback('myQqNotify', { page: callbackPage, messages: ['callbacks'] }),
  callback('qqReturn', { page: callbackPage, messages: ['callbacks'] }),
  callback('myWeixinNotify', { page: callbackPage, messages: ['callbacks'] }),
  callback('weixinReturn', { page: callbackPage, messages: ['callbacks'] }),
  callback('mpQrcode', { page: () => import('./MpQrcodePage.tsx'), messages: ['callbacks'] }),
  callback('myMpNotify', { page: callbackPage, messages: ['callbacks'] }),
  callback('mpReturn', { page: callbackPage, messages: ['callbacks'] }),
  // ---- certification callbacks ----
  certify('alipayFaceNotify', { page: certifyPage, messages: ['callbacks'] }),
  certify('alipayFaceResult', { page: certifyPage, messages: ['callbacks'] }),
  certify('alipayCodeNotify', { page: callbackPage, messages: ['callbacks'] }),
];
