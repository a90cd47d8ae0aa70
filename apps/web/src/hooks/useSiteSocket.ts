import { createContext, use, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { chunkLoader } from '../lib/lazy-chunk';
import { whenPageIdle } from '../lib/page-idle';

/**
 * The socket client is downloaded once the page has loaded and is idle, off the start page's critical
 * path: the first screen shows the answers of the start-up calls, and the live updates follow.
 */
const socketClient = chunkLoader(() => import('socket.io-client'));

/** The site's one live connection, shared by the system status and the signed-in member's events. */
export const SiteSocketContext = createContext<Socket | null>(null);

/**
 * Opens the site's socket for the merchant. With a token the server also knows the member; a new
 * socket is opened whenever the token changes, so signing in or out reconnects with or without it.
 */
export function useSiteSocketConnection(merchantCode: string | undefined, token: string | null): Socket | null {
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (!merchantCode) return;
    const auth: Record<string, string> = token ? { merchant: merchantCode, token } : { merchant: merchantCode };
    let connection: Socket | null = null;
    let isCurrent = true;
    whenPageIdle()
      .then(socketClient)
      .then(
        ({ io }) => {
          if (!isCurrent) return;
          connection = io({ path: '/socket.io', auth });
          setSocket(connection);
        },
        // Without the client the site still works, only without live updates until the next page load.
        (error: unknown) => console.error('The live connection could not be started', error),
      );
    return () => {
      isCurrent = false;
      connection?.disconnect();
      setSocket(null);
    };
  }, [merchantCode, token]);

  return socket;
}

/** The open site socket, or null before start-up has connected it. */
export function useSiteSocket(): Socket | null {
  return use(SiteSocketContext);
}
