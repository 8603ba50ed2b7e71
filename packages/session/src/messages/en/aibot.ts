import type { aibot as zh } from '../zh-CN/aibot.ts';
import type { Catalogue } from '../types.ts';

export const aibot: Catalogue<typeof zh> = {
  'aibot.subtitle': 'Answers to common questions day and night; a person for the rest',
  'aibot.human': 'Talk to a person',
  'aibot.clear': 'Clear history',
  'aibot.clearTitle': 'Clear the conversation?',
  'aibot.clearText': 'The conversation is kept only in this browser; once cleared it is gone.',
  'aibot.clearConfirm': 'Clear',
  'aibot.conversation': 'Conversation',
  'aibot.messages': 'Messages',
  'aibot.me': 'Me:',
  'aibot.bot': 'Assistant:',
  'aibot.typing': 'The assistant is typing…',
  'aibot.failed': 'The message was not sent',
  'aibot.resend': 'Send again',
  'aibot.dismiss': 'Cancel',
  'aibot.suggestions': 'You may ask',
  'aibot.ask': 'Ask',
  'aibot.question': 'Your question',
  'aibot.placeholder': 'Type your question: Enter sends, Shift+Enter breaks the line',
  'aibot.placeholderShort': 'Type your question',
  'aibot.send': 'Send',
  'aibot.kept': 'The conversation is kept only in this browser.',
};
