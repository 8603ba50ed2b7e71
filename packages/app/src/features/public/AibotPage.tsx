// /aibot: the customer-service bot. The conversation is kept in this browser (localStorage, per user:
// session's chatHistoryOf / storedChat), so it survives a reload and follows across tabs; "clear"
// forgets it. A question shows at once with the bot typing; a failed one stays with a retry.
import { useEffect, useState } from 'react';
import { STORAGE_KEYS, chatHistoryOf, storedChat, withMessages, type ChatHistory, type ChatMessage } from '@shop/session';
import { AibotView } from '@shop/ui';
import { useAibotSuggest, useAskAibot } from './aibot.ts';
import { readStorage, removeStorage, writeStorage } from '#app/storage/localStore.ts';
import { currentUserId } from '#app/storage/user.ts';
import { errorMessageOf, readStateOf } from '#app/data/readState.ts';

const two = (n: number) => String(n).padStart(2, '0');
/** The browser's time as the server writes it (YYYY-MM-DD HH:mm:ss). */
function nowText(): string {
  const d = new Date();
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

const readHistory = () => chatHistoryOf(readStorage(STORAGE_KEYS.aibotHistory), currentUserId());

export default function AibotPage() {
  const suggest = useAibotSuggest();
  const ask = useAskAibot();
  const [history, setHistory] = useState<ChatHistory>(readHistory);
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ text: string; error: string } | null>(null);

  // Another tab of this browser asked or cleared: show the same conversation.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.aibotHistory) setHistory(readHistory());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const send = async (text: string) => {
    setFailed(null);
    setPending(text);
    const askedAt = nowText();
    try {
      const answer = await ask.trigger({ message: text, ...(history.sessionId ? { sessionId: history.sessionId } : {}) });
      const stamp = `${Date.now().toString(36)}-${history.messages.length}`;
      const added: ChatMessage[] = [
        { id: `${stamp}-u`, role: 'user', text, at: askedAt },
        { id: `${stamp}-b`, role: 'bot', text: answer.reply, at: answer.createdAt },
      ];
      // Read again: another tab may have added to it meanwhile.
      const next = withMessages(readHistory(), added, { sessionId: answer.sessionId, suggestions: answer.suggestions });
      writeStorage(STORAGE_KEYS.aibotHistory, storedChat(next, currentUserId()));
      setHistory(next);
    } catch (error) {
      setFailed({ text, error: errorMessageOf(error) ?? '' });
    } finally {
      setPending(null);
    }
  };

  return (
    <AibotView
      {...readStateOf(suggest)}
      greeting={suggest.data?.greeting}
      messages={history.messages}
      suggestions={history.suggestions.length > 0 ? history.suggestions : (suggest.data?.suggestions ?? [])}
      onSend={send}
      pending={pending}
      failed={failed}
      onRetrySend={() => failed && void send(failed.text)}
      onDismissFailed={() => setFailed(null)}
      onClear={() => {
        removeStorage(STORAGE_KEYS.aibotHistory);
        setHistory(chatHistoryOf(null));
        setFailed(null);
      }}
      links={{ human: '/service' }}
    />
  );
}
