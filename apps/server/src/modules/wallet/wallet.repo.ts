import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, vendors } from '../../db/schema/index';

export type VendorRow = typeof vendors.$inferSelect;

export function findTransferModeVendors(db: DbOrTx): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(and(eq(vendors.walletMode, 'transfer'), eq(vendors.status, 'active')))
    .orderBy(asc(vendors.code));
}

export async function findVendorByCode(db: DbOrTx, code: string): Promise<VendorRow | undefined> {
  const rows = await db.select().from(vendors).where(eq(vendors.code, code)).limit(1);
  return rows[0];
}

/** Direct downlines of an agent (members and agents whose upline it is), by username. */
export function findDownlines(db: DbOrTx, merchantId: number, uplineId: number) {
  return db
    .select({ id: accounts.id, username: accounts.username, nickname: accounts.nickname, type: accounts.type })
    .from(accounts)
    .where(
      and(eq(accounts.merchantId, merchantId), eq(accounts.uplineId, uplineId), inArray(accounts.status, ['active'])),
    )
    .orderBy(asc(accounts.username));
}
