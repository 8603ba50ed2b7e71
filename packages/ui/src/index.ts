// @shop/ui: the design system. Presentational only: props in, events out (architecture.md).
// Every string comes through useT(); tokens live in styles.css.
export { I18nProvider, useT, type Translate } from './i18n/I18nProvider.tsx';
export { cx } from './lib/cx.ts';
export { loadableLazy } from './lib/loadableLazy.ts';
export { formatBytes, formatYuan } from './lib/format.ts';
export { VisuallyHidden } from './lib/VisuallyHidden.tsx';
export { LinkProvider, PlainLink, useLinkComponent, type LinkComponent, type LinkProps } from './lib/link.tsx';
export { formatClock, useSecondsLeft } from './lib/useSecondsLeft.ts';
export type { ControlSize } from './lib/control.ts';
export * from './icons/index.tsx';

// page anatomy: one header, one filter bar, one width rule by page kind (page/)
export * from './page/index.ts';

// primitives
export * from './components/Alert/index.ts';
export * from './components/Avatar/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/Chart/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/DateRangePicker/index.ts';
export * from './components/CopyButton/index.ts';
export * from './components/DescriptionList/index.ts';
export * from './components/DropdownMenu/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/ErrorState/index.ts';
export * from './components/FormField/index.ts';
export * from './components/Input/index.ts';
export * from './components/Pagination/index.ts';
export * from './components/PasswordInput/index.ts';
export * from './components/QRCode/index.ts';
export * from './components/Radio/index.ts';
export * from './components/RichText/index.ts';
export * from './components/Markdown/index.ts';
export * from './components/Select/index.ts';
export * from './components/Skeleton/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/StatusTag/index.ts';
export * from './components/Steps/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Table/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/Tag/index.ts';
export * from './components/Textarea/index.ts';
export * from './components/Timeline/index.ts';
export * from './components/Tooltip/index.ts';
export * from './components/Upload/index.ts';

// dialogs and feedback
export * from './components/Dialog/index.ts';
export * from './components/Notification/index.ts';
export * from './components/ProgressBar/index.ts';
export * from './components/Toast/index.ts';

// public screens (log-in, sign-up, password, announcements, customer service)
export * from './page/kit.ts';
export * from './screens/public/Login/index.ts';
export * from './screens/public/Register/index.ts';
export * from './screens/public/Forget/index.ts';
export * from './screens/public/AnnouncementList/index.ts';
export * from './screens/public/AnnouncementDetail/index.ts';
export * from './screens/public/Service/index.ts';
export * from './screens/public/Aibot/index.ts';
// customer area (account helper): dashboard, account security, messages, verification, price lists
export * from './screens/account/shared/index.ts';
export * from './screens/account/Dashboard/index.ts';
export * from './screens/account/AccountSecurity/index.ts';
export * from './screens/account/MessageList/index.ts';
export * from './screens/account/Verified/index.ts';
export * from './screens/shop/PriceList/index.ts';
// callbacks: platform log-in, binding and certification return pages (callbacks)
export * from './screens/callbacks/Callback/index.ts';
// shop: browsing, buying and paying (shop-buy)
export * from './screens/shop/shared/index.ts';
export * from './screens/shop/ShopHome/index.ts';
export * from './screens/shop/GoodsDir/index.ts';
export * from './screens/shop/GoodsList/index.ts';
export * from './screens/shop/BuyGoods/index.ts';
export * from './screens/orders/PayOnline/index.ts';
export * from './screens/orders/PayInterface/index.ts';
export * from './screens/money/Recharge/index.ts';
// after-sale and my shop (aftersale part): logistics, void requests, my card keys, goods log,
// favourites, order content, complaints and their threads, my shop's prices
export * from './screens/aftersale/shared/index.ts';
export * from './screens/aftersale/Express/index.ts';
export * from './screens/aftersale/CardRepeal/index.ts';
export * from './screens/aftersale/MyCards/index.ts';
export * from './screens/aftersale/GoodsLog/index.ts';
export * from './screens/aftersale/Favorites/index.ts';
export * from './screens/aftersale/OrderContent/index.ts';
export * from './screens/aftersale/Complaints/index.ts';
export * from './screens/aftersale/ComplaintForm/index.ts';
export * from './screens/shop/ShopPrice/index.ts';
export * from './screens/site/index.ts';
// the shell (spec §2, §9) and the cross-cutting states
export * from './shell/index.ts';
export * from './states/Binding/index.ts';
export * from './states/ErrorPage/index.ts';
export * from './states/LoginNotice/index.ts';
export * from './states/LogoutDialog/index.ts';
export * from './states/PageState/index.ts';
export * from './states/SiteClosed/index.ts';

// orders (shop-orders): card keys, my orders, order detail, payment return, order query
export * from './screens/orders/CardKeys/index.ts';
export * from './screens/orders/OrderList/index.ts';
export * from './screens/orders/OrderDetail/index.ts';
export * from './screens/orders/PayResult/index.ts';
export * from './screens/orders/OrderQuery/index.ts';

// vip merchant sales screens: desktop, goods of the site, market, orders, customers,
// directories, child sites, versions (stories under Screens/Vip/…, strings in the lazy part `vip`)
export * from './screens/vip/Desktop/index.ts';
export * from './screens/vip/Goods/index.ts';
export * from './screens/vip/Market/index.ts';
export * from './screens/vip/Orders/index.ts';
export * from './screens/vip/Customers/index.ts';
export * from './screens/vip/Directory/index.ts';
export * from './screens/vip/Children/index.ts';
export * from './screens/vip/Versions/index.ts';
// vip site screens (part 2): settings and domains, announcements, custom pages, shop appearance
// (strings in the lazy part `vipSite`)
export * from './screens/vip/WebSite/index.ts';
export * from './screens/vip/Announcements/index.ts';
export * from './screens/vip/Pages/index.ts';
export * from './screens/vip/Shop/index.ts';
export { PricePreview, markupProblem, markupValue, type PreviewPrices, type SitePricePreview } from './screens/vip/shared/markup.tsx';
// money (money part): balance and fund log, payment records, withdrawal, transfer, levels, my reseller shop
export * from './screens/money/index.ts';
// promotion (promotion part): invite friends and the promotion centre
export * from './screens/promotion/index.ts';
// the card-key area (cdk part): short link, redeem, redemptions
export * from './screens/cdk/index.ts';
// supplier back office: goods, card stock with import / export, orders, hand orders,
// complaints, settlements (stories under Screens/Supply/…, strings in the lazy part `supply`)
export * from './screens/supply/SupplyGoods/index.ts';
export * from './screens/supply/CardStock/index.ts';
export * from './screens/supply/Orders/index.ts';
export * from './screens/supply/HandOrders/index.ts';
export * from './screens/supply/Complaints/index.ts';
export * from './screens/supply/Booked/index.ts';
export * from './screens/decoration/index.ts';
export * from './screens/admin/index.ts';
export * from './devtools/index.ts';
