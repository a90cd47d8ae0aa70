import { CHAT_EVENTS, type ChatMessage } from '@fortuna/contracts/chat';
import type { FastifyInstance } from 'fastify';
import { memberRoom } from '../wallet/balance-events';
import type { ConversationRow } from './chat.repo';

/** Every support staff socket joins this room (on every node through the Redis adapter). */
export const CHAT_STAFF_ROOM = 'chat-staff';

export function visitorRoom(conversationId: number): string {
  return `chat-visitor:${conversationId}`;
}

/** The room of a conversation's customer: the member's own room, or the visitor's conversation room. */
export function customerRoom(conversation: Pick<ConversationRow, 'id' | 'accountId'>): string {
  return conversation.accountId ? memberRoom(conversation.accountId) : visitorRoom(conversation.id);
}

export type ChatRealtime = Pick<FastifyInstance, 'realtime'>;

export function pushMessage(app: ChatRealtime, conversation: ConversationRow, message: ChatMessage): void {
  app.realtime.io.to(customerRoom(conversation)).emit(CHAT_EVENTS.message, message);
  app.realtime.io.to(CHAT_STAFF_ROOM).emit(CHAT_EVENTS.message, { ...message, merchantId: conversation.merchantId });
}

/** Tells staff consoles (queue, assignment, unread counts) and the customer (status) that a conversation changed. */
export function pushConversation(app: ChatRealtime, conversation: ConversationRow): void {
  const summary = {
    id: conversation.id,
    merchantId: conversation.merchantId,
    status: conversation.status,
    assignedStaffId: conversation.assignedStaffId,
    assignedStaffName: conversation.assignedStaffName,
    staffUnread: conversation.staffUnread,
  };
  app.realtime.io.to(CHAT_STAFF_ROOM).emit(CHAT_EVENTS.conversation, summary);
  app.realtime.io.to(customerRoom(conversation)).emit(CHAT_EVENTS.conversation, {
    id: conversation.id,
    status: conversation.status,
    assignedStaffName: conversation.assignedStaffName,
  });
}

export function pushTyping(app: ChatRealtime, conversation: ConversationRow, from: 'customer' | 'staff'): void {
  const room = from === 'customer' ? CHAT_STAFF_ROOM : customerRoom(conversation);
  app.realtime.io.to(room).emit(CHAT_EVENTS.typing, { conversationId: conversation.id, from });
}

export function pushRead(
  app: ChatRealtime,
  conversation: ConversationRow,
  by: 'customer' | 'staff',
  upToId: number,
): void {
  const room = by === 'customer' ? CHAT_STAFF_ROOM : customerRoom(conversation);
  app.realtime.io.to(room).emit(CHAT_EVENTS.read, { conversationId: conversation.id, by, upToId });
}

/** Whether the customer has a live socket anywhere (all nodes, through the adapter). */
export async function isCustomerOnline(app: ChatRealtime, conversation: ConversationRow): Promise<boolean> {
  const sockets = await app.realtime.io.in(customerRoom(conversation)).fetchSockets();
  return sockets.length > 0;
}
