import type { CreateMerchant, MerchantSettings, UpdateMerchant } from '@fortuna/contracts/merchants';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { merchantDomains, merchants } from '../../db/schema/index';

export type MerchantRow = typeof merchants.$inferSelect;
export type DomainRow = typeof merchantDomains.$inferSelect;

export async function findMerchantByCode(db: DbOrTx, code: string): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return rows[0];
}

export async function findMerchantById(db: DbOrTx, id: number): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return rows[0];
}

export async function findMerchantByDomain(db: DbOrTx, domain: string): Promise<MerchantRow | undefined> {
  const rows = await db
    .select({ merchant: merchants })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.domain, domain))
    .limit(1);
  return rows[0]?.merchant;
}

export function listMerchants(db: DbOrTx): Promise<MerchantRow[]> {
  return db.select().from(merchants).orderBy(asc(merchants.id));
}

export function listDomains(db: DbOrTx, merchantIds: number[]): Promise<DomainRow[]> {
  if (merchantIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(merchantDomains)
    .where(inArray(merchantDomains.merchantId, merchantIds))
    .orderBy(asc(merchantDomains.id));
}

export async function insertMerchant(
  db: DbOrTx,
  input: Omit<CreateMerchant, 'domains'> & MerchantSettings,
): Promise<MerchantRow> {
  const rows = await db.insert(merchants).values(input).returning();
  const row = rows[0];
  if (!row) throw new Error('insert merchant returned nothing');
  return row;
}

export async function updateMerchantRow(
  db: DbOrTx,
  id: number,
  changes: Omit<UpdateMerchant, 'domains'> & Partial<MerchantSettings>,
): Promise<MerchantRow | undefined> {
  const rows = await db
    .update(merchants)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(merchants.id, id))
    .returning();
  return rows[0];
}

export async function replaceDomains(
  db: DbOrTx,
  merchantId: number,
  domains: { domain: string; isMain: boolean }[],
): Promise<void> {
  await db.delete(merchantDomains).where(eq(merchantDomains.merchantId, merchantId));
  if (domains.length === 0) return;
  await db.insert(merchantDomains).values(domains.map((domain) => ({ ...domain, merchantId })));
}

/** Locks the merchant row for the rest of the transaction, so concurrent edits apply one after another. */
export async function lockMerchant(db: DbOrTx, id: number): Promise<MerchantRow | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.id, id)).for('update').limit(1);
  return rows[0];
}
