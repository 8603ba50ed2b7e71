// The translator of the app: zh-CN (R9.5 hides the language switch; `en` exists beside it).
// The core parts of the catalogue ship in the main bundle; a page's own part loads with the page
// (`messages` in the route table), and is merged into the same object the translator reads.
import {
  createTranslator,
  DEFAULT_LOCALE,
  loadPart,
  renderMessage,
  zhCN,
  type LazyPart,
  type Locale,
  type MessageKey,
  type MessageRef,
  type CoreMessages,
  type Messages,
} from '@shop/session/messages';

const locale: Locale = DEFAULT_LOCALE;
export const messages: CoreMessages & Partial<Messages> = { ...zhCN };
export const t = createTranslator(messages);

const loaded = new Map<LazyPart, Promise<void>>();

/** Loads the lazy catalogue parts a page needs (once each); the page renders after they are in. */
export function ensureMessages(parts: readonly LazyPart[]): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      let pending = loaded.get(part);
      if (!pending) {
        pending = loadPart(locale, part).then((strings) => {
          Object.assign(messages, strings);
        });
        // A failed load (offline) may be tried again by the next navigation.
        pending.catch(() => loaded.delete(part));
        loaded.set(part, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** Renders a message reference produced by a session rule. */
export function render(ref: MessageRef<MessageKey>): string {
  return renderMessage(messages, ref);
}
