// Reseller sub-sites: the page of a site that cannot sell (or does not exist), the site's
// notice on its home, its custom pages, and the Markdown preview of 分站设置. A lazy part loaded only
// off the main site (and with the settings page): the main site's first visit never carries it.
export const site = {
  'site.closed.expiredTitle': '该分站已到期',
  'site.closed.expiredText': '{name}的服务已到期，暂停营业。如需购买，请前往主站。',
  'site.closed.closedTitle': '该分站已关闭',
  'site.closed.closedText': '{name}已暂停营业。如需购买，请前往主站。',
  'site.closed.unknownTitle': '分站不存在',
  'site.closed.unknownText': '没有找到这个地址对应的分站，请核对网址。',
  'site.closed.errorTitle': '分站暂时无法打开',
  'site.closed.errorText': '网络或服务器出现问题，请稍后重试。',
  'site.closed.retry': '重新加载',
  'site.closed.toMain': '前往主站',
  'site.page.loading': '页面加载中',
  'site.page.notFound': '页面不存在',
  'site.page.updatedAt': '更新于 {time}',
  'site.page.back': '返回首页',
} as const;
