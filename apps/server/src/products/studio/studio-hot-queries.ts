import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studioRounds, studioSeeds } from './studio.schema';

const p = (name: string) => sql.placeholder(name);

/**
 * The three statements of an instant round as prepared statements: built once per database handle (not by
 * the query builder on every round) and parsed and planned once per connection by PostgreSQL.
 */
function prepare(db: Db) {
  return {
    /** The next nonce of the active seed pair, unless this window already sent this request. */
    takeNonce: db
      .update(studioSeeds)
      .set({ nextNonce: sql`${studioSeeds.nextNonce} + 1` })
      .where(
        and(
          eq(studioSeeds.playerId, p('playerId')),
          eq(studioSeeds.status, 'active'),
          sql`not exists (select 1 from ${studioRounds} where ${studioRounds.sessionId} = ${p('sessionId')}
                and ${studioRounds.requestId} = ${p('requestId')})`,
        ),
      )
      .returning()
      .prepare('studio_take_nonce'),
    insertRound: db
      .insert(studioRounds)
      .values({
        roundId: p('roundId'),
        playerId: p('playerId'),
        sessionId: p('sessionId'),
        requestId: p('requestId'),
        gameCode: p('gameCode'),
        gameVersion: p('gameVersion'),
        stakeMinor: p('stakeMinor'),
        payoutMinor: p('payoutMinor'),
        currency: p('currency'),
        choices: p('choices'),
        detail: p('detail'),
        paytable: p('paytable'),
        seedId: p('seedId'),
        clientSeed: p('clientSeed'),
        nonce: p('nonce'),
        floatsUsed: p('floatsUsed'),
      })
      .onConflictDoNothing()
      .returning()
      .prepare('studio_insert_round'),
    /** The round settled by the combined wallet call. */
    recordPlayed: db
      .update(studioRounds)
      .set({
        betConfirmed: true,
        status: 'settled',
        // Sent as text: placeholders in SET are not encoded by their column.
        balanceBeforeMinor: sql`${p('balanceBeforeMinor')}::bigint`,
        balanceAfterMinor: sql`${p('balanceAfterMinor')}::bigint`,
        endedAt: sql`now()`,
      })
      .where(eq(studioRounds.roundId, p('roundId')))
      .returning()
      .prepare('studio_record_played'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

export function studioHotQueries(db: Db): ReturnType<typeof prepare> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepare(db);
    prepared.set(db, queries);
  }
  return queries;
}
