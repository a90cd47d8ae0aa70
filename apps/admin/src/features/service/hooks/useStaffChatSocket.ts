import { CHAT_EVENTS } from '@fortuna/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { useSessionStore } from '../../../session/session-store';
import { serviceKeys } from '../api/service.api';

/**
 * The console's live connection: every support socket is in the staff chat room (on every node through
 * Redis), so new conversations, messages, reads and typing arrive at once and refresh what is shown.
 */
export function useStaffChatSocket(selectedId: number | null): { typingId: number | null } {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const [typingId, setTypingId] = useState<number | null>(null);
  const selected = useRef(selectedId);
  selected.current = selectedId;

  useEffect(() => {
    if (!token) return;
    const socket = io(window.location.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { staffToken: token },
    });
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = (conversationId?: number) => {
      void queryClient.invalidateQueries({ queryKey: [...serviceKeys.chatAll, 'conversations'] });
      if (conversationId !== undefined && conversationId === selected.current) {
        void queryClient.invalidateQueries({ queryKey: serviceKeys.messages(conversationId) });
      }
    };
    socket.on(CHAT_EVENTS.message, (message: { conversationId?: number; sender?: string }) => {
      refresh(message.conversationId);
      if (message.sender === 'customer') setTypingId(null);
    });
    socket.on(CHAT_EVENTS.conversation, (conversation: { id?: number }) => refresh(conversation.id));
    socket.on(CHAT_EVENTS.read, (read: { conversationId?: number }) => refresh(read.conversationId));
    socket.on(CHAT_EVENTS.typing, (typing: { conversationId?: number; from?: string }) => {
      if (typing.from !== 'customer' || typing.conversationId === undefined) return;
      setTypingId(typing.conversationId);
      clearTimeout(typingTimer);
      typingTimer = setTimeout(() => setTypingId(null), 4000);
    });
    socket.io.on('reconnect', () => refresh(selected.current ?? undefined));
    return () => {
      clearTimeout(typingTimer);
      socket.disconnect();
    };
  }, [token, queryClient]);

  return { typingId };
}
