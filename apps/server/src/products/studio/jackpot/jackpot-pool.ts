import { STUDIO_VENDOR_CODE } from '@fortuna/contracts/studio';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { accounts, merchants } from '../../../db/schema/index';
import { inTransaction } from '../../../db/transaction';
import { type AccountKey, accountIdFor } from '../../../modules/ledger/ledger.repo';
import type { Ledger } from '../../../modules/ledger/ledger.service';
import type { StudioRoundRow } from '../studio.repo';
import { studioRounds } from '../studio.schema';

/** The studio's progressive game: 1% of every stake goes to its pool, three JACKPOTs on the line win the pool. */
export const JACKPOT_GAME_CODE = 'fortuna-slot-jackpot';

/** What a pool is refilled with after a hit (and when it is opened): ₫20,000,000 / 20,000.00 of demo money. */
const SEED_BY_CURRENCY: Readonly<Record<string, bigint>> = { VND: 2_000_000_000n, DEMO: 2_000_000_000n };
const DEFAULT_SEED = 100_000n;

export const poolSeedOf = (currency: string): bigint => SEED_BY_CURRENCY[currency] ?? DEFAULT_SEED;

/** The merchant's pool account for the progressive game in one currency (the merchant's books, like vendor accounts). */
function poolKey(merchantId: number, currency: string): AccountKey {
  return { merchantId, ownerType: 'merchant', ownerId: 0, kind: 'jackpot_pool', label: JACKPOT_GAME_CODE, currency };
}

/** The studio's account at the merchant (where stakes go and wins come from, see the seamless wallet). */
function studioAccountKey(merchantId: number, currency: string): AccountKey {
  return { merchantId, ownerType: 'merchant', ownerId: 0, kind: 'vendor', label: STUDIO_VENDOR_CODE, currency };
}

export interface PoolFigure {
  merchantId: number;
  currency: string;
  amount: bigint;
}

/** Told of every change of a pool (the home lobby's live counter). */
export type PoolListener = (pool: PoolFigure) => void;

interface JackpotSettlement {
  contribution?: string;
  win?: string;
  poolAfter?: string;
}

/** The jackpot fields a settled progressive round carries in its detail. */
interface JackpotDetailFields {
  jackpotHit?: boolean;
  jackpotContribution?: string;
  jackpot?: JackpotSettlement;
}

function jackpotFieldsOf(detail: unknown): JackpotDetailFields {
  return typeof detail === 'object' && detail !== null ? (detail as JackpotDetailFields) : {};
}

async function merchantOfPlayer(db: DbOrTx, playerId: string): Promise<number> {
  const [row] = await db
    .select({ merchantId: accounts.merchantId })
    .from(accounts)
    .where(eq(accounts.id, Number(playerId)))
    .limit(1);
  if (!row) throw new Error(`player ${playerId} of a progressive round has no account`);
  return row.merchantId;
}

async function lockedBalance(tx: DbOrTx, accountId: number): Promise<bigint> {
  const rows = await queryRows(tx, sql`select balance from ledger_accounts where id = ${accountId} for update`);
  return BigInt(String(rows[0]?.balance ?? 0));
}

/**
 * The progressive pools, kept in the ledger as merchant accounts (kind jackpot_pool) and fed from the studio's
 * own account at the merchant: money only moves between those two, so the ledger still sums to zero.
 */
export class JackpotPools {
  private readonly listeners: PoolListener[] = [];
  private readonly opened = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {}

  onChange(listener: PoolListener): void {
    this.listeners.push(listener);
  }

  /** Opens the pool at its seed the first time (once per merchant and currency, however often it is called). */
  async open(merchantId: number, currency: string): Promise<void> {
    const name = `${merchantId}:${currency}`;
    if (this.opened.has(name)) return;
    const [pool, studio] = await Promise.all([
      accountIdFor(this.db, poolKey(merchantId, currency)),
      accountIdFor(this.db, studioAccountKey(merchantId, currency)),
    ]);
    await this.ledger.transfer({
      merchantId,
      key: `studio-jackpot:open:${currency}`,
      debitAccountId: studio,
      creditAccountId: pool,
      amount: poolSeedOf(currency),
      currency,
      kind: 'jackpot_seed',
    });
    this.opened.add(name);
  }

