import { decideBet, placedBetsOfCrashedGames, unrecordedDecidedBets } from './crash.repo';
import type { CrashContext } from './crash-context';
import { payDecidedBet } from './crash-settle';

/**
 * Games crashed at least this long ago are repaired: by then the crash's own payments and any cash-out
 * request of that game have long finished, so the repair does not race them.
 */
export const CRASH_RECOVERY_AFTER_MS = 30_000;
const RECOVERY_BATCH = 100;

/** What a recovery pass did: bets it busted, bets it recorded and paid, and bets whose payment failed. */
export interface CrashRecovery {
  busted: number;
  paid: number;
  failed: unknown[];
}

/**
 * Repairs bets a crash or a cash-out left half done (a scheduler that stopped mid-crash, a process that
 * died between deciding a bet and paying it): bets still in play in a crashed game are busted, and every
 * decided bet whose round still waits is recorded and paid its decided outcome. Safe to run any number
 * of times and on any node; the schedule's leader runs it at start-up and in every pause.
 */
export async function recoverCrashBets(ctx: CrashContext): Promise<CrashRecovery> {
  const { db } = ctx.deps;
  const crashedBefore = new Date(ctx.now() - CRASH_RECOVERY_AFTER_MS);
  let busted = 0;
  for (const { bet } of await placedBetsOfCrashedGames(db, crashedBefore, RECOVERY_BATCH)) {
    if (await decideBet(db, bet.id, { status: 'busted' })) busted++;
  }
  let paid = 0;
  const failed: unknown[] = [];
  for (const { bet } of await unrecordedDecidedBets(db, crashedBefore, RECOVERY_BATCH)) {
    try {
      await payDecidedBet(ctx, bet);
      paid++;
    } catch (error) {
      failed.push(error);
    }
  }
  return { busted, paid, failed };
}
