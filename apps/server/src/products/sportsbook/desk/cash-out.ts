import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { WalletUnreachable } from '../../kit/wallet-call';
import { notifyBets } from '../live/sports-live';
import { sportsRulesOf } from '../sports-rules';
import { sportsBetLegs, sportsBets, sportsDeskEvents, sportsDeskMarkets } from '../sportsbook.schema';
import type { SportsDeps, SportsSessionRow } from '../sportsbook-deps';

type BetRow = typeof sportsBets.$inferSelect;

interface LegPrice {
  betId: string;
  odds: bigint;
  /** The selection's price now, or null when its market or event does not take bets. */
  current: bigint | null;
}

/**
 * The cash-out price of an open bet: the stake × Π(odds taken / odds now) × (1 − the merchant's margin),
 * rounded down and capped at the bet's maximum payout; null unless every leg's market is open now.
 */
export function cashOutValue(
  bet: Pick<BetRow, 'stakeMinor' | 'maxPayoutMinor'>,
  legs: readonly LegPrice[],
  marginBp: number,
): bigint | null {
  if (legs.length === 0 || legs.some((leg) => leg.current === null)) return null;
  let num = bet.stakeMinor * BigInt(10_000 - marginBp);
  let den = 10_000n;
  for (const leg of legs) {
    num *= leg.odds;
    den *= leg.current ?? 1n;
  }
  const value = num / den;
  if (value <= 0n) return null;
  return value > bet.maxPayoutMinor ? bet.maxPayoutMinor : value;
}

/** A leg as cash-out reads it: its price now, whether its match is live, and when its market last stopped. */
interface LegState extends LegPrice {
  live: boolean;
  suspendedAt: Date | null;
}

/**
 * Each leg of the bets with the price of its selection now: null unless its event takes bets (scheduled: before
 * the start, or live for a match; an outright closes at its start) and its market is open.
 */
export async function legPrices(db: DbOrTx, betIds: readonly string[], lock = false): Promise<LegState[]> {
  if (betIds.length === 0) return [];
  const query = db
    .select({
      betId: sportsBetLegs.betId,
      odds: sportsBetLegs.odds,
      selection: sportsBetLegs.selection,
      eventKind: sportsDeskEvents.kind,
      eventStatus: sportsDeskEvents.status,
      started: sql<boolean>`${sportsDeskEvents.startsAt} <= now()`,
      eventSuspendedAt: sportsDeskEvents.suspendedAt,
      marketStatus: sportsDeskMarkets.status,
      marketSuspendedAt: sportsDeskMarkets.suspendedAt,
      selections: sportsDeskMarkets.selections,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsDeskEvents, eq(sportsDeskEvents.id, sportsBetLegs.eventId))
    .innerJoin(
      sportsDeskMarkets,
      and(eq(sportsDeskMarkets.eventId, sportsBetLegs.eventId), eq(sportsDeskMarkets.key, sportsBetLegs.marketKey)),
    )
    .where(inArray(sportsBetLegs.betId, [...betIds]));
  const rows = lock ? await query.for('share') : await query;
  return rows.map((row) => {
    const open =
      row.eventStatus === 'scheduled' && row.marketStatus === 'open' && !(row.started && row.eventKind === 'outright');
    const price = row.selections.find((s) => s.code === row.selection)?.odds;
    const stopped = [row.eventSuspendedAt, row.marketSuspendedAt].filter((at): at is Date => at !== null);
    return {
      betId: row.betId,
      odds: row.odds,
      current: open && price ? BigInt(price) : null,
      live: row.started,
      suspendedAt: stopped.length ? new Date(Math.max(...stopped.map((at) => at.getTime()))) : null,
    };
  });
}

/**
 * Cashes out an open desk bet of the member at the price they were shown. The bet is locked and claimed
 * (`cashing`) in one transaction with its legs' markets held, so a settlement or a suspension sees either the
 * open bet or the claim, never both at once; then the wallet pays `${bet}-win` (the id a settlement would use,
 * so the two can never both be paid) and the bet is `cashed_out`. A claim left by a crash is finished by
 * the repair pass with the same id.
 *
 * A bet with a leg on a live match waits the merchant's in-play delay first, as an in-play placement does
 * (ADR 0035): the offer is checked, the request waits, and the bet is checked again and claimed only if it is
 * still open, no leg's event or market was suspended since the request (even if resumed) and the offer is the
 * same; meanwhile the bet stays open, so settlement may take it first and the cash-out is then refused.
 */
export async function cashOut(
  deps: SportsDeps,
  session: SportsSessionRow,
  betId: string,
  amount: bigint,
): Promise<bigint> {
  const first = await deps.db.transaction(async (tx) => {
    const checked = await checkOffer(tx, deps, session.playerId, betId, amount, null);
    const delayMs = checked.live ? (await sportsRulesOf(tx, session.merchantId)).inPlayDelayMs : 0;
    if (delayMs === 0) await claim(tx, betId, checked.offer);
    return { ...checked, delayMs };
  });
  let value = first.offer;
  if (first.delayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, first.delayMs));
    value = await deps.db.transaction(async (tx) => {
      const checked = await checkOffer(tx, deps, session.playerId, betId, amount, first.at);
      await claim(tx, betId, checked.offer);
      return checked.offer;
    });
  }
  if (!(await payCashOut(deps, betId, value))) throw new AppError('WALLET_UNREACHABLE');
  await notifyBets(deps, [betId]).catch(() => undefined);
  return value;
}

