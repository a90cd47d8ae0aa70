import { randomUUID } from 'node:crypto';
import type { PlaceBetRequest, PlacedBet } from '@fortuna/contracts/sportsbook';
import { potentialReturn } from '@fortuna/games/sportsbook/settlement';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { WalletRefusal, WalletUnreachable } from '../kit/wallet-call';
import { presentBets } from './bet-records';
import { refundUnansweredStakes } from './bet-settlement';
import { acceptedOdds, type CheckedLeg, checkDeskLegs } from './desk/desk-placement';
import { sportsBetLegs, sportsBets, sportsEvents, sportsRounds } from './sportsbook.schema';
import type { SportsDeps, SportsSessionRow } from './sportsbook-deps';
import { walletSessionOf } from './sportsbook-sessions';

/**
 * Places a single (one leg) or a parlay. Everything is checked before any money moves: known selections,
 * odds as the player saw them, no two legs of one match, the stake within the limits. In one transaction the
 * rounds of the legs are locked and must still be open before their kickoff, and the bet is stored
 * `pending`; kick-off waits for that lock, so a bet either lands before betting closes or is refused. Then
 * the wallet takes the stake: refused → the bet is `refused`; no answer → it stays `pending` and the
 * recovery pass refunds it. A repeated request id answers the first bet.
 */
export async function placeBet(deps: SportsDeps, session: SportsSessionRow, body: PlaceBetRequest): Promise<PlacedBet> {
  const repeat = await answerRepeat(deps, session, body.requestId);
  if (repeat) return repeat;
  const stake = BigInt(body.stake);
  const { minStake, maxStake, maxPayout } = deps.config;
  if (stake < minStake) throw new AppError('SPORTS_STAKE_TOO_LOW').withValue({ minStake: minStake.toString() });
  if (stake > maxStake) throw new AppError('SPORTS_STAKE_TOO_HIGH').withValue({ maxStake: maxStake.toString() });
  const eventIds = body.legs.map((leg) => leg.eventId);
  if (new Set(eventIds).size !== eventIds.length) throw new AppError('SPORTS_SAME_EVENT');

  const betId = randomUUID();
  const placed = await deps.db.transaction(async (tx) => {
    const legs =
      body.book === 'desk'
        ? await checkDeskLegs(tx, session.playerId, body, stake, maxStake)
        : await checkVirtualLegs(tx, body);
    const totalOdds = potentialReturn(
      1000n,
      legs.map((l) => l.odds),
    );
    const [bet] = await tx
      .insert(sportsBets)
      .values({
        id: betId,
        playerId: session.playerId,
        sessionId: session.id,
        requestId: body.requestId,
        gameCode: session.gameCode,
        kind: legs.length === 1 ? 'single' : 'parlay',
        book: body.book,
        currency: session.currency,
        stakeMinor: stake,
        totalOdds,
        maxPayoutMinor: maxPayout,
      })
      .onConflictDoNothing()
      .returning({ id: sportsBets.id });
    if (!bet) return false;
    await tx.insert(sportsBetLegs).values(
      legs.map((leg) => ({
        betId,
        eventId: leg.eventId,
        marketKey: leg.market,
        selection: leg.selection,
        odds: leg.odds,
      })),
    );
    return true;
  });
  if (!placed) {
    const first = await findByRequest(deps, session.playerId, body.requestId);
    if (!first) throw new AppError('CONFLICT');
    return { bet: first, balance: (await deps.wallet.balance(await walletSessionOf(deps, session))).balance };
  }

  let balance: string;
  try {
    const walletSession = await walletSessionOf(deps, session);
    const answer = await deps.wallet.stake(walletSession, {
      id: betId,
      gameCode: session.gameCode,
      amount: stake,
      currency: session.currency,
    });
    balance = answer.balance;
  } catch (error) {
    if (error instanceof WalletRefusal) {
      await deps.db
        .update(sportsBets)
        .set({ status: 'refused', settledAt: new Date() })
        .where(eq(sportsBets.id, betId));
    }
    if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
    throw error;
  }
  await deps.db
    .update(sportsBets)
    .set({ status: 'open' })
    .where(and(eq(sportsBets.id, betId), eq(sportsBets.status, 'pending')));
  const [bet] = await presentBets(deps.db, [betId], deps.config.cashOutMarginBp);
  if (!bet) throw new Error('bet vanished');
  return { bet, balance };
}

/**
 * A repeated request id answers the first bet. One still `pending` past the recovery's grace (its stake never
 * answered: the process stopped mid-placement) is refunded and voided first, so the player is told the truth
 * rather than "pending"; within the grace the first request may still be finishing it, and it stays pending.
 * It is never debited late: the match may have started, or ended, meanwhile.
 */
async function answerRepeat(deps: SportsDeps, session: SportsSessionRow, requestId: string) {
  let repeat = await findByRequest(deps, session.playerId, requestId);
  if (!repeat) return undefined;
  if (repeat.status === 'pending' && (await refundUnansweredStakes(deps, repeat.id)) > 0) {
    repeat = (await findByRequest(deps, session.playerId, requestId)) ?? repeat;
  }
  return { bet: repeat, balance: (await deps.wallet.balance(await walletSessionOf(deps, session))).balance };
}

async function findByRequest(deps: SportsDeps, playerId: string, requestId: string) {
  const [row] = await deps.db
    .select({ id: sportsBets.id })
    .from(sportsBets)
    .where(and(eq(sportsBets.playerId, playerId), eq(sportsBets.requestId, requestId)))
    .limit(1);
  if (!row) return undefined;
  const [bet] = await presentBets(deps.db, [row.id], deps.config.cashOutMarginBp);
  return bet;
}

/**
 * The virtual league's legs: the rounds are locked (`FOR SHARE`) and must be open before their kickoff by
 * both clocks; the odds must be those the player saw.
 */
async function checkVirtualLegs(tx: DbOrTx, body: PlaceBetRequest): Promise<CheckedLeg[]> {
  const eventIds = body.legs.map((leg) => leg.eventId);
  const events = await tx.select().from(sportsEvents).where(inArray(sportsEvents.id, eventIds));
  const roundIds = [...new Set(events.map((e) => e.roundId))];
  const rounds =
    roundIds.length === 0
      ? []
      : await tx.select().from(sportsRounds).where(inArray(sportsRounds.id, roundIds)).for('share');
  const legs: CheckedLeg[] = body.legs.map((leg) => {
    const event = events.find((e) => e.id === leg.eventId);
    const selection = event?.markets
      .find((m) => m.key === leg.market)
      ?.selections.find((s) => s.code === leg.selection);
    if (!event || !selection) throw new AppError('SPORTS_SELECTION_UNKNOWN');
    const round = rounds.find((r) => r.id === event.roundId);
    if (round?.status !== 'open' || round.kickoffAt.getTime() <= Date.now()) {
      throw new AppError('SPORTS_MARKET_CLOSED');
    }
    return {
      eventId: event.id,
      market: leg.market,
      selection: leg.selection,
      odds: acceptedOdds(leg, selection.odds, 'ask'),
    };
  });
  // Kick-off runs by the database's clock too: refuse a round whose kickoff has passed there.
  const [clock] = await tx
    .select({ late: sql<boolean>`bool_or(${sportsRounds.kickoffAt} <= now())` })
    .from(sportsRounds)
    .where(inArray(sportsRounds.id, roundIds));
  if (clock?.late) throw new AppError('SPORTS_MARKET_CLOSED');
  return legs;
}