  /** The pool now; null while no progressive game has opened one for this merchant and currency. */
  async amountIfOpen(merchantId: number, currency: string): Promise<bigint | null> {
    const key = poolKey(merchantId, currency);
    const rows = await queryRows(
      this.db,
      sql`select balance from ledger_accounts
          where merchant_id = ${merchantId} and owner_type = ${key.ownerType} and owner_id = ${key.ownerId}
            and kind = ${key.kind} and label = ${key.label ?? ''} and currency = ${currency}`,
    );
    return rows[0] ? BigInt(String(rows[0].balance)) : null;
  }

  /** The pool of a player's merchant in a currency, opened at its seed if needed (the game window shows it). */
  async amountForPlayer(playerId: string, currency: string): Promise<bigint> {
    const merchantId = await merchantOfPlayer(this.db, playerId);
    await this.open(merchantId, currency);
    return (await this.amountIfOpen(merchantId, currency)) ?? 0n;
  }

  /** Opens the pool of every merchant's currency and of demo money (at start-up, so the lobby shows it at once). */
  async openAll(): Promise<void> {
    for (const merchant of await this.db.select({ id: merchants.id, currency: merchants.currency }).from(merchants)) {
      await this.open(merchant.id, merchant.currency);
      await this.open(merchant.id, 'DEMO');
    }
  }

  /**
   * Before a progressive round's win is paid: its contribution goes into the pool, and on a hit the whole
   * pool is added to the round's payout and the pool refilled with its seed. One transaction, at most once per
   * round (the round row is locked and marked), so a retried or resumed payment never pays the pool twice.
   */
  async settle(round: StudioRoundRow): Promise<StudioRoundRow> {
    if (round.gameCode !== JACKPOT_GAME_CODE || jackpotFieldsOf(round.detail).jackpot) return round;
    const merchantId = await merchantOfPlayer(this.db, round.playerId);
    await this.open(merchantId, round.currency);
    const poolId = await accountIdFor(this.db, poolKey(merchantId, round.currency));
    const studioId = await accountIdFor(this.db, studioAccountKey(merchantId, round.currency));
    const outcome = await inTransaction(this.db, async (tx) => {
      const [locked] = await tx
        .select()
        .from(studioRounds)
        .where(eq(studioRounds.roundId, round.roundId))
        .for('update');
      if (!locked) throw new Error('progressive round vanished');
      const fields = jackpotFieldsOf(locked.detail);
      if (fields.jackpot) return { round: locked, pool: null };
      const contribution = BigInt(fields.jackpotContribution ?? '0');
      const before = (await lockedBalance(tx, poolId)) + contribution;
      const win = fields.jackpotHit ? before : 0n;
      const seed = poolSeedOf(round.currency);
      const poolAfter = fields.jackpotHit ? seed : before;
      const legs = [
        { from: studioId, to: poolId, amount: contribution, kind: 'jackpot_contribution' },
        { from: poolId, to: studioId, amount: win, kind: 'jackpot_win' },
        { from: studioId, to: poolId, amount: fields.jackpotHit ? seed : 0n, kind: 'jackpot_seed' },
      ].filter((leg) => leg.amount > 0n);
      if (legs.length > 0) {
        await this.ledger.applyInTransaction(tx, {
          type: 'transfer',
          merchantId,
          key: `studio-jackpot:round:${round.roundId}`,
          transfers: legs.map((leg) => ({
            debitAccountId: leg.from,
            creditAccountId: leg.to,
            amount: leg.amount,
            currency: round.currency,
            kind: leg.kind,
            reference: round.roundId,
          })),
        });
      }
      const jackpot: JackpotSettlement = {
        contribution: contribution.toString(),
        win: win.toString(),
        poolAfter: poolAfter.toString(),
      };
      const detail = {
        ...(locked.detail as object),
        jackpot,
        jackpotWin: win.toString(),
        jackpotPool: poolAfter.toString(),
      };
      const [updated] = await tx
        .update(studioRounds)
        .set({ detail, payoutMinor: locked.payoutMinor + win })
        .where(eq(studioRounds.roundId, round.roundId))
        .returning();
      if (!updated) throw new Error('progressive round vanished');
      return { round: updated, pool: poolAfter };
    });
    if (outcome.pool !== null) {
      const figure = { merchantId, currency: round.currency, amount: outcome.pool };
      for (const listener of this.listeners) listener(figure);
    }
    return outcome.round;
  }
}
