import { CHAT_EVENTS, type ChatMessage, chatMessageSchema } from '@fortuna/contracts/chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';
import { showDialog } from '../../../ui/dialog-store';
import { useSessionStore } from '../../auth/hooks/useSessionStore';
import {
  closeChat,
  fetchChatHistory,
  fetchCurrentChat,
  markChatRead,
  rateChat,
  sendChatImage,
  sendChatText,
  sendTyping,
} from '../api/chat-api';
import { mergeMessages } from './chat-messages';
import { useChatStore } from './useChatStore';

const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 3000;
const typingSchema = z.object({ conversationId: z.number(), from: z.string() });

/**
 * The customer's side of the live chat: the open conversation and its messages (pushed over the site's
 * socket on every node), sending text and images, the staff's typing, read ticks, history, close and rating.
 */
export function useChat() {
  const token = useSessionStore((state) => state.token);
  const visitorToken = useChatStore((state) => (token ? null : state.visitorToken));
  const isIdentified = token !== null || visitorToken !== null;
  const socket = useSiteSocket();
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const queryKey = useMemo(() => ['chat', 'current', token, visitorToken] as const, [token, visitorToken]);
  const current = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchCurrentChat(visitorToken, signal),
    enabled: isIdentified,
    staleTime: 0,
  });
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const [isStaffTyping, setStaffTyping] = useState(false);
  const [isSending, setSending] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);

  const conversation = current.data?.conversation ?? null;
  // Pushed and sent messages join the loaded ones; those of another (earlier) conversation are left out.
  const messages = useMemo(
    () =>
      mergeMessages(
        current.data?.messages ?? [],
        extra.filter((message) => !conversation || message.conversationId === conversation.id),
      ),
    [current.data, extra, conversation],
  );
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  useLiveEvent(
    socket,
    CHAT_EVENTS.message,
    (payload) => {
      const parsed = chatMessageSchema.safeParse(payload);
      if (!parsed.success) return;
      if (conversation && parsed.data.conversationId !== conversation.id) return;
      if (!conversation) refresh();
      setExtra((known) => mergeMessages(known, [parsed.data]));
      if (parsed.data.sender === 'staff') setStaffTyping(false);
    },
    refresh,
  );
  useLiveEvent(socket, CHAT_EVENTS.conversation, refresh, refresh);
  useLiveEvent(
    socket,
    CHAT_EVENTS.typing,
    (payload) => {
      const parsed = typingSchema.safeParse(payload);
      if (!parsed.success || parsed.data.from !== 'staff') return;
      setStaffTyping(true);
      if (typingTimer.current) clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS);
    },
    () => undefined,
  );

  // Staff messages shown in the open window count as read.
  const lastStaffId = [...messages].reverse().find((message) => message.sender === 'staff')?.id ?? 0;
  useEffect(() => {
    if (!conversation || lastStaffId === 0 || conversation.unread === 0) return;
    void markChatRead(visitorToken, lastStaffId).then(refresh, () => undefined);
  }, [conversation, lastStaffId, visitorToken, refresh]);

  const run = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    setSending(true);
    try {
      return await work();
    } catch (error) {
      showDialog({ icon: 'error', message: errorMessage(error) });
      return undefined;
    } finally {
      setSending(false);
    }
  };

  return {
    isIdentified,
    isLoading: current.isPending && isIdentified,
    conversation,
    toRate: current.data?.toRate ?? null,
    messages,
    isStaffTyping,
    isSending,
    async sendText(body: string) {
      const sent = await run(() => sendChatText(visitorToken, body));
      if (sent) {
        setExtra((known) => mergeMessages(known, [sent]));
        if (!conversation) refresh();
      }
      return sent !== undefined;
    },
    async sendImage(file: File) {
      const sent = await run(() => sendChatImage(visitorToken, file));
      if (sent) setExtra((known) => mergeMessages(known, [sent]));
    },
    typing() {
      const now = Date.now();
      if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
      lastTypingSent.current = now;
      void sendTyping(visitorToken).catch(() => undefined);
    },
    async loadOlder() {
      const first = messages[0];
      if (!first) return;
      const older = await run(() => fetchChatHistory(visitorToken, first.id));
      if (older) setExtra((known) => mergeMessages(older, known));
    },
    async end() {
      await run(() => closeChat(visitorToken));
      refresh();
    },
    async rate(conversationId: number, rating: number, comment: string) {
      await run(() => rateChat(visitorToken, { conversationId, rating, comment }));
      refresh();
    },
    visitorToken,
  };
}
