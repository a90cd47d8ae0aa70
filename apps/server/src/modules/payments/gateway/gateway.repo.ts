import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { gatewayCallbacks } from '../../../db/schema/index';

export type GatewayCallbackRow = typeof gatewayCallbacks.$inferSelect;

/** Records a callback's nonce; undefined when this channel has seen the nonce before. */
export async function recordNonce(db: DbOrTx, values: typeof gatewayCallbacks.$inferInsert) {
  const rows = await db.insert(gatewayCallbacks).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findNonce(db: DbOrTx, channelId: number, nonce: string): Promise<GatewayCallbackRow | undefined> {
  const rows = await db
    .select()
    .from(gatewayCallbacks)
    .where(and(eq(gatewayCallbacks.channelId, channelId), eq(gatewayCallbacks.nonce, nonce)))
    .limit(1);
  return rows[0];
}
