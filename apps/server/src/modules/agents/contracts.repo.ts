import type { ContractKind } from '@fortuna/contracts/agents';
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, agentContracts } from '../../db/schema/index';

export type ContractRow = typeof agentContracts.$inferSelect;
export type ContractInsert = typeof agentContracts.$inferInsert;

export const IN_FORCE: ContractRow['status'][] = ['active', 'terminating'];

export async function insertContract(db: DbOrTx, values: ContractInsert): Promise<ContractRow> {
  const [row] = await db.insert(agentContracts).values(values).returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
}

export async function updateContract(db: DbOrTx, id: number, values: Partial<ContractInsert>): Promise<ContractRow> {
  const [row] = await db.update(agentContracts).set(values).where(eq(agentContracts.id, id)).returning();
  if (!row) throw new Error('contract vanished');
  return row;
}

export async function findContract(db: DbOrTx, id: number, forUpdate = false): Promise<ContractRow | undefined> {
  const query = db.select().from(agentContracts).where(eq(agentContracts.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** The downline's contract of a kind in force (active or with a termination request), if any. */
export async function contractInForce(
  db: DbOrTx,
  downlineId: number,
  kind: ContractKind,
  forUpdate = false,
): Promise<ContractRow | undefined> {
  const query = db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.downlineId, downlineId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, IN_FORCE),
      ),
    )
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function openOffer(db: DbOrTx, downlineId: number, kind: ContractKind): Promise<ContractRow | undefined> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.downlineId, downlineId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'offered'),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Contracts in force or offered that this agent gave its downlines of a kind. */
export function liveContractsFrom(db: DbOrTx, uplineId: number, kind: ContractKind): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.uplineId, uplineId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['offered', 'active', 'terminating']),
      ),
    );
}

export function listContracts(
  db: DbOrTx,
  filter: { merchantId: number; where?: SQL; limit?: number },
): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, filter.merchantId), filter.where))
    .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
    .limit(filter.limit ?? 200);
}

/** Contracts of which the account is one side. */
export function partyFilter(accountId: number, role?: 'upline' | 'downline'): SQL | undefined {
  if (role === 'upline') return eq(agentContracts.uplineId, accountId);
  if (role === 'downline') return eq(agentContracts.downlineId, accountId);
  return or(eq(agentContracts.uplineId, accountId), eq(agentContracts.downlineId, accountId));
}

export function platformContracts(): SQL {
  return isNull(agentContracts.uplineId);
}

export async function usernamesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, unique));
  return new Map(rows.map((row) => [row.id, row.username]));
}
