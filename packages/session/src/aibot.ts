// The service bot (/aibot): the conversation kept in this browser. The app stores it (localStorage)
// and reads it back through `chatHistoryOf`, which accepts only what it wrote: anything else (another
// version, a hand edit, a full disk) starts an empty conversation instead of breaking the page.

export interface ChatMessage {
  /** Unique in the conversation. */
  id: string;
  role: 'user' | 'bot';
  text: string;
  /** YYYY-MM-DD HH:mm:ss (the server's time for answers, the browser's for questions). */
  at: string;
}

export interface ChatHistory {
  sessionId: string;
  messages: ChatMessage[];
  /** The follow-up questions of the last answer. */
  suggestions: string[];
}

/** How many messages are kept (the oldest go first). */
export const CHAT_HISTORY_LIMIT = 100;

export const EMPTY_CHAT: ChatHistory = { sessionId: '', messages: [], suggestions: [] };

const isString = (value: unknown): value is string => typeof value === 'string';

function messageOf(value: unknown): ChatMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, role, text, at } = value as Record<string, unknown>;
  if (!isString(id) || (role !== 'user' && role !== 'bot') || !isString(text) || !isString(at)) return null;
  return { id, role, text, at };
}

/** The conversation as stored, with whose it is (the user id of this browser's log-in, or the visitor's). */
export function storedChat(history: ChatHistory, owner: string): string {
  return JSON.stringify({ owner, ...history });
}

/**
 * The stored conversation from its JSON text: empty when there is none, it is broken or foreign, or it
 * is another user's (one log-in does not read what another asked on the same browser).
 */
export function chatHistoryOf(stored: string | null, owner = ''): ChatHistory {
  if (!stored) return EMPTY_CHAT;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return EMPTY_CHAT;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_CHAT;
  const { sessionId, messages, suggestions, owner: storedOwner = '' } = value as Record<string, unknown>;
  if (!isString(sessionId) || !Array.isArray(messages) || storedOwner !== owner) return EMPTY_CHAT;
  const kept = messages.map(messageOf).filter((m): m is ChatMessage => m !== null);
  return {
    sessionId,
    messages: kept.slice(-CHAT_HISTORY_LIMIT),
    suggestions: Array.isArray(suggestions) ? suggestions.filter(isString) : [],
  };
}

/** The conversation with `added` at its end, at most CHAT_HISTORY_LIMIT messages. */
export function withMessages(history: ChatHistory, added: ChatMessage[], patch: Partial<Omit<ChatHistory, 'messages'>> = {}): ChatHistory {
  return { ...history, ...patch, messages: [...history.messages, ...added].slice(-CHAT_HISTORY_LIMIT) };
}
