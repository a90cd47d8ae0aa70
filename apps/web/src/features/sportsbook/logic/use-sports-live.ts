import { SPORTS_SOCKET_EVENTS, type SportsBet, sportsBetsChangedSchema } from '@fortuna/contracts/sportsbook';
import { type SportsDeskEvent, sportsDeskEventSchema } from '@fortuna/contracts/sportsbook-desk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { permissionInfoQuery } from '../../../api/permission-info';
import { type LiveSocket, openLiveSocket } from '../../../lib/live-socket';

/** How often the window reads everything again while its live connection is up (a safety net only). */
export const SLOW_POLL_MS = 60_000;

/** An event list with one event put in its place (or added), as a live message brings it. */
export function withEvent(events: readonly SportsDeskEvent[] | undefined, event: SportsDeskEvent): SportsDeskEvent[] {
  const list = events ?? [];
  return list.some((e) => e.id === event.id) ? list.map((e) => (e.id === event.id ? event : e)) : [...list, event];
}

/** Whether one of the member's open desk bets has a leg on the event (its cash-out offer follows the event). */
export function hasOpenDeskLeg(bets: readonly SportsBet[], eventId: number): boolean {
  return bets.some(
    (bet) => bet.book === 'desk' && bet.status === 'open' && bet.legs.some((leg) => leg.eventId === eventId),
  );
}

/**
 * The window's live connection to the site socket (with its sportsbook token): a desk event changed (odds,
 * suspension, score and clock, result) replaces it in the list, and reads the member's bets again when an open
 * one has a leg on it (its cash-out offer changed or was withdrawn); the member's bets changed, or the virtual rounds
 * changed, read them again; after a reconnect everything is read again (messages may have been missed).
 * Answers whether the connection is open (the window polls slowly either way).
 */
export function useSportsLive(token: string): boolean {
  const queries = useQueryClient();
  const merchantCode = useQuery(permissionInfoQuery()).data?.info.merchantCode;
  const [socket, setSocket] = useState<LiveSocket | null>(null);
  useEffect(() => {
    if (!merchantCode || !token) return;
    const connection = openLiveSocket({
      origin: window.location.origin,
      auth: { merchant: merchantCode, sportsToken: token },
    });
    setSocket(connection);
    const stops = [
      connection.on(SPORTS_SOCKET_EVENTS.event, (payload) => {
        const parsed = sportsDeskEventSchema.safeParse(payload);
        if (!parsed.success) return;
        queries.setQueryData<SportsDeskEvent[]>(['sportsbook', 'events'], (events) => withEvent(events, parsed.data));
        // An open bet on the event has a new cash-out offer (a price moved) or none (suspended): read it again.
        const bets = queries.getQueryData<SportsBet[]>(['sportsbook', 'bets', token]);
        if (bets && hasOpenDeskLeg(bets, parsed.data.id)) {
          void queries.invalidateQueries({ queryKey: ['sportsbook', 'bets', token] });
        }
      }),
      connection.on(SPORTS_SOCKET_EVENTS.bets, (payload) => {
        if (!sportsBetsChangedSchema.safeParse(payload).success) return;
        void queries.invalidateQueries({ queryKey: ['sportsbook', 'bets'] });
        void queries.invalidateQueries({ queryKey: ['sportsbook', 'balance'] });
      }),
      connection.on(SPORTS_SOCKET_EVENTS.rounds, () => {
        void queries.invalidateQueries({ queryKey: ['sportsbook', 'rounds'] });
      }),
      connection.onReconnect(() => void queries.invalidateQueries({ queryKey: ['sportsbook'] })),
    ];
    return () => {
      for (const stop of stops) stop();
      connection.close();
      setSocket(null);
    };
  }, [merchantCode, token, queries]);
  return socket !== null;
}
