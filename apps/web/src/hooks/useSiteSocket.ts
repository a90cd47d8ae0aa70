import { createContext, use, useEffect, useRef, useState } from 'react';
import { type LiveSocket, openLiveSocket } from '../lib/live-socket';
import { whenPageIdle } from '../lib/page-idle';

/** The site's one live connection, shared by the system status, the jackpot and the signed-in member's events. */
export const SiteSocketContext = createContext<LiveSocket | null>(null);

/**
 * Opens the site's live connection for the merchant once the page has loaded and is idle, off the
 * start page's critical path: the first screen shows the answers of the start-up calls, and the live
 * updates follow. With a token the server also knows the member; a new connection is opened whenever
 * the token changes, so signing in or out reconnects with or without it.
 */
export function useSiteSocketConnection(
  merchantCode: string | undefined,
  token: string | null,
  /** A visitor's live-chat token (no session): the server puts the socket in that conversation's room. */
  chatToken: string | null = null,
): LiveSocket | null {
  const [socket, setSocket] = useState<LiveSocket | null>(null);

  useEffect(() => {
    if (!merchantCode) return;
    const auth: Record<string, string> = { merchant: merchantCode };
    if (token) auth.token = token;
    else if (chatToken) auth.chatToken = chatToken;
    let connection: LiveSocket | null = null;
    let isCurrent = true;
    void whenPageIdle().then(() => {
      if (!isCurrent) return;
      connection = openLiveSocket({ origin: window.location.origin, auth });
      setSocket(connection);
    });
    return () => {
      isCurrent = false;
      connection?.close();
      setSocket(null);
    };
  }, [merchantCode, token, chatToken]);

  return socket;
}

/** The open site connection, or null before start-up has opened it. */
export function useSiteSocket(): LiveSocket | null {
  return use(SiteSocketContext);
}

/**
 * Follows one live event of the site connection (`useSiteSocket()`, or the one passed in above its
 * provider): `onEvent` gets each payload (check it with its schema), `onReconnect` runs after the
 * connection came back, since events may have been missed meanwhile. The latest callbacks are used
 * without re-subscribing.
 */
export function useLiveEvent(
  socket: LiveSocket | null,
  event: string,
  onEvent: (payload: unknown) => void,
  onReconnect: () => void,
): void {
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };

  useEffect(() => {
    if (!socket) return;
    const stopEvents = socket.on(event, (payload) => handlers.current.onEvent(payload));
    const stopReconnects = socket.onReconnect(() => handlers.current.onReconnect());
    return () => {
      stopEvents();
      stopReconnects();
    };
  }, [socket, event]);
}
