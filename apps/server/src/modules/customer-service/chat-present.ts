import { CHAT_API, type ChatConversation, type ChatMessage } from '@fortuna/contracts/chat';
import type { ChatMessageRow, ConversationRow } from './chat.repo';

export function presentMessage(row: ChatMessageRow, forStaff: boolean): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    staffName: row.staffName,
    body: row.body,
    imageUrl: row.imageName ? (forStaff ? CHAT_API.admin.image(row.id) : CHAT_API.image(row.id)) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentConversation(row: ConversationRow, side: 'customer' | 'staff'): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    assignedStaffName: row.assignedStaffName,
    unread: side === 'customer' ? row.memberUnread : row.staffUnread,
    otherReadId: side === 'customer' ? row.staffReadId : row.memberReadId,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
