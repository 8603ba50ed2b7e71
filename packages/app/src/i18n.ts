// The translator of the app: zh-CN (R9.5 hides the language switch; `en` exists beside it).
import { createTranslator, renderMessage, zhCN, type MessageKey, type MessageRef, type Messages } from '@shop/session/messages';

export const messages: Messages = zhCN;
export const t = createTranslator(messages);

/** Renders a message reference produced by a session rule. */
export function render(ref: MessageRef<MessageKey>): string {
  return renderMessage(messages, ref);
}
