// Strings of the design system's shell and cross-cutting states (packages/ui/src/shell, src/states):
// the storefront frame, the account menu, error pages, page states and default images. A core part:
// the frame and the error pages can show on any page, so they ship with the main bundle. The
// back-office shell's own strings are the lazy part `backoffice`.
export const shell = {
  'ui.shell.skipToContent': '跳到主要内容',
  'ui.shell.account': '账户菜单',
  'ui.shell.logout': '退出登录',
  'ui.shell.logoutTitle': '确定要退出登录吗？',
  'ui.shell.logoutText': '退出后需要重新登录才能继续操作。',

  'ui.store.nav': '网站导航',
  'ui.store.openNav': '打开导航',
  'ui.store.closeNav': '关闭导航',
  'ui.store.login': '登录',
  'ui.store.register': '免费注册',
  'ui.store.footerNav': '页脚导航',

  'ui.avatar.alt': '{name}的头像',
  'ui.avatar.default': '默认头像',
  'ui.image.failed': '图片加载失败',
  'ui.image.failedAlt': '{alt}（图片加载失败）',

  'ui.errorPage.code': '错误代码 {status}',
  'ui.errorPage.403.title': '无权访问',
  'ui.errorPage.403.text': '抱歉，你没有访问此页面的权限。如需开通，请联系管理员。',
  'ui.errorPage.404.title': '页面不存在',
  'ui.errorPage.404.text': '你访问的页面不存在或已被移除，请检查网址是否正确。',
  'ui.errorPage.500.title': '服务器开小差了',
  'ui.errorPage.500.text': '服务器暂时无法处理你的请求，请稍后重试。',
  'ui.errorPage.home': '返回首页',
  'ui.errorPage.back': '返回上一页',
  'ui.errorPage.retry': '重新加载',

  'ui.page.loading': '页面加载中',
  'ui.page.forbiddenTitle': '没有权限查看',
  'ui.page.forbiddenText': '你的账号没有查看此内容的权限，如需开通请联系管理员。',
  'ui.page.comingSoonBadge': '即将上线',
  'ui.page.comingSoonText': '此页面正在建设中，敬请期待。',
  'ui.page.home': '返回首页',
} as const;
