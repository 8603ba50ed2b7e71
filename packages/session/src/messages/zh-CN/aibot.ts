// The service bot (/aibot, issue 13). The heading is the route's title.
// A lazy part: list 'aibot' in the `messages` of the route that uses it.
export const aibot = {
  'aibot.subtitle': '7×24小时在线解答常见问题，复杂问题可转人工客服',
  'aibot.human': '转人工客服',
  'aibot.clear': '清空记录',
  'aibot.clearTitle': '清空聊天记录？',
  'aibot.clearText': '聊天记录只保存在本浏览器中，清空后无法恢复。',
  'aibot.clearConfirm': '清空',
  'aibot.conversation': '对话',
  'aibot.messages': '聊天记录',
  'aibot.me': '我：',
  'aibot.bot': '智能客服：',
  'aibot.typing': '智能客服正在输入…',
  'aibot.failed': '消息发送失败',
  'aibot.resend': '重新发送',
  'aibot.dismiss': '取消',
  'aibot.suggestions': '猜你想问',
  'aibot.ask': '提问',
  'aibot.question': '您的问题',
  'aibot.placeholder': '请输入您的问题，Enter 发送，Shift+Enter 换行',
  'aibot.send': '发送',
  'aibot.kept': '聊天记录仅保存在本浏览器中。',
} as const;
