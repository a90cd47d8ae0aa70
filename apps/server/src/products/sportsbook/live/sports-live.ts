import { SPORTS_SOCKET_EVENTS, type SportsBetChange } from '@fortuna/contracts/sportsbook';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { SHOWN_STATUS } from '../bet-records';
import { playerDeskEvent } from '../desk/desk-view';
import { sportsBets } from '../sportsbook.schema';

type SportsBetRow = typeof sportsBets.$inferSelect;

import type { SportsDeps } from '../sportsbook-deps';
import { sportsSessionOf } from '../sportsbook-sessions';

/**
 * What the sportsbook pushes to its windows over the site socket (docs/sportsbook.md "Live updates"). Every call
 * reads the state now and emits it, so a message never carries a stale view; with Redis configured the rooms
 * span every node (the Socket.IO Redis adapter).
 */
export interface BetChange {
  playerId: string;
  id: string;
  status: SportsBetRow['status'];
  payout: bigint | null;
}

export interface SportsLive {
  /** A desk event changed (odds, a market or the event suspended or resumed, a score, a result). */
  eventChanged(eventId: number): void;
  /**
   * Bets changed status (accepted, refused, settled, cashed out): one message per player with its bets' new status
   * and payout goes to that player's windows, which read their bets again.
   */
  betsChanged(changes: readonly BetChange[]): void;
  /** The virtual league's rounds changed. */
  roundsChanged(): void;
}

/** Every sportsbook window listens in this room; a window's own bets go to its player's room. */
export const SPORTS_ROOM = 'sports';
export const sportsPlayerRoom = (playerId: string) => `sports-player:${playerId}`;

/** The live messages on the app's Socket.IO server; failures are logged, never thrown at the caller. */
export function socketLive(app: FastifyInstance, deps: SportsDeps): SportsLive {
  const io = app.realtime.io;
  const warn = (error: unknown) => app.log.warn({ err: error }, 'sportsbook live message failed');
  // One read at a time per event, so messages leave in the order of the changes; changes while a read runs
  // ask for one more read after it (which sees them all).
  const reads = new Map<number, { again: boolean }>();
  const publish = (eventId: number) => {
    const state = { again: false };
    reads.set(eventId, state);
    playerDeskEvent(deps.db, eventId)
      .then((event) => io.to(SPORTS_ROOM).emit(SPORTS_SOCKET_EVENTS.event, event))
      .catch(warn)
      .finally(() => {
        reads.delete(eventId);
        if (state.again) publish(eventId);
      });
  };
  return {
    eventChanged(eventId) {
      const running = reads.get(eventId);
      if (running) running.again = true;
      else publish(eventId);
    },
    betsChanged(changes) {
      const byPlayer = new Map<string, SportsBetChange[]>();
      for (const change of changes) {
        const list = byPlayer.get(change.playerId) ?? [];
        list.push({ id: change.id, status: SHOWN_STATUS[change.status], payout: change.payout?.toString() ?? null });
        byPlayer.set(change.playerId, list);
      }
      for (const [playerId, bets] of byPlayer)
        io.to(sportsPlayerRoom(playerId)).emit(SPORTS_SOCKET_EVENTS.bets, { bets });
    },
    roundsChanged() {
      io.to(SPORTS_ROOM).emit(SPORTS_SOCKET_EVENTS.rounds, {});
    },
  };
}

/**
 * A sportsbook window connects to the site socket with `auth.sportsToken` (its session token): it joins the
 * sportsbook's room and its player's room. An unknown or ended token refuses the socket (NOT_LOGGED_IN).
 */
export function joinSportsRooms(app: FastifyInstance, deps: SportsDeps): void {
  app.realtime.addJoiner(async (socket) => {
    const token: unknown = socket.handshake.auth.sportsToken;
    if (typeof token !== 'string' || token.length === 0) return;
    const session = await sportsSessionOf(deps, token).catch((error: unknown) => {
      throw error instanceof AppError ? new Error('NOT_LOGGED_IN') : error;
    });
    await socket.join([SPORTS_ROOM, sportsPlayerRoom(session.playerId)]);
  });
}

/** Tells the bets' owners their bets' status now (one read of the bets; nothing when no one listens). */
export async function notifyBets(deps: SportsDeps, betIds: readonly string[]): Promise<void> {
  if (!deps.live || betIds.length === 0) return;
  const rows = await deps.db
    .select({
      id: sportsBets.id,
      playerId: sportsBets.playerId,
      status: sportsBets.status,
      payout: sportsBets.payoutMinor,
    })
    .from(sportsBets)
    .where(inArray(sportsBets.id, [...betIds]));
  deps.live.betsChanged(rows);
}
