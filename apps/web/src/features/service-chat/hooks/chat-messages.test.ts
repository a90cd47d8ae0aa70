import type { ChatMessage } from '@fortuna/contracts/chat';
import { describe, expect, it } from 'vitest';
import { chatStatusLine, mergeMessages, systemLine } from './chat-messages';

const message = (id: number, body = `m${id}`): ChatMessage => ({
  id,
  conversationId: 1,
  sender: 'customer',
  staffName: null,
  body,
  imageUrl: null,
  createdAt: new Date(0).toISOString(),
});

describe('chat messages', () => {
  it('merges pushed and loaded messages once each, oldest first', () => {
    expect(mergeMessages([message(3), message(1)], [message(2), message(3, 'again')]).map((row) => row.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('reads the system lines the server stores as codes', () => {
    expect(systemLine('assigned:Minh')).toEqual({ key: 'assigned', name: 'Minh' });
    expect(systemLine('closed:staff').key).toBe('closed');
  });

  it('says who the member chats with as soon as a staff answer is shown, before the conversation is reloaded', () => {
    const queued = { status: 'queued' as const, assignedStaffName: null };
    const answer = { ...message(2, 'Chào bạn'), sender: 'staff' as const, staffName: 'Minh' };
    expect(chatStatusLine(null, [])).toEqual({ key: 'new' });
    expect(chatStatusLine(queued, [message(1)])).toEqual({ key: 'queued' });
    expect(chatStatusLine(queued, [message(1), answer])).toEqual({ key: 'assigned', name: 'Minh' });
    expect(chatStatusLine({ status: 'assigned', assignedStaffName: 'Lan' }, [message(1), answer])).toEqual({
      key: 'assigned',
      name: 'Lan',
    });
  });
});
