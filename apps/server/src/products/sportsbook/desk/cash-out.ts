import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { WalletUnreachable } from '../../kit/wallet-call';
import { notifyBets } from '../live/sports-live';
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

/** Each leg of the bets with the price of its selection now (null when not open for betting). */
export async function legPrices(db: DbOrTx, betIds: readonly string[], lock = false): Promise<LegPrice[]> {
  if (betIds.length === 0) return [];
  const query = db
    .select({
      betId: sportsBetLegs.betId,
      odds: sportsBetLegs.odds,
      selection: sportsBetLegs.selection,
      eventStatus: sportsDeskEvents.status,
      started: sql<boolean>`${sportsDeskEvents.startsAt} <= now()`,
      marketStatus: sportsDeskMarkets.status,
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
    const open = row.eventStatus === 'scheduled' && !row.started && row.marketStatus === 'open';
    const price = row.selections.find((s) => s.code === row.selection)?.odds;
    return { betId: row.betId, odds: row.odds, current: open && price ? BigInt(price) : null };
  });
}

/**
 * Cashes out an open desk bet of the member at the price they were shown. The bet is locked and claimed
 * (`cashing`) in one transaction with its legs' markets held, so a settlement or a suspension sees either the
 * open bet or the claim, never both at once; then the wallet pays `${bet}-win` (the id a settlement would use,
 * so the two can never both be paid) and the bet is `cashed_out`. A claim left by a crash is finished by
 * the repair pass with the same id.
 */
export async function cashOut(
  deps: SportsDeps,
  session: SportsSessionRow,
  betId: string,
  amount: bigint,
): Promise<bigint> {
  const value = await deps.db.transaction(async (tx) => {
    const [bet] = await tx
      .select()
      .from(sportsBets)
      .where(and(eq(sportsBets.id, betId), eq(sportsBets.playerId, session.playerId)))
      .for('update');
    if (!bet) throw new AppError('NOT_FOUND');
    if (bet.book !== 'desk' || bet.status !== 'open') throw new AppError('SPORTS_CASH_OUT_UNAVAILABLE');
    const offer = cashOutValue(bet, await legPrices(tx, [betId], true), deps.config.cashOutMarginBp);
    if (offer === null) throw new AppError('SPORTS_CASH_OUT_UNAVAILABLE');
    if (offer !== amount) throw new AppError('SPORTS_CASH_OUT_CHANGED').withValue({ amount: offer.toString() });
    await tx.update(sportsBets).set({ status: 'cashing', claimPayoutMinor: offer }).where(eq(sportsBets.id, betId));
    return offer;
  });
  if (!(await payCashOut(deps, betId, value))) throw new AppError('WALLET_UNREACHABLE');
  await notifyBets(deps, [betId]).catch(() => undefined);
  return value;
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
