import { create } from 'zustand';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

const VISITOR_TOKEN_KEY = 'chatToken';

/** Why a visitor without a session opens the chat (the server keeps it with the conversation). */
export type VisitorReason = 'maintenance' | 'blocked' | 'locked' | 'signed_out';

interface ChatState {
  isOpen: boolean;
  /** The token of a visitor's conversation (no session): kept for the browser tab. */
  visitorToken: string | null;
  visitorReason: VisitorReason;
}

export const useChatStore = create<ChatState>(() => ({
  isOpen: false,
  visitorToken: readStorage('session', VISITOR_TOKEN_KEY),
  visitorReason: 'signed_out',
}));

/** Opens our live chat (the LIVECHAT entry, the header, the maintenance and blocked pages, a locked sign-in). */
export function openChat(reason: VisitorReason = 'signed_out'): void {
  useChatStore.setState({ isOpen: true, visitorReason: reason });
}

export function closeChatWindow(): void {
  useChatStore.setState({ isOpen: false });
}

export function rememberVisitorToken(token: string | null): void {
  if (token) writeStorage('session', VISITOR_TOKEN_KEY, token);
  else removeStorage('session', VISITOR_TOKEN_KEY);
  useChatStore.setState({ visitorToken: token });
}
