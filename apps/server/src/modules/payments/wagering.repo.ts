import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vendorRounds, wageringRequirements } from '../../db/schema/index';

export type WageringRow = typeof wageringRequirements.$inferSelect;

export function findOpenRequirements(db: DbOrTx, accountId: number): Promise<WageringRow[]> {
  return db
    .select()
    .from(wageringRequirements)
    .where(and(eq(wageringRequirements.accountId, accountId), isNull(wageringRequirements.clearedAt)))
    .orderBy(asc(wageringRequirements.id));
}

export async function findRequirementBySource(db: DbOrTx, source: string): Promise<WageringRow | undefined> {
  const rows = await db.select().from(wageringRequirements).where(eq(wageringRequirements.source, source)).limit(1);
  return rows[0];
}

export async function insertRequirement(db: DbOrTx, values: typeof wageringRequirements.$inferInsert) {
  const [row] = await db.insert(wageringRequirements).values(values).returning();
  if (!row) throw new Error('wagering requirement not inserted');
  return row;
}

export async function clearRequirement(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(wageringRequirements)
    .set({ clearedAt: new Date() })
    .where(and(eq(wageringRequirements.id, id), isNull(wageringRequirements.clearedAt)));
}

/** Stakes of the member's settled real-money rounds closed since `since`: the turnover that counts. */
export async function turnoverSince(db: DbOrTx, accountId: number, since: Date): Promise<bigint> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${vendorRounds.stakeMinor}), 0)::text` })
    .from(vendorRounds)
    .where(
      and(
        eq(vendorRounds.accountId, accountId),
        eq(vendorRounds.status, 'settled'),
        eq(vendorRounds.isTrial, false),
        gte(vendorRounds.closedAt, since),
      ),
    );
  return BigInt(rows[0]?.total ?? '0');
}
