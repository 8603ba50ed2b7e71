// The effects store: what the request client, the guard and the login-log step decide, waiting for
// the React tree to show it (logout dialog, toasts, login notice) or to carry it out (navigation).
// Plain TypeScript with a subscribe/snapshot pair for useSyncExternalStore, so the transport never
// touches the DOM or `window.location` (architecture.md, "Do not copy").
import { useSyncExternalStore } from 'react';
import { ERROR_TOAST_MS, type LoginNotice, type LogoutDialog } from '@shop/session';
import type { MessageKey, MessageRef } from '@shop/session/messages';

export type ToastTone = 'error' | 'warning' | 'success' | 'info';

/** A catalogue message, or text that is already final (a server `msg`). */
export type ToastMessage = MessageRef<MessageKey> | { text: string };

export interface Toast {
  id: number;
  tone: ToastTone;
  message: ToastMessage;
  durationMs: number;
}

export interface ShownNotice extends LoginNotice {
  id: number;
}

export interface NavigationRequest {
  id: number;
  to: string;
  replace: boolean;
}

export interface EffectsState {
  /** R4.11: at most one logout dialog at a time. */
  logoutDialog: LogoutDialog | null;
  toasts: readonly Toast[];
  /** R2.10: the login notice, bottom-right, 5 s. */
  notice: ShownNotice | null;
  /** The latest navigation asked for outside React; the router bridge carries it out once. */
  navigation: NavigationRequest | null;
}

const INITIAL: EffectsState = { logoutDialog: null, toasts: [], notice: null, navigation: null };

let state: EffectsState = INITIAL;
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function update(patch: Partial<EffectsState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function schedule(name: string, ms: number, run: () => void): void {
  clearTimeout(timers.get(name));
  if (!Number.isFinite(ms) || ms <= 0) return;
  timers.set(
    name,
    setTimeout(() => {
      timers.delete(name);
      run();
    }, ms),
  );
}

function cancel(name: string): void {
  clearTimeout(timers.get(name));
  timers.delete(name);
}

export function getEffects(): EffectsState {
  return state;
}

export function subscribeEffects(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole effects state, re-rendering on every change (the effects root is small). */
export function useEffectsState(): EffectsState {
  return useSyncExternalStore(subscribeEffects, getEffects, getEffects);
}

// ---- logout dialog (R4.8–R4.11) ----

/** Opens the logout dialog unless one is already open; answers whether this call opened it. */
export function openLogoutDialog(dialog: LogoutDialog): boolean {
  if (state.logoutDialog) return false;
  update({ logoutDialog: dialog });
  return true;
}

/** The dialog's button: close it and go where its session code leads (R2.6–R2.8). */
export function confirmLogoutDialog(): void {
  const dialog = state.logoutDialog;
  if (!dialog) return;
  update({ logoutDialog: null });
  requestNavigation(dialog.target, { replace: false });
}

// ---- toasts (R8.1, R8.4: 3 s) ----

function sameMessage(a: ToastMessage, b: ToastMessage): boolean {
  if ('text' in a || 'text' in b) return 'text' in a && 'text' in b && a.text === b.text;
  return a.key === b.key && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});
}

/**
 * Shows a message popup. The same message already on screen is not stacked again (many requests
 * failing together give one toast); its timer starts over instead.
 */
export function showToast(input: { message: ToastMessage; tone?: ToastTone; durationMs?: number }): number {
  const tone = input.tone ?? 'error';
  const durationMs = input.durationMs ?? ERROR_TOAST_MS;
  const existing = state.toasts.find((toast) => toast.tone === tone && sameMessage(toast.message, input.message));
  const id = existing?.id ?? nextId++;
  if (!existing) update({ toasts: [...state.toasts, { id, tone, message: input.message, durationMs }] });
  schedule(`toast:${id}`, durationMs, () => dismissToast(id));
  return id;
}

export function dismissToast(id: number): void {
  cancel(`toast:${id}`);
  if (state.toasts.some((toast) => toast.id === id)) update({ toasts: state.toasts.filter((toast) => toast.id !== id) });
}

/** R4.1: open messages are dismissed before each navigation. */
export function dismissToasts(): void {
  for (const toast of state.toasts) cancel(`toast:${toast.id}`);
  if (state.toasts.length > 0) update({ toasts: [] });
}

// ---- login notice (R2.10–R2.12: 5 s) ----

export function showNotice(notice: LoginNotice): void {
  const id = nextId++;
  update({ notice: { ...notice, id } });
  schedule('notice', notice.durationMs, dismissNotice);
}

export function dismissNotice(): void {
  cancel('notice');
  if (state.notice) update({ notice: null });
}

// ---- navigation asked for outside React (R2.6–R2.9) ----

export function requestNavigation(to: string, options: { replace: boolean }): void {
  update({ navigation: { id: nextId++, to, replace: options.replace } });
}

/** Called by the router bridge once it has navigated. */
export function completeNavigation(id: number): void {
  if (state.navigation?.id === id) update({ navigation: null });
}

/** Back to nothing shown (tests; a full reset of the page state). */
export function resetEffects(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  update(INITIAL);
}
