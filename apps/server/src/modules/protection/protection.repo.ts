import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { protectionSettings } from '../../db/schema/index';

export type ProtectionRow = typeof protectionSettings.$inferSelect;
export type ProtectionChanges = Partial<Omit<typeof protectionSettings.$inferInsert, 'accountId' | 'merchantId'>>;

export async function findProtection(db: DbOrTx, accountId: number): Promise<ProtectionRow | undefined> {
  const [row] = await db.select().from(protectionSettings).where(eq(protectionSettings.accountId, accountId));
  return row;
}

/** Locks the member's row for the rest of the transaction (creating it first when missing). */
export async function lockProtection(tx: DbOrTx, accountId: number, merchantId: number): Promise<ProtectionRow> {
  await tx.insert(protectionSettings).values({ accountId, merchantId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(protectionSettings)
    .where(eq(protectionSettings.accountId, accountId))
    .for('update');
  if (!row) throw new Error('protection row vanished after insert');
  return row;
}

/** Serialises the bets of one member while their limits are checked (the row exists: the member set a limit). */
export async function lockProtectionForBet(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.execute(sql`select 1 from protection_settings where account_id = ${accountId} for update`);
}

export async function updateProtection(
  tx: DbOrTx,
  accountId: number,
  changes: ProtectionChanges,
): Promise<ProtectionRow> {
  const [row] = await tx
    .update(protectionSettings)
    .set({ ...changes, version: sql`${protectionSettings.version} + 1`, updatedAt: new Date() })
    .where(eq(protectionSettings.accountId, accountId))
    .returning();
  if (!row) throw new Error('protection row vanished');
  return row;
}

/** Starts a new play session for a member with a row (sign-in); returns whether there was one. */
export async function startSession(db: DbOrTx, accountId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(protectionSettings)
    .set({ sessionStartedAt: at, version: sql`${protectionSettings.version} + 1` })
    .where(eq(protectionSettings.accountId, accountId))
    .returning({ accountId: protectionSettings.accountId });
  return rows.length > 0;
}
