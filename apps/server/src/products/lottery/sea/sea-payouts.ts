import { DEFAULT_SEA_PAYOUTS, type SeaPayouts } from '@fortuna/games/lottery/sea-bets';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { lotteryMerchantRules } from '../lottery.schema';
import { DEFAULT_CUTOFF_MINUTES } from '../vn/vn-calendar';

/** A merchant's SEA payouts (docs/lottery-sea.md), the defaults for a merchant without its own table. */
export async function seaPayoutsOf(db: DbOrTx, merchantId: number | null): Promise<SeaPayouts> {
  if (merchantId === null) return DEFAULT_SEA_PAYOUTS;
  const [row] = await db
    .select({ seaPayouts: lotteryMerchantRules.seaPayouts })
    .from(lotteryMerchantRules)
    .where(eq(lotteryMerchantRules.merchantId, merchantId))
    .limit(1);
  return row?.seaPayouts ?? DEFAULT_SEA_PAYOUTS;
}

/** Sets a merchant's SEA payouts; bets already placed keep the table they were placed with. */
export async function saveSeaPayouts(db: DbOrTx, merchantId: number, seaPayouts: SeaPayouts): Promise<void> {
  await db
    .insert(lotteryMerchantRules)
    .values({ merchantId, cutoffMinutes: DEFAULT_CUTOFF_MINUTES, seaPayouts })
    .onConflictDoUpdate({ target: lotteryMerchantRules.merchantId, set: { seaPayouts, updatedAt: sql`now()` } });
}
