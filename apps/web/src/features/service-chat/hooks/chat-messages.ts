import type { ChatMessage } from '@fortuna/contracts/chat';

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
