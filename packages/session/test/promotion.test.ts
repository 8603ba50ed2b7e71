import { describe, expect, it } from 'vitest';
import {
  CHAT_HISTORY_LIMIT,
  EMPTY_CHAT,
  cdkRefusal,
  chatHistoryOf,
  storedChat,
  commissionCents,
  goodsShareLink,
  normalCdkCode,
  withMessages,
  type ChatMessage,
} from '../src/index.ts';

// Promotion (share links, commission in cents), the card-key area and the service bot's
// history kept in this browser. No spec rule covers them (spec §7 lists the promotion calls only).
describe('goodsShareLink: a goods buy page carrying my invite code, on my invite link’s host', () => {
  it('uses the host of the invite link', () => {
    expect(goodsShareLink('https://shop.example.com/register?invite=YQ0001', 'YQ0001', 18)).toBe(
      'https://shop.example.com/inside/buyGoods?id=18&invite=YQ0001',
    );
  });
  it('keeps a path-only invite link relative and escapes the code', () => {
    expect(goodsShareLink('/register?invite=a b', 'a b', 3)).toBe('/inside/buyGoods?id=3&invite=a%20b');
  });
});

describe('commissionCents: what a purchase earns, integer cents rounded down', () => {
  it('3 % of ¥29.90 is ¥0.89 (0.897 down)', () => {
    expect(commissionCents(2990, 3)).toBe(89);
  });
  it('fractional rates stay exact', () => {
    expect(commissionCents(10000, 2.5)).toBe(250);
    expect(commissionCents(33, 0.1)).toBe(0);
  });
  it('nothing for a free goods or no rate; never above the price', () => {
    expect(commissionCents(0, 5)).toBe(0);
    expect(commissionCents(1000, 0)).toBe(0);
    expect(commissionCents(1000, 150)).toBe(1000);
  });
});

describe('normalCdkCode: a key as typed becomes XXXX-XXXX-XXXX-XXXX', () => {
  it('upper-cases and drops spaces', () => {
    expect(normalCdkCode(' cdk8-test-2026-0001 ')).toBe('CDK8-TEST-2026-0001');
    expect(normalCdkCode('CDK8 - TEST - 2026 - 0001')).toBe('CDK8-TEST-2026-0001');
  });
  it('adds the dashes to 16 bare characters', () => {
    expect(normalCdkCode('cdk8test20260001')).toBe('CDK8-TEST-2026-0001');
  });
  it('null for anything else', () => {
    expect(normalCdkCode('')).toBeNull();
    expect(normalCdkCode('CDK8-TEST-2026')).toBeNull();
    expect(normalCdkCode('CDK8-TEST-2026-000!')).toBeNull();
  });
});

describe('cdkRefusal: a key that cannot be redeemed says why', () => {
  it('unused passes; used, expired and void are refusals', () => {
    expect(cdkRefusal('unused')).toBeNull();
    expect(cdkRefusal('used')).toBe('used');
    expect(cdkRefusal('expired')).toBe('expired');
    expect(cdkRefusal('void')).toBe('void');
  });
});

describe('chatHistoryOf / withMessages: the bot conversation kept in this browser', () => {
  const question: ChatMessage = { id: 'u1', role: 'user', text: '付款后多久发货？', at: '2026-11-20 10:00:00' };
  const answer: ChatMessage = { id: 'b1', role: 'bot', text: '一般10秒内', at: '2026-11-20 10:00:01' };

  it('reads back what it wrote', () => {
    const history = withMessages(EMPTY_CHAT, [question, answer], { sessionId: 's1', suggestions: ['如何查询我的订单？'] });
    expect(chatHistoryOf(JSON.stringify(history))).toEqual(history);
  });
  it('is kept per owner: another log-in on this browser starts empty', () => {
    const history = withMessages(EMPTY_CHAT, [question], { sessionId: 's1' });
    expect(chatHistoryOf(storedChat(history, 'user-1'), 'user-1')).toEqual(history);
    expect(chatHistoryOf(storedChat(history, 'user-1'), 'user-2')).toEqual(EMPTY_CHAT);
    expect(chatHistoryOf(storedChat(history, 'user-1'))).toEqual(EMPTY_CHAT);
  });

  it('nothing, broken or foreign text is an empty conversation', () => {
    expect(chatHistoryOf(null)).toEqual(EMPTY_CHAT);
    expect(chatHistoryOf('{oops')).toEqual(EMPTY_CHAT);
    expect(chatHistoryOf('42')).toEqual(EMPTY_CHAT);
    expect(chatHistoryOf(JSON.stringify({ sessionId: 1, messages: [] }))).toEqual(EMPTY_CHAT);
  });
  it('drops malformed messages and suggestions, keeps the rest', () => {
    const stored = JSON.stringify({
      sessionId: 's',
      messages: [question, { id: 2, role: 'user' }, { ...answer, role: 'admin' }],
      suggestions: ['a', 3],
    });
    expect(chatHistoryOf(stored)).toEqual({ sessionId: 's', messages: [question], suggestions: ['a'] });
  });
  it('keeps at most the last CHAT_HISTORY_LIMIT messages', () => {
    const many = Array.from({ length: CHAT_HISTORY_LIMIT + 5 }, (_, i) => ({ ...question, id: `m${i}` }));
    const history = withMessages(EMPTY_CHAT, many);
    expect(history.messages).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(history.messages[0]?.id).toBe('m5');
    expect(chatHistoryOf(JSON.stringify({ ...history, messages: many })).messages).toHaveLength(CHAT_HISTORY_LIMIT);
  });
});
