import { CRASH_GAME_CODE } from '@fortuna/contracts/studio-crash';
import { and, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StudioRoundRow } from './studio.repo';
import { studioRounds } from './studio.schema';

/**
 * A decision whose extra stake was sent to the wallet: the round is claimed (its version moved) so no
 * other decision applies until this one is applied or refused.
 */
export interface PendingAction {
  requestId: string;
  action: { type: string; [field: string]: unknown };
  /** The wallet transaction is `${roundId}-bet-${betNumber}`. */
  betNumber: number;
  amount: string;
  claimedAt: string;
  /** Set when the claim is being cancelled: the decision can no longer apply, its stake is being refunded. */
  cancelling?: boolean;
}

/**
 * Compare-and-set: writes `values` and bumps the version only if the round is still at `version`.
 * Undefined when another decision got there first.
 */
export async function updateRoundIfVersion(
  db: DbOrTx,
  roundId: string,
  version: number,
  values: Partial<typeof studioRounds.$inferInsert>,
): Promise<StudioRoundRow | undefined> {
  const [row] = await db
    .update(studioRounds)
    .set({ ...values, version: sql`${studioRounds.version} + 1` })
    .where(and(eq(studioRounds.roundId, roundId), eq(studioRounds.version, version), eq(studioRounds.status, 'open')))
    .returning();
  return row;
}

/** Interactive rounds still waiting for the player's decision that started before `startedBefore`. */
export function findAbandonedInteractiveRounds(db: DbOrTx, startedBefore: Date, limit: number) {
  return db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.status, 'open'),
        isNotNull(studioRounds.privateState),
        isNull(studioRounds.endedAt),
        eq(studioRounds.betConfirmed, true),
        lt(studioRounds.startedAt, startedBefore),
        // Crash bets wait for the shared game, not for their player: the crash recovery settles them.
        ne(studioRounds.gameCode, CRASH_GAME_CODE),
      ),
    )
    .orderBy(studioRounds.startedAt)
    .limit(limit);
}

/** An interactive round whose stake is taken and whose game still waits for a decision. */
export const awaitsDecision = (round: StudioRoundRow): boolean =>
  round.status === 'open' && round.privateState !== null && round.endedAt === null && round.betConfirmed;
