// Strings of the public screens (announcements, customer service and its feedback form; the log-in,
// sign-up and reset forms are the part `auth`). A lazy part: it loads with those pages (route `messages`).
export const publicPart = {
  // the page frame until the storefront layout arrives

  // shared form pieces

  // client-side validation

  // log-in

  // register

  // forgotten password

  // announcements
  'public.announcement.subtitle': '平台动态、活动与服务通知',
  'public.announcement.search': '搜索公告',
  'public.announcement.searchPlaceholder': '输入标题关键词',
  'public.announcement.pinned': '置顶',
  'public.announcement.publishedAt': '发布于 {time}',
  'public.announcement.views': '阅读 {count}',
  'public.announcement.loading': '公告加载中',
  'public.announcement.emptyTitle': '暂无公告',
  'public.announcement.emptyText': '平台发布的活动与通知会显示在这里。',
  'public.announcement.emptySearchTitle': '没有找到相关公告',
  'public.announcement.emptySearchText': '没有标题包含“{keyword}”的公告，换个关键词试试。',
  'public.announcement.showAll': '查看全部公告',
  'public.announcement.errorTitle': '公告加载失败',
  'public.announcement.back': '返回公告列表',
  'public.announcement.missingTitle': '没有指定公告',
  'public.announcement.missingText': '链接中缺少公告编号，请从公告列表进入。',
  'public.announcement.notFoundTitle': '公告不存在',

  // customer service
  'public.service.subtitle': '遇到问题？客服随时为你服务',
  'public.service.contacts': '联系客服',
  'public.service.qq': 'QQ',
  'public.service.wechat': '微信',
  'public.service.phone': '电话',
  'public.service.email': '邮箱',
  'public.service.hours': '服务时间',
  'public.service.wechatQr': '客服微信二维码',
  'public.service.wechatScan': '微信扫码添加客服',
  'public.service.faq': '常见问题',
  'public.service.faqEmpty': '暂无常见问题',
  'public.service.selfHelp': '自助服务',
  'public.service.orderQuery': '查询订单',
  'public.service.orderQueryText': '用订单号或联系方式查看订单与卡密',
  'public.service.aibot': '智能客服',
  'public.service.aibotText': '7×24小时在线解答常见问题',
  'public.service.announcement': '平台公告',
  'public.service.announcementText': '活动、维护与规则通知',
  'public.service.loading': '客服信息加载中',
  'public.service.errorTitle': '客服信息加载失败',
  'public.service.notice': '服务公告',

  // /other/service: a message for the service desk
  'public.feedback.title': '给客服留言',
  'public.feedback.description': '留下问题和联系方式，客服会在服务时间内联系你。',
  'public.feedback.content': '留言内容',
  'public.feedback.contentPlaceholder': '请描述你遇到的问题，如订单号、商品名称',
  'public.feedback.contact': '联系方式',
  'public.feedback.contactPlaceholder': '手机号、QQ或邮箱',
  'public.feedback.name': '称呼',
  'public.feedback.namePlaceholder': '怎么称呼你',
  'public.feedback.submit': '提交留言',
  'public.feedback.submitting': '提交中…',
  'public.feedback.failed': '留言提交失败',
  'public.feedback.doneTitle': '留言已提交',
  'public.feedback.doneText': '客服会尽快通过 {contact} 与你联系。',
  'public.feedback.again': '再写一条',

  // /other/service: the other area's log-in (R3.3) and account
  'public.other.title': '合作伙伴登录',
  'public.other.description': '开放平台合作伙伴与渠道代理在此登录，查看对接账号。',
  'public.other.loginName': '合作账号',
  'public.other.accountTitle': '我的合作账号',
  'public.other.name': '名称',
  'public.other.kind': '类型',
  'public.other.kind.partner': 'API合作伙伴',
  'public.other.kind.agent': '渠道代理',
  'public.other.lastLoginAt': '最近登录',
  'public.other.logout': '退出登录',
  'public.other.loggingOut': '退出中…',
  'public.other.loading': '账号信息加载中',
  'public.other.errorTitle': '账号信息加载失败',
} as const;
