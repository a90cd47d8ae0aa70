import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { type LiveSocket, liveSocketUrl, openLiveSocket, parseEvent, type WebSocketLike } from './live-socket';

// The client against a real Socket.IO server (the one the platform runs), over a real WebSocket.

let http: HttpServer | null = null;
let io: Server | null = null;
const opened: LiveSocket[] = [];

async function startServer(options: { pingIntervalMs?: number } = {}) {
  http = createServer();
  io = new Server(http, {
    path: '/socket.io',
    pingInterval: options.pingIntervalMs ?? 25_000,
    pingTimeout: options.pingIntervalMs ?? 20_000,
  });
  io.use((socket, next) => {
    const { merchant } = socket.handshake.auth as { merchant?: string };
    next(merchant === 'DEMO' ? undefined : new Error('unknown merchant'));
  });
  await new Promise<void>((resolve) => http?.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { io, origin: `http://127.0.0.1:${port}` };
}

function open(origin: string, auth: Record<string, string>): LiveSocket {
  const socket = openLiveSocket({
    origin,
    auth,
    createWebSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    minDelayMs: 20,
    maxDelayMs: 50,
  });
  opened.push(socket);
  return socket;
}

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.close();
  await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()));
  io = null;
  http = null;
});

describe('liveSocketUrl and parseEvent', () => {
  it('turns the page origin into the WebSocket address of the endpoint', () => {
    expect(liveSocketUrl('https://demo.example')).toBe('wss://demo.example/socket.io/?EIO=4&transport=websocket');
    expect(liveSocketUrl('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/socket.io/?EIO=4&transport=websocket');
  });

  it('reads an event packet and refuses anything else', () => {
    expect(parseEvent('["games:jackpot",{"amount":"1.00"}]')).toEqual({
      event: 'games:jackpot',
      payload: { amount: '1.00' },
    });
    expect(parseEvent('[1,2]')).toBeNull();
    expect(parseEvent('not json')).toBeNull();
  });
});

describe('openLiveSocket', () => {
  it('connects with its auth and delivers the events the server sends to it', async () => {
    const { io, origin } = await startServer();
    const seen = vi.fn();
    io.on('connection', (socket) => {
      socket.emit('games:jackpot', { amount: '20000000.00', auth: socket.handshake.auth });
    });
    const socket = open(origin, { merchant: 'DEMO', token: 't-1' });
    socket.on('games:jackpot', seen);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(seen).toHaveBeenCalledWith({ amount: '20000000.00', auth: { merchant: 'DEMO', token: 't-1' } });
  });

  it('answers the server pings, so the connection stays up', async () => {
    const { io, origin } = await startServer({ pingIntervalMs: 40 });
    const disconnected = vi.fn();
    io.on('connection', (socket) => socket.on('disconnect', disconnected));
    open(origin, { merchant: 'DEMO' });
    await vi.waitFor(() => expect(io.sockets.sockets.size).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(disconnected).not.toHaveBeenCalled();
    expect(io.sockets.sockets.size).toBe(1);
  });

  it('comes back after the server drops it, tells the reconnect listeners, and delivers again', async () => {
    const { io, origin } = await startServer();
    const reconnected = vi.fn();
    const seen = vi.fn();
    const socket = open(origin, { merchant: 'DEMO' });
    socket.on('balance', seen);
    socket.onReconnect(reconnected);
    await vi.waitFor(() => expect(io.sockets.sockets.size).toBe(1));
    for (const server of io.sockets.sockets.values()) server.disconnect(true);
    await vi.waitFor(() => expect(reconnected).toHaveBeenCalledTimes(1));
    io.emit('balance', { balance: '5.00' });
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith({ balance: '5.00' }));
  });

  it('keeps trying while the server refuses it, and stops for good once closed', async () => {
    const { io, origin } = await startServer();
    const attempts = vi.fn();
    io.engine.on('connection', attempts);
    const socket = open(origin, { merchant: 'NOSUCH' });
    await vi.waitFor(() => expect(attempts.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(io.sockets.sockets.size).toBe(0);
    socket.close();
    // An attempt already on the wire when it closed may still reach the server; none may start after.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterClose = attempts.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts.mock.calls.length).toBe(afterClose);
  });

  it('stops listening when asked', async () => {
    const { io, origin } = await startServer();
    const seen = vi.fn();
    const socket = open(origin, { merchant: 'DEMO' });
    const stop = socket.on('balance', seen);
    await vi.waitFor(() => expect(io.sockets.sockets.size).toBe(1));
    io.emit('balance', 1);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    stop();
    io.emit('balance', 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
