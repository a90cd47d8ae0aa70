import { generateServerSeed, hashServerSeed } from '@fortuna/games/fairness/seeds';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newSymmetricKey, seal, unseal } from '../../security/secret-box';
import type { ServerSecrets } from '../../security/server-secrets';
import { kitSeedCommitments } from './kit.schema';

const SEAL_KEY_NAME = 'kit-seed-commitments';

/** A commitment as anyone may see it: the hash from the start, the seed once revealed. */
export interface PublicCommitment {
  scope: string;
  subject: string;
  hash: string;
  seed: string | null;
  committedAt: string;
  revealedAt: string | null;
}

type CommitmentRow = typeof kitSeedCommitments.$inferSelect;

export function presentCommitment(row: CommitmentRow): PublicCommitment {
  return {
    scope: row.scope,
    subject: row.subject,
    hash: row.hash,
    seed: row.revealedSeed,
    committedAt: row.committedAt.toISOString(),
    revealedAt: row.revealedAt?.toISOString() ?? null,
  };
}

/**
 * Server seeds committed before anything depends on them and revealed after (docs/product-kit.md). A
 * product commits one per draw, event or round (`scope` = product and game, `subject` = which one),
 * publishes the hash before betting opens, reads the seed privately to decide the outcome, and reveals
 * it once the outcome is public. Anyone can then check SHA-256(seed) = hash and recompute the outcome.
 */
export class SeedCommitments {
  constructor(private readonly secrets: ServerSecrets) {}

  #key(): Promise<string> {
    return this.secrets.get(SEAL_KEY_NAME, newSymmetricKey);
  }

  /**
   * Commits a fresh seed for each subject that has none yet (a repeat, or another node's commit, keeps
   * the first seed) and returns every subject's hash.
   */
  async commit(db: DbOrTx, scope: string, subjects: readonly string[]): Promise<Map<string, string>> {
    if (subjects.length === 0) return new Map();
    const key = await this.#key();
    const fresh = subjects.map((subject) => {
      const seed = generateServerSeed();
      return { scope, subject, hash: hashServerSeed(seed), sealedSeed: seal(key, seed) };
    });
    await db.insert(kitSeedCommitments).values(fresh).onConflictDoNothing();
    const rows = await db
      .select({ subject: kitSeedCommitments.subject, hash: kitSeedCommitments.hash })
      .from(kitSeedCommitments)
      .where(and(eq(kitSeedCommitments.scope, scope), inArray(kitSeedCommitments.subject, [...subjects])));
    return new Map(rows.map((row) => [row.subject, row.hash]));
  }

  /** The seed behind a commitment, for the product to decide the outcome with; never shown before reveal. */
  async privateSeed(db: DbOrTx, scope: string, subject: string): Promise<{ seed: string; hash: string } | undefined> {
    const row = await this.#find(db, scope, subject);
    if (!row) return undefined;
    return { seed: row.revealedSeed ?? unseal(await this.#key(), row.sealedSeed), hash: row.hash };
  }

  /** Publishes the seed (once; a repeat answers the same). Call it only once the outcome is public. */
  async reveal(db: DbOrTx, scope: string, subject: string): Promise<PublicCommitment | undefined> {
    const row = await this.#find(db, scope, subject);
    if (!row) return undefined;
    if (row.revealedSeed !== null) return presentCommitment(row);
    const seed = unseal(await this.#key(), row.sealedSeed);
    await db
      .update(kitSeedCommitments)
      .set({ revealedSeed: seed, revealedAt: sql`now()` })
      .where(and(eq(kitSeedCommitments.id, row.id), isNull(kitSeedCommitments.revealedSeed)));
    const revealed = await this.#find(db, scope, subject);
    return revealed ? presentCommitment(revealed) : undefined;
  }

  /** What anyone may see of a commitment: its hash, and its seed once revealed. */
  async lookup(db: DbOrTx, scope: string, subject: string): Promise<PublicCommitment | undefined> {
    const row = await this.#find(db, scope, subject);
    return row ? presentCommitment(row) : undefined;
  }

  async #find(db: DbOrTx, scope: string, subject: string): Promise<CommitmentRow | undefined> {
    const [row] = await db
      .select()
      .from(kitSeedCommitments)
      .where(and(eq(kitSeedCommitments.scope, scope), eq(kitSeedCommitments.subject, subject)))
      .limit(1);
    return row;
  }
}
