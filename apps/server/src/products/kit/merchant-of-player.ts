import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/index';

/** The merchant a wallet player belongs to (the seamless player id is the platform's account id). */
export async function merchantOfPlayer(db: DbOrTx, playerId: string): Promise<number | null> {
  if (!/^\d{1,18}$/.test(playerId)) return null;
  const [row] = await db
    .select({ merchantId: accounts.merchantId })
    .from(accounts)
    .where(eq(accounts.id, Number(playerId)))
    .limit(1);
  return row?.merchantId ?? null;
}
