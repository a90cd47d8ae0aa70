import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens } from '../../db/schema/index';
import { hashToken, newSessionToken } from '../../security/tokens';

export type AccountTokenKind = (typeof accountTokens.$inferSelect)['kind'];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Issues a single-use token of `kind` for the account; only its SHA-256 is stored. */
export async function issueAccountToken(
  db: DbOrTx,
  values: { kind: AccountTokenKind; accountId: number; ip: string; ttlMs: number; data?: object },
): Promise<string> {
  const token = newSessionToken();
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    kind: values.kind,
    accountId: values.accountId,
    ip: values.ip,
    data: JSON.stringify(values.data ?? {}),
    expiresAt: new Date(Date.now() + values.ttlMs),
  });
  return token;
}

/** A live (unused, unexpired) token of `kind`, without using it. */
export async function findLiveToken(
  db: DbOrTx,
  kind: AccountTokenKind,
  token: string,
): Promise<AccountTokenRow | undefined> {
  const rows = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Marks a live token used; false when another request used it first. */
export async function useToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return rows.length > 0;
}

export async function countFailedAttempt(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ attempts: sql`${accountTokens.attempts} + 1` })
    .where(eq(accountTokens.tokenHash, tokenHash));
}

/** Ends every live token of `kind` for the account (password change, logout of remember-me). */
export async function revokeAccountTokens(db: DbOrTx, accountId: number, kind: AccountTokenKind): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
}
