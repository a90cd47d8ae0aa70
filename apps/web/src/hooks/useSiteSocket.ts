import { createContext, use, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

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
    const connection = io({ path: '/socket.io', auth });
    setSocket(connection);
    return () => {
      connection.disconnect();
      setSocket(null);
    };
  }, [merchantCode, token]);

  return socket;
}

/** The open site socket, or null before start-up has connected it. */
export function useSiteSocket(): Socket | null {
  return use(SiteSocketContext);
}
