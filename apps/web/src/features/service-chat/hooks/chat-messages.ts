import type { ChatConversation, ChatMessage } from '@fortuna/contracts/chat';

/** Two lists of messages as one, each message once (by id), oldest first. */
export function mergeMessages(first: readonly ChatMessage[], second: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...first, ...second]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** What a system line of the conversation says (the server stores a code such as "assigned:Minh"). */
export type SystemLine =
  | { key: 'assigned'; name: string }
  | { key: 'closed' }
  | { key: 'started' }
  | { key: 'note'; text: string };

export function systemLine(body: string): SystemLine {
  const [kind = '', detail = ''] = body.split(':');
  if (kind === 'assigned') return { key: 'assigned', name: detail };
  if (kind === 'closed') return { key: 'closed' };
  if (kind === 'visitor') return { key: 'started' };
  return { key: 'note', text: body };
}

/** What the chat window's header says about the conversation. */
export type ChatStatusLine = { key: 'new' } | { key: 'queued' } | { key: 'assigned'; name: string };

/**
 * The header's status, agreeing with the messages shown: the server gives a queued conversation to
 * the staff member who answers it, so a staff message pushed live means it is taken by that person,
 * even before the refreshed conversation (one more call) arrives.
 */
export function chatStatusLine(
  conversation: Pick<ChatConversation, 'status' | 'assignedStaffName'> | null,
  messages: readonly ChatMessage[],
): ChatStatusLine {
  if (!conversation) return { key: 'new' };
  if (conversation.status !== 'queued') return { key: 'assigned', name: conversation.assignedStaffName ?? '' };
  const answered = [...messages].reverse().find((message) => message.sender === 'staff');
  return answered ? { key: 'assigned', name: answered.staffName ?? '' } : { key: 'queued' };
}
