import type { AdminKycQuery } from '@fortuna/contracts/kyc';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, kycDocuments, kycProfiles } from '../../db/schema/index';

export type KycProfileRow = typeof kycProfiles.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export async function findKycProfile(db: DbOrTx, accountId: number): Promise<KycProfileRow | undefined> {
  const [row] = await db.select().from(kycProfiles).where(eq(kycProfiles.accountId, accountId));
  return row;
}

/** Locks the member's KYC row, creating it (unverified) first when missing. */
export async function lockKycProfile(tx: DbOrTx, accountId: number, merchantId: number): Promise<KycProfileRow> {
  await tx.insert(kycProfiles).values({ accountId, merchantId }).onConflictDoNothing();
  const [row] = await tx.select().from(kycProfiles).where(eq(kycProfiles.accountId, accountId)).for('update');
  if (!row) throw new Error('kyc row vanished after insert');
  return row;
}

export async function updateKycProfile(
  tx: DbOrTx,
  accountId: number,
  values: Partial<typeof kycProfiles.$inferInsert>,
): Promise<KycProfileRow> {
  const [row] = await tx
    .update(kycProfiles)
    .set({ ...values, version: sql`${kycProfiles.version} + 1` })
    .where(eq(kycProfiles.accountId, accountId))
    .returning();
  if (!row) throw new Error('kyc row vanished');
  return row;
}

export async function insertKycDocument(tx: DbOrTx, values: typeof kycDocuments.$inferInsert): Promise<KycDocumentRow> {
  const [row] = await tx
    .insert(kycDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [kycDocuments.accountId, kycDocuments.kind, kycDocuments.fileName],
      set: { createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('kyc document not stored');
  return row;
}

/** The newest document of each kind. */
export async function latestDocuments(db: DbOrTx, accountId: number): Promise<KycDocumentRow[]> {
  const rows = await db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.accountId, accountId))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.kind) && seen.add(row.kind));
}

export async function findKycDocument(db: DbOrTx, id: number): Promise<KycDocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}

export async function findKycPage(db: DbOrTx, query: AdminKycQuery) {
  const where = and(
    eq(kycProfiles.status, query.status),
    query.merchantId ? eq(kycProfiles.merchantId, query.merchantId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ profile: kycProfiles, username: accounts.username, details: accounts.details })
      .from(kycProfiles)
      .innerJoin(accounts, eq(accounts.id, kycProfiles.accountId))
      .where(where)
      .orderBy(desc(kycProfiles.submittedAt))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(kycProfiles).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
