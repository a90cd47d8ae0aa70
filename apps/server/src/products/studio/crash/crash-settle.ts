import type { CrashBetAnswer } from '@fortuna/contracts/studio-crash';
import { jsonSafe } from '../json-safe';
import { updateRound } from '../studio.repo';
import { completeRound, presentRound } from '../studio.service';
import { type CrashBetRow, findGame } from './crash.repo';
import type { CrashContext } from './crash-context';
import { betDetail, ownBet, payoutAt, publicBet } from './crash-present';

/** The decided payout of a bet: floor(stake × cash-out) when cashed, else 0. */
export function decidedPayout(bet: CrashBetRow): bigint {
  return bet.status === 'cashed' && bet.cashOut !== null ? payoutAt(bet.stakeMinor, bet.cashOut) : 0n;
}

/**
 * Writes a decided bet's outcome into its studio round and pays it through the wallet (win, 0 when
 * busted). A round whose stake is not confirmed yet is paid by the bet call once it is; a win the
 * wallet does not answer leaves the round open for the completion job, which pays this same outcome.
 */
export async function payDecidedBet(ctx: CrashContext, bet: CrashBetRow): Promise<CrashBetAnswer | null> {
  const current = await recordOutcome(ctx, bet);
  if (current.status !== 'open' || !current.betConfirmed) return null;
  const paid = await completeRound(ctx.deps, current);
  const answer: CrashBetAnswer = {
    bet: ownBet(bet),
    round: await presentRound(ctx.deps.db, paid),
    balance: paid.balanceAfterMinor?.toString() ?? null,
  };
  ctx.events.settled(bet.playerId, answer);
  return answer;
}

/** Stores a decided bet's payout and detail in its round (with the crash point once the game crashed). */
export async function recordOutcome(ctx: CrashContext, bet: CrashBetRow) {
  const { db } = ctx.deps;
  const game = (await findGame(db, bet.gameNumber)) ?? null;
  return updateRound(db, bet.roundId, {
    payoutMinor: decidedPayout(bet),
    detail: jsonSafe(betDetail(bet, game)),
    privateState: null,
  });
}

/** Announces a cash-out to every player, then pays it. */
export async function announceAndPay(ctx: CrashContext, bet: CrashBetRow) {
  ctx.events.cashOut(publicBet(bet));
  return payDecidedBet(ctx, bet);
}