/**
 * The offer for the member's open bet, with its row locked and its legs' markets held: refused when not offered
 * now, when a leg was suspended at or after `since` (a live cash-out's request), or when it is not `amount`.
 * Answers whether a leg is live and the database's time of the check.
 */
async function checkOffer(
  tx: DbOrTx,
  deps: SportsDeps,
  playerId: string,
  betId: string,
  amount: bigint,
  since: Date | null,
): Promise<{ offer: bigint; live: boolean; at: Date }> {
  const [bet] = await tx
    .select({ row: sportsBets, at: sql<string>`floor(extract(epoch from now()) * 1000)::text` })
    .from(sportsBets)
    .where(and(eq(sportsBets.id, betId), eq(sportsBets.playerId, playerId)))
    .for('update');
  if (!bet) throw new AppError('NOT_FOUND');
  if (bet.row.book !== 'desk' || bet.row.status !== 'open') throw new AppError('SPORTS_CASH_OUT_UNAVAILABLE');
  const legs = await legPrices(tx, [betId], true);
  if (since && legs.some((leg) => leg.suspendedAt !== null && leg.suspendedAt.getTime() >= since.getTime())) {
    throw new AppError('SPORTS_CASH_OUT_SUSPENDED');
  }
  const offer = cashOutValue(bet.row, legs, deps.config.cashOutMarginBp);
  if (offer === null) throw new AppError('SPORTS_CASH_OUT_UNAVAILABLE');
  if (offer !== amount) throw new AppError('SPORTS_CASH_OUT_CHANGED').withValue({ amount: offer.toString() });
  return { offer, live: legs.some((leg) => leg.live), at: new Date(Number(bet.at)) };
}

/** Claims the bet for its cash-out (`open → cashing` with the amount), under the row lock the check took. */
async function claim(tx: DbOrTx, betId: string, offer: bigint): Promise<void> {
  await tx.update(sportsBets).set({ status: 'cashing', claimPayoutMinor: offer }).where(eq(sportsBets.id, betId));
}

/** Pays a claimed cash-out and marks it done; false when the wallet did not answer OK (retried later). */
async function payCashOut(deps: SportsDeps, betId: string, value: bigint): Promise<boolean> {
  try {
    const answer = await deps.wallet.settle([
      { type: 'win', transactionId: `${betId}-win`, roundId: betId, amount: value, endRound: true },
    ]);
    if (answer.items[0]?.code !== 'OK') return false;
  } catch (error) {
    if (error instanceof WalletUnreachable) return false;
    throw error;
  }
  await deps.db
    .update(sportsBets)
    .set({ status: 'cashed_out', payoutMinor: value, claimPayoutMinor: null, settledAt: new Date() })
    .where(and(eq(sportsBets.id, betId), eq(sportsBets.status, 'cashing')));
  return true;
}

/** Finishes cash-outs claimed but not paid (a crash or an outage after the claim). */
export async function finishClaimedCashOuts(deps: SportsDeps): Promise<void> {
  const claimed = await deps.db.select().from(sportsBets).where(eq(sportsBets.status, 'cashing')).limit(100);
  for (const bet of claimed) {
    if (bet.claimPayoutMinor !== null) await payCashOut(deps, bet.id, bet.claimPayoutMinor);
  }
}
