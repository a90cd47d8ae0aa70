/**
 * The site's live connection: a receive-only Socket.IO client over a WebSocket (ADR 0014).
 *
 * The player site only listens (balance, jackpot pool, system status) on the default namespace, so it
 * speaks the part of the protocol that needs (Engine.IO 4, Socket.IO 5, text frames) instead of
 * shipping the full client with its polling transport: about 1.5 kB instead of 13 kB gzipped.
 * Frames: `0{…}` open (ping settings) · `2` ping, answered `3` · `40{auth}` connect, answered `40{sid}`
 * or `44{message}` · `42["event",payload]` an event · `41` the server disconnected the socket.
 */

/** Handles one event's payload, as the server sent it (check it with its schema). */
export type LiveListener = (payload: unknown) => void;

export interface LiveSocket {
  /** Listens to an event; returns the function that stops listening. */
  on(event: string, listener: LiveListener): () => void;
  /** Called after the connection came back: events may have been missed while it was down. */
  onReconnect(listener: () => void): () => void;
  /** Closes the connection for good. */
  close(): void;
}

/** The part of the WebSocket API used here (the browser's, or a compatible one in tests). */
export interface WebSocketLike {
  addEventListener(type: 'message', listener: (message: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  send(data: string): void;
  close(): void;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

export interface LiveSocketOptions {
  /** The page's origin, e.g. https://example.com: the socket goes to the same host. */
  origin: string;
  path?: string;
  /** Sent with the connect packet (Socket.IO `auth`). */
  auth: Record<string, string>;
  createWebSocket?: WebSocketFactory;
  /** Reconnection delays (Socket.IO's defaults): 1 s doubling up to 5 s, ±50 % jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

const OPEN = '0';
const PING = '2';
const PONG = '3';
const MESSAGE = '4';
const SIO_CONNECT = '0';
const SIO_DISCONNECT = '1';
const SIO_EVENT = '2';
const SIO_CONNECT_ERROR = '4';

/** The WebSocket address of the Socket.IO endpoint for a page origin. */
export function liveSocketUrl(origin: string, path = '/socket.io'): string {
  const url = new URL(`${path.replace(/\/$/, '')}/`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = '?EIO=4&transport=websocket';
  return url.toString();
}

/** The event name and payload of a Socket.IO event packet's data (`["event", payload]`), or null. */
export function parseEvent(data: string): { event: string; payload: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (!Array.isArray(parsed) || typeof parsed[0] !== 'string') return null;
    return { event: parsed[0], payload: parsed[1] };
  } catch {
    return null;
  }
}

export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const createWebSocket = options.createWebSocket ?? ((url: string) => new WebSocket(url));
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 5000;
  const listeners = new Map<string, Set<LiveListener>>();
  const reconnectListeners = new Set<() => void>();
  let socket: WebSocketLike | null = null;
  let attempts = 0;
  let hasConnected = false;
  let isClosed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setTimeout> | undefined;
  /** How long without a ping before the connection counts as dead: the server's interval plus its time-out. */
  let pingWindowMs = 45_000;

  const scheduleRetry = () => {
    if (isClosed || retryTimer !== undefined) return;
    const base = Math.min(maxDelay, minDelay * 2 ** attempts);
    const delay = Math.min(maxDelay, base * (0.5 + Math.random()));
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delay);
  };

  /** A connection that stopped hearing pings is dead even if the socket has not said so. */
  const expectPingWithin = (ms: number) => {
    clearTimeout(pingTimer);
    pingTimer = setTimeout(() => drop(), ms);
  };

  const drop = () => {
    clearTimeout(pingTimer);
    const current = socket;
    socket = null;
    // Its late events are ignored: they no longer come from `socket`.
    current?.close();
    scheduleRetry();
  };

  const handlePacket = (current: WebSocketLike, frame: string) => {
    const type = frame[0];
    if (type === OPEN) {
      const settings = safeJson(frame.slice(1)) as { pingInterval?: number; pingTimeout?: number } | null;
      pingWindowMs = (settings?.pingInterval ?? 25_000) + (settings?.pingTimeout ?? 20_000);
      expectPingWithin(pingWindowMs);
      current.send(`${MESSAGE}${SIO_CONNECT}${JSON.stringify(options.auth)}`);
    } else if (type === PING) {
      expectPingWithin(pingWindowMs);
      current.send(PONG);
    } else if (type === MESSAGE) {
      handleMessage(frame.slice(1));
    }
  };

  const handleMessage = (packet: string) => {
    const type = packet[0];
    if (type === SIO_CONNECT) {
      const wasConnected = hasConnected;
      hasConnected = true;
      attempts = 0;
      if (wasConnected) for (const listener of reconnectListeners) listener();
    } else if (type === SIO_EVENT) {
      const parsed = parseEvent(packet.slice(1));
      if (!parsed) return;
      for (const listener of listeners.get(parsed.event) ?? []) listener(parsed.payload);
    } else if (type === SIO_CONNECT_ERROR || type === SIO_DISCONNECT) {
      drop();
    }
  };

  const connect = () => {
    if (isClosed) return;
    let current: WebSocketLike;
    try {
      current = createWebSocket(liveSocketUrl(options.origin, options.path));
    } catch {
      scheduleRetry();
      return;
    }
    socket = current;
    current.addEventListener('message', ({ data }) => {
      if (typeof data === 'string' && socket === current) handlePacket(current, data);
    });
    current.addEventListener('close', () => {
      if (socket === current) drop();
    });
    // A failed or aborted connection is followed by 'close', which retries; an unheard 'error' would throw.
    current.addEventListener('error', () => undefined);
  };

  connect();

  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<LiveListener>();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    close() {
      isClosed = true;
      clearTimeout(retryTimer);
      clearTimeout(pingTimer);
      const current = socket;
      socket = null;
      if (current) {
        try {
          current.send(`${MESSAGE}${SIO_DISCONNECT}`);
        } catch {
          // Not open yet: closing is enough.
        }
        current.close();
      }
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
