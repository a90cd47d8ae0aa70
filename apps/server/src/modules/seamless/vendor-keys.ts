import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games, vendorApiKeys, vendors } from '../../db/schema/index';
import { newSymmetricKey, seal, unseal } from '../../security/secret-box';
import type { ServerSecrets } from '../../security/server-secrets';

const VENDOR_KEY_NAME = 'vendor-api-keys';
const CACHE_MS = 60_000;

/** A win ceiling (docs/seamless-wallet.md "Win ceiling"). */
export interface WinCeiling {
  /** A round's wins at most this multiple of its stakes. */
  maxWinMultiple: number;
  /** A round's wins at most this amount (minor units). */
  maxWinMinor: bigint;
  /** No win may take the player's wallet past this balance (minor units). */
  maxBalanceMinor: bigint;
}

export interface SeamlessVendor {
  id: number;
  code: string;
  status: 'active' | 'maintenance' | 'disabled';
  secret: string;
  /** The vendor's win ceiling, and the games (by id) that override part of it: cached with the vendor. */
  ceiling: WinCeiling;
  gameCeilings: ReadonlyMap<number, Partial<WinCeiling>>;
}

/** The ceiling of a round of `gameId`: the game's overrides over the vendor's values. */
export function ceilingOf(vendor: Pick<SeamlessVendor, 'ceiling' | 'gameCeilings'>, gameId: number): WinCeiling {
  const game = vendor.gameCeilings.get(gameId);
  return game ? { ...vendor.ceiling, ...game } : vendor.ceiling;
}

/** The games of a vendor that override part of its ceiling (usually none): read once per cache fill. */
async function gameCeilingsOf(db: DbOrTx, vendorId: number): Promise<Map<number, Partial<WinCeiling>>> {
  const rows = await db
    .select({
      id: games.id,
      maxWinMultiple: games.maxWinMultiple,
      maxWinMinor: games.maxWinMinor,
      maxBalanceMinor: games.maxBalanceMinor,
    })
    .from(games)
    .where(
      and(
        eq(games.vendorId, vendorId),
        or(isNotNull(games.maxWinMultiple), isNotNull(games.maxWinMinor), isNotNull(games.maxBalanceMinor)),
      ),
    );
  const ceilings = new Map<number, Partial<WinCeiling>>();
  for (const row of rows) {
    const ceiling: Partial<WinCeiling> = {};
    if (row.maxWinMultiple !== null) ceiling.maxWinMultiple = row.maxWinMultiple;
    if (row.maxWinMinor !== null) ceiling.maxWinMinor = row.maxWinMinor;
    if (row.maxBalanceMinor !== null) ceiling.maxBalanceMinor = row.maxBalanceMinor;
    ceilings.set(row.id, ceiling);
  }
  return ceilings;
}

/** Vendor secrets, unsealed on first use and kept a minute so each signed call costs no extra query. */
export class VendorKeys {
  private readonly cache = new Map<string, { vendor: SeamlessVendor | null; until: number }>();

  constructor(
    private readonly db: DbOrTx,
    private readonly secrets: ServerSecrets,
  ) {}

  /** Issues a new secret for the vendor (replacing any old one) and returns it once. */
  async issue(vendorId: number): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    const sealedSecret = seal(await this.secrets.get(VENDOR_KEY_NAME, newSymmetricKey), secret);
    await this.db
      .insert(vendorApiKeys)
      .values({ vendorId, sealedSecret })
      .onConflictDoUpdate({ target: vendorApiKeys.vendorId, set: { sealedSecret, createdAt: new Date() } });
    this.cache.clear();
    return secret;
  }

  /** Forgets every vendor (a status change or a key rotation anywhere: see catalogueChanged). */
  clear(): void {
    this.cache.clear();
  }

  /** The vendor with its secret, or null when the code is unknown or has no key. */
  async byCode(code: string): Promise<SeamlessVendor | null> {
    const cached = this.cache.get(code);
    if (cached && cached.until > Date.now()) return cached.vendor;
    const [row] = await this.db
      .select({
        id: vendors.id,
        code: vendors.code,
        status: vendors.status,
        sealed: vendorApiKeys.sealedSecret,
        maxWinMultiple: vendors.maxWinMultiple,
        maxWinMinor: vendors.maxWinMinor,
        maxBalanceMinor: vendors.maxBalanceMinor,
      })
      .from(vendors)
      .innerJoin(vendorApiKeys, eq(vendorApiKeys.vendorId, vendors.id))
      .where(eq(vendors.code, code))
      .limit(1);
    const vendor = row
      ? {
          id: row.id,
          code: row.code,
          status: row.status,
          secret: unseal(await this.secrets.get(VENDOR_KEY_NAME, newSymmetricKey), row.sealed),
          ceiling: {
            maxWinMultiple: row.maxWinMultiple,
            maxWinMinor: row.maxWinMinor,
            maxBalanceMinor: row.maxBalanceMinor,
          },
          gameCeilings: await gameCeilingsOf(this.db, row.id),
        }
      : null;
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(code, { vendor, until: Date.now() + CACHE_MS });
    return vendor;
  }

  /** Whether the vendor is wired to the seamless API at all (has a key). */
  async isIntegrated(vendorId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ vendorId: vendorApiKeys.vendorId })
      .from(vendorApiKeys)
      .where(eq(vendorApiKeys.vendorId, vendorId))
      .limit(1);
    return row !== undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    vendorKeys: VendorKeys;
  }
}
