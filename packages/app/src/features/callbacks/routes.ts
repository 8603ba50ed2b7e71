// The callbacks area's routes: each page a lazy import of this folder (its own chunk).
import { callback, certify, type RouteDef } from '#app/routes/define.ts';

export const callbacksRoutes: RouteDef[] = [
  // ---- binding callbacks ----
  callback('myQqNotify', { page: () => import('./CallbackPage.tsx'), messages: ['callbacks'] }),
  callback('qqReturn', { page: () => import('./CallbackPage.tsx'), messages: ['callbacks'] }),
  callback('myWeixinNotify', { page: () => import('./CallbackPage.tsx'), messages: ['callbacks'] }),
  callback('weixinReturn', { page: () => import('./CallbackPage.tsx'), messages: ['callbacks'] }),
  callback('mpQrcode', { page: () => import('./MpQrcodePage.tsx'), messages: ['callbacks'] }),
  callback('myMpNotify', { page: () => import('./CallbackPage.tsx'), messages: ['callbacks'] }),
  callback('mpReturn', { page: () => import('./CallbackPage.tsx'), messages: ['callbacks'] }),
  // ---- certification callbacks ----
  certify('alipayFaceNotify', { page: () => import('./CertifyCallbackPage.tsx'), messages: ['callbacks'] }),
  certify('alipayFaceResult', { page: () => import('./CertifyCallbackPage.tsx'), messages: ['callbacks'] }),
  certify('alipayCodeNotify', { page: () => import('./CallbackPage.tsx'), messages: ['callbacks'] }),
];
