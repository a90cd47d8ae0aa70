import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sportsMerchantRules } from './sportsbook.schema';

/** The in-play acceptance delay of a merchant without a rule of its own. */
export const DEFAULT_IN_PLAY_DELAY_MS = 5_000;

/** A merchant's sportsbook rules (the in-play acceptance delay), the defaults without a row. */
export async function sportsRulesOf(db: DbOrTx, merchantId: number | null): Promise<{ inPlayDelayMs: number }> {
  if (merchantId === null) return { inPlayDelayMs: DEFAULT_IN_PLAY_DELAY_MS };
  const [row] = await db
    .select({ inPlayDelayMs: sportsMerchantRules.inPlayDelayMs })
    .from(sportsMerchantRules)
    .where(eq(sportsMerchantRules.merchantId, merchantId));
  return { inPlayDelayMs: row?.inPlayDelayMs ?? DEFAULT_IN_PLAY_DELAY_MS };
}

export async function saveSportsRules(db: DbOrTx, merchantId: number, rules: { inPlayDelayMs: number }) {
  await db
    .insert(sportsMerchantRules)
    .values({ merchantId, inPlayDelayMs: rules.inPlayDelayMs })
    .onConflictDoUpdate({
      target: sportsMerchantRules.merchantId,
      set: { inPlayDelayMs: rules.inPlayDelayMs, updatedAt: sql`now()` },
    });
}
