import { randomUUID } from 'node:crypto';
import type { PlaceBetRequest, PlacedBet } from '@fortuna/contracts/sportsbook';
import { potentialReturn } from '@fortuna/games/sportsbook/settlement';
import { systemLines, systemPotentialReturn, validSystem } from '@fortuna/games/sportsbook/system-bets';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { WalletRefusal, WalletUnreachable } from '../kit/wallet-call';
import { presentBetRows, presentBets } from './bet-records';
import { refundUnansweredStakes } from './bet-settlement';
import { acceptedOdds, type CheckedLeg, checkDeskLegs } from './desk/desk-placement';
import { acceptHeldBets } from './desk/in-play';
import { sportsRulesOf } from './sports-rules';
import { sportsBetLegs, sportsBets, sportsEvents, sportsRounds } from './sportsbook.schema';
import type { SportsDeps, SportsSessionRow } from './sportsbook-deps';
import { walletSessionOf } from './sportsbook-sessions';

/**
 * Places a single (one leg), a parlay or a system bet. Everything is checked before any money moves: known
 * selections, odds as the player saw them, no two legs of one match, the stake within the limits. In one
 * transaction the legs' rounds (or desk events and markets) are locked and must still take bets, and the bet is
 * stored `pending`; kick-off waits for that lock, so a bet either lands before betting closes or is refused. Then
 * the wallet takes the stake: refused → the bet is `refused`; no answer → it stays `pending` and the recovery
 * pass refunds it. A bet with a leg on a match already started (in-play) is stored `accepting` instead and not
 * debited: it is checked again when the merchant's delay ends (desk/in-play.ts). A repeated request id answers
 * the first bet.
 */
export async function placeBet(deps: SportsDeps, session: SportsSessionRow, body: PlaceBetRequest): Promise<PlacedBet> {
  const repeat = await answerRepeat(deps, session, body.requestId);
  if (repeat) return repeat;
  const { stake, lines } = stakeOf(deps, body);
  const eventIds = body.legs.map((leg) => leg.eventId);
  if (new Set(eventIds).size !== eventIds.length) throw new AppError('SPORTS_SAME_EVENT');

  const betId = randomUUID();
  const placed = await deps.db.transaction(async (tx) => {
    const legs =
      body.book === 'desk'
        ? await checkDeskLegs(tx, session.playerId, body, stake, deps.config.maxStake)
        : await checkVirtualLegs(tx, body);
    // The merchant's in-play delay is read only for a bet with a leg in-play.
    const delayMs = legs.some((leg) => leg.inPlay) ? (await sportsRulesOf(tx, session.merchantId)).inPlayDelayMs : 0;
    const held = delayMs > 0;
    const [bet] = await tx
      .insert(sportsBets)
      .values({
        id: betId,
        playerId: session.playerId,
        sessionId: session.id,
        requestId: body.requestId,
        gameCode: session.gameCode,
        kind: body.system ? 'system' : legs.length === 1 ? 'single' : 'parlay',
        systemSizes: body.system ?? null,
        book: body.book,
        status: held ? 'accepting' : 'pending',
        oddsPolicy: body.oddsPolicy,
        acceptAt: held ? sql`now() + ${`${delayMs} milliseconds`}::interval` : null,
        currency: session.currency,
        stakeMinor: stake,
        totalOdds: totalOddsOf(
          legs.map((l) => l.odds),
          body.system,
          lines,
        ),
        maxPayoutMinor: deps.config.maxPayout,
      })
      .onConflictDoNothing()
      .returning({ id: sportsBets.id });
    if (!bet) return null;
    await tx.insert(sportsBetLegs).values(
      legs.map((leg) => ({
        betId,
        eventId: leg.eventId,
        marketKey: leg.market,
        selection: leg.selection,
        odds: leg.odds,
      })),
    );
    return { held, delayMs };
  });
  if (!placed) {
    const first = await findByRequest(deps, session.playerId, body.requestId);
    if (!first) throw new AppError('CONFLICT');
    return { bet: first, balance: (await deps.wallet.balance(await walletSessionOf(deps, session))).balance };
  }
  if (placed.held) {
    // In-play: nothing is debited now; the bet is checked again when its delay ends (here, or by any node's repair).
    setTimeout(() => void acceptHeldBets(deps, betId).catch(() => undefined), placed.delayMs + 50).unref();
    const [bet] = await presentBets(deps.db, [betId], deps.config.cashOutMarginBp);
    if (!bet) throw new Error('bet vanished');
    return { bet, balance: (await deps.wallet.balance(await walletSessionOf(deps, session))).balance };
  }
  const taken = await takeStake(deps, session, betId, stake);
  const [bet] = taken.bet
    ? await presentBetRows(deps.db, [taken.bet], deps.config.cashOutMarginBp)
    : await presentBets(deps.db, [betId], deps.config.cashOutMarginBp);
  if (!bet) throw new Error('bet vanished');
  return { bet, balance: taken.balance };
}

/**
 * The stake of a bet (a system bet's is the stake per line × its lines), within the limits: the stake (per line)
 * at least the minimum, the whole stake at most the maximum. A system needs 3 or more legs and sizes among them.
 */
function stakeOf(deps: SportsDeps, body: PlaceBetRequest): { stake: bigint; lines: number } {
  const unit = BigInt(body.stake);
  const { minStake, maxStake } = deps.config;
  let lines = 1;
  if (body.system) {
    if (!validSystem(body.legs.length, body.system)) throw new AppError('SPORTS_SYSTEM_INVALID');
    lines = systemLines(body.legs.length, body.system);
  }
  const stake = unit * BigInt(lines);
  if (unit < minStake) throw new AppError('SPORTS_STAKE_TOO_LOW').withValue({ minStake: minStake.toString() });
  if (stake > maxStake) throw new AppError('SPORTS_STAKE_TOO_HIGH').withValue({ maxStake: maxStake.toString() });
  return { stake, lines };
}

/**
 * A bet's total odds in thousandths: the product of its legs' odds; for a system, its return if every leg wins
 * per unit of its whole stake (what liability and the potential return read).
 */
export function totalOddsOf(odds: readonly bigint[], system: readonly number[] | undefined | null, lines: number) {
  if (!system) return potentialReturn(1000n, odds);
  return systemPotentialReturn(1000n, odds, system) / BigInt(lines);
}

/**
 * The wallet takes a stored bet's stake: taken → `open`; refused → `refused`; no answer → it stays `pending` and
 * the recovery pass refunds it. Answers the balance after it and the bet as it opened it (none if it was no longer
 * pending).
 */
export async function takeStake(
  deps: SportsDeps,
  session: SportsSessionRow,
  betId: string,
  stake: bigint,
): Promise<{ balance: string; bet: typeof sportsBets.$inferSelect | undefined }> {
  try {
    const walletSession = await walletSessionOf(deps, session);
    const answer = await deps.wallet.stake(walletSession, {
      id: betId,
      gameCode: session.gameCode,
      amount: stake,
      currency: session.currency,
    });
    const [bet] = await deps.db
      .update(sportsBets)
      .set({ status: 'open' })
      .where(and(eq(sportsBets.id, betId), eq(sportsBets.status, 'pending')))
      .returning();
    return { balance: answer.balance, bet };
  } catch (error) {
    if (error instanceof WalletRefusal) {
      await deps.db
        .update(sportsBets)
        .set({ status: 'refused', settledAt: new Date() })
        .where(and(eq(sportsBets.id, betId), eq(sportsBets.status, 'pending')));
    }
    if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
    throw error;
  }
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
