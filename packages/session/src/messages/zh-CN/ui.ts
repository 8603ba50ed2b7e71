// Strings of the design system (packages/ui): control labels, screen-reader text and built-in states.
// Keys start with `ui.`; components read them through `useT()`. The data widgets' strings (tables,
// pagination, statuses, uploads, card keys …) are the lazy part `widgets`.
export const ui = {
  'ui.common.loading': '加载中…',
  'ui.common.close': '关闭',
  'ui.common.confirm': '确定',
  'ui.common.cancel': '取消',
  'ui.common.optional': '（选填）',
  'ui.common.empty': '—',
  'ui.common.listSeparator': '、',
  'ui.common.clauseSeparator': '，',

  // One vocabulary: each action and term named once, every screen uses these keys.
  'ui.action.query': '查询',
  'ui.action.reset': '重置',
  'ui.action.export': '导出',
  'ui.action.save': '保存',
  'ui.filter.more': '展开',
  'ui.filter.less': '收起',
  'ui.delivery.card': '自动发卡',
  'ui.delivery.recharge': '直充',
  'ui.delivery.manual': '手工发货',
  'ui.pay.balance': '余额支付',
  'ui.pay.alipay': '支付宝',
  'ui.pay.wxpay': '微信支付',
  'ui.pay.qqpay': 'QQ钱包',
  'ui.pay.epay': '易支付',
  'ui.pay.fxpay': '聚合支付',

  'ui.tone.success': '成功',
  'ui.tone.warning': '警告',
  'ui.tone.error': '错误',
  'ui.tone.info': '提示',

  'ui.input.clear': '清空',
  'ui.input.count': '已输入 {count} / {max} 字',
  'ui.password.show': '显示密码',
  'ui.select.placeholder': '请选择',

  'ui.dialog.close': '关闭',

  'ui.empty.title': '暂无数据',
  'ui.error.title': '加载失败',
  'ui.error.description': '请检查网络连接后重试。',
  'ui.error.retry': '重试',
  'ui.error.retrying': '正在重试…',
  'ui.error.partTitle': '部分内容没能加载',
  'ui.error.partsTitle': '{count} 项内容没能加载',

  'ui.toast.region': '消息',
  'ui.notification.region': '通知',
  'ui.notification.close': '关闭通知',
  'ui.progress.label': '页面加载进度',
} as const;
