// Every page that is not the storefront's (pages.ts): one lazy chunk each, listed in a chunk of their
// own so a visitor's first load never carries them.
import type { PageMap, PageModule } from './pages.ts';

export const backOfficePages: PageMap = import.meta.glob<PageModule>([
  '../pages/**/*Page.tsx',
  '!../pages/{shop,public,callbacks,errors,cdk,storefront}/*Page.tsx',
  '!../pages/ComingSoonPage.tsx',
  '!../pages/account/{PriceQuery,AdjustPrice}Page.tsx',
  '!../pages/aftersale/VisitorExpressPage.tsx',
  '!../pages/orders/{Chadan,PayReturn,VisitorOrder,VisitorOrderDetail}Page.tsx',
]);
