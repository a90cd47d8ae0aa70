import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase, staffAuth } from '../test/test-app';

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

async function originOf(app: FastifyInstance): Promise<string> {
  return app.server.listening ? app.listeningOrigin : app.listen({ port: 0, host: '127.0.0.1' });
}

describeEachDatabase('realtime system status', (use) => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  it('pushes the maintenance switch to every open site of the merchant', async () => {
    const { app } = use();
    const address = await originOf(app);
    const socket = connect(address, { path: '/socket.io', auth: { merchant: 'DEMO' }, transports: ['websocket'] });
    sockets.push(socket);
    await connected(socket);

    const received = nextEvent<{ status: number; maintenance: { title: string } | null }>(
      socket,
      SOCKET_EVENTS.systemStatus,
    );
    await app.inject({
      method: 'PUT',
      url: '/api/admin/merchants/1/maintenance',
      headers: await staffAuth(app),
      payload: { enabled: true, title: 'Upgrade', message: 'Back soon' },
    });
    expect(await received).toEqual({
      status: 1,
      maintenance: { enabled: true, title: 'Upgrade', message: 'Back soon' },
    });
  });

  it('refuses a socket for an unknown merchant', async () => {
    const { app } = use();
    const address = await originOf(app);
    const socket = connect(address, { path: '/socket.io', auth: { merchant: 'NOSUCH' }, transports: ['websocket'] });
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow('UNKNOWN_MERCHANT');
  });
});
