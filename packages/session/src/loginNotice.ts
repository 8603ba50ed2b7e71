import { LOGIN_NOTICE_MS, SUCCESS_CODE } from './constants.ts';
import { messageRef, type MessageRef } from './messages/format.ts';
import type { MessageKey } from './messages/index.ts';
import { codeOf } from './response.ts';

/** R3.2: one login log entry as the server sends it. */
export interface LoginLogEntry {
  IP: string;
  Address: string;
  LoginTime: string;
}

export interface LoginNotice {
  title: MessageRef<MessageKey>;
  lines: MessageRef<MessageKey>[];
  /** R2.11 / R2.12: compared with the last login, when there is one. */
  address: 'normal' | 'differs' | null;
  /** R2.12: warning style when the address differs. */
  tone: 'success' | 'warning';
  placement: 'bottom-right';
  durationMs: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function entryOf(value: unknown): LoginLogEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return { IP: text(record.IP), Address: text(record.Address), LoginTime: text(record.LoginTime) };
}

/** R3.2: `data.logs` → [current, last?]; anything else → null. */
export function loginLogsOf(envelope: unknown): LoginLogEntry[] | null {
  if (typeof envelope !== 'object' || envelope === null) return null;
  const head = envelope as { code?: unknown; data?: unknown };
  if (codeOf(head) !== SUCCESS_CODE) return null;
  const logs = (head.data as { logs?: unknown } | null | undefined)?.logs;
  if (!Array.isArray(logs)) return null;
  const entries = logs.slice(0, 2).map(entryOf);
  return entries.every((entry): entry is LoginLogEntry => entry !== null) && entries.length > 0 ? entries : null;
}

/**
 * R2.10–R2.13: the bottom-right notice after log-in, built from the `getLastTwoLoginLog` answer.
 * `envelope` is the parsed body, or null when the call failed; a failed or unusable answer gives no notice.
 */
export function buildLoginNotice(envelope: unknown): LoginNotice | null {
  const logs = loginLogsOf(envelope);
  if (!logs) return null;
  const [current, last] = logs as [LoginLogEntry, LoginLogEntry | undefined];
  const orUnknown = (value: string): string | number => (value === '' ? '-' : value);
  const lines: MessageRef<MessageKey>[] = [
    messageRef<MessageKey>('loginNotice.currentIp', { ip: orUnknown(current.IP) }),
    messageRef<MessageKey>('loginNotice.currentAddress', { address: orUnknown(current.Address) }),
  ];
  let address: LoginNotice['address'] = null;
  if (last) {
    lines.push(
      messageRef<MessageKey>('loginNotice.lastIp', { ip: orUnknown(last.IP) }),
      messageRef<MessageKey>('loginNotice.lastAddress', { address: orUnknown(last.Address) }),
      messageRef<MessageKey>('loginNotice.lastTime', { time: orUnknown(last.LoginTime) }),
    );
    address = current.Address === last.Address ? 'normal' : 'differs';
    lines.push(messageRef<MessageKey>(address === 'normal' ? 'loginNotice.addressNormal' : 'loginNotice.addressDiffers'));
  }
  return {
    title: messageRef<MessageKey>('loginNotice.title'),
    lines,
    address,
    tone: address === 'differs' ? 'warning' : 'success',
    placement: 'bottom-right',
    durationMs: LOGIN_NOTICE_MS,
  };
}
