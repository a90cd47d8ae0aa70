import { randomBytes } from 'node:crypto';
import { CHAT_EVENTS, type ChatMessage } from '@fortuna/contracts/chat';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_PASSWORD } from '../../seed/demo';
import { createMember } from '../../test/accounts';
import { memberAuth, postLogin } from '../../test/member-login';
import { fundMember, playerAt } from '../../test/play';
import { freshDatabase, staffAuth, testConfig } from '../../test/test-app';

const redisUrl = process.env.REDIS_URL;

async function connected(origin: string, auth: Record<string, string>): Promise<Socket> {
  const socket = connect(origin, { auth: { merchant: 'DEMO', ...auth }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function nextEvent<T>(socket: Socket, event: string, accept: (value: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const listener = (value: T) => {
      if (!accept(value)) return;
      socket.off(event, listener);
      resolve(value);
    };
    socket.on(event, listener);
  });
}

/** Two API nodes sharing one database and one Redis: protection and chat hold across them. */
describe.skipIf(!redisUrl)('player service and protection across nodes', () => {
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    dispose = fresh.dispose;
    const shared = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_NAMESPACE: `test-${randomBytes(6).toString('hex')}:` };
    nodeA = await buildApp(testConfig(shared), { database: fresh.database });
    nodeB = await buildApp(testConfig(shared), { database: fresh.database });
    await nodeA.listen({ port: 0, host: '127.0.0.1' });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await dispose?.();
  });

  it('refuses a self-excluded member on another node at once', async () => {
    const member = await createMember(nodeA);
    await fundMember(nodeA, member, 100_000n);
    const onA = await memberAuth(nodeA, member.username);
    const player = await playerAt(nodeA, onA);
    // Node A now holds the member's (empty) protection row in its cache.
    expect((await player.bet(100n)).envelope.success).toBe(true);

    const onB = await memberAuth(nodeB, member.username);
    const excluded = await nodeB.inject({
      method: 'POST',
      url: '/wps/member/responsible-gaming/exclusion',
      headers: onB,
      payload: { kind: 'self_exclusion', duration: '6m', password: DEMO_PASSWORD },
    });
    expect(excluded.json()).toMatchObject({ success: true });

    expect((await player.bet(100n)).envelope.code).toBe('PLAYER_EXCLUDED');
    const signIn = await postLogin(nodeA, { username: member.username, password: DEMO_PASSWORD });
    expect(signIn.json()).toMatchObject({ success: false, code: 'RG_EXCLUDED' });
  });

  it('delivers chat messages between a member on one node and staff on the other', async () => {
    const member = await createMember(nodeA);
    const memberHeaders = await memberAuth(nodeB, member.username);
    const staffHeaders = await staffAuth(nodeA);
    const memberSocket = await connected(nodeB.listeningOrigin, { token: memberHeaders.authorization.slice(7) });
    const staffSocket = await connected(nodeA.listeningOrigin, { staffToken: staffHeaders.authorization.slice(7) });
    try {
      const atStaff = nextEvent<ChatMessage>(
        staffSocket,
        CHAT_EVENTS.message,
        (message) => message.sender === 'customer',
      );
      const sent = await nodeB.inject({
        method: 'POST',
        url: '/wps/chat/messages',
        headers: memberHeaders,
        payload: { body: 'Xin chào' },
      });
      expect(sent.json()).toMatchObject({ success: true, value: { body: 'Xin chào', sender: 'customer' } });
      const received = await atStaff;
      expect(received.body).toBe('Xin chào');

      const atMember = nextEvent<ChatMessage>(
        memberSocket,
        CHAT_EVENTS.message,
        (message) => message.sender === 'staff',
      );
      const typing = nextEvent<{ from: string }>(memberSocket, CHAT_EVENTS.typing);
      await nodeA.inject({
        method: 'POST',
        url: `/api/admin/chat/conversations/${received.conversationId}/typing`,
        headers: staffHeaders,
      });
      expect((await typing).from).toBe('staff');
      const answer = await nodeA.inject({
        method: 'POST',
        url: `/api/admin/chat/conversations/${received.conversationId}/messages`,
        headers: staffHeaders,
        payload: { body: 'How can we help?' },
      });
      expect(answer.json()).toMatchObject({ success: true });
      expect((await atMember).body).toBe('How can we help?');
    } finally {
      memberSocket.disconnect();
      staffSocket.disconnect();
    }
  });
});
