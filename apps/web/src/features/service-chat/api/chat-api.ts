import {
  CHAT_API,
  CHAT_VISITOR_HEADER,
  type ChatConversation,
  type ChatCurrent,
  type ChatMessage,
  chatConversationSchema,
  chatCurrentSchema,
  chatMessageSchema,
  chatVisitorSchema,
} from '@fortuna/contracts/chat';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { sendForm } from '../../../api/form-upload';

/** Chat calls carry the visitor's chat token when there is no session (the server prefers a session). */
export function chatHeaders(visitorToken: string | null): Record<string, string> {
  return visitorToken ? { [CHAT_VISITOR_HEADER]: visitorToken } : {};
}

export function fetchCurrentChat(visitorToken: string | null, signal?: AbortSignal): Promise<ChatCurrent> {
  return apiRequest(CHAT_API.current, chatCurrentSchema, { headers: chatHeaders(visitorToken), signal });
}

export function fetchChatHistory(visitorToken: string | null, beforeId: number): Promise<ChatMessage[]> {
  return apiRequest(CHAT_API.history, z.array(chatMessageSchema), {
    headers: chatHeaders(visitorToken),
    query: { beforeId, limit: 30 },
  });
}

export function sendChatText(visitorToken: string | null, body: string): Promise<ChatMessage> {
  return apiRequest(CHAT_API.messages, chatMessageSchema, {
    method: 'POST',
    body: { body },
    headers: chatHeaders(visitorToken),
  });
}

export function sendChatImage(visitorToken: string | null, file: File): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm(CHAT_API.images, chatMessageSchema, form, { headers: chatHeaders(visitorToken) });
}

export function sendTyping(visitorToken: string | null): Promise<unknown> {
  return apiRequest(CHAT_API.typing, z.null(), { method: 'POST', headers: chatHeaders(visitorToken) });
}

export function markChatRead(visitorToken: string | null, upToId: number): Promise<unknown> {
  return apiRequest(CHAT_API.read, z.null(), { method: 'POST', body: { upToId }, headers: chatHeaders(visitorToken) });
}

export function closeChat(visitorToken: string | null): Promise<unknown> {
  return apiRequest(CHAT_API.close, z.null(), { method: 'POST', headers: chatHeaders(visitorToken) });
}

export function rateChat(
  visitorToken: string | null,
  input: { conversationId: number; rating: number; comment: string },
): Promise<ChatConversation> {
  return apiRequest(CHAT_API.rate, chatConversationSchema, {
    method: 'POST',
    body: input,
    headers: chatHeaders(visitorToken),
  });
}

export function startVisitorChat(input: { name: string; reason: string; username: string; language: string }) {
  return apiRequest(CHAT_API.visitor, chatVisitorSchema, { method: 'POST', body: input });
}
