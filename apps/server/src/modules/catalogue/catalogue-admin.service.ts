import type { GameAdmin, GameUpsert, VendorAdmin, VendorUpsert } from '@fortuna/contracts/catalogue';
import { amountGrammarMessage, minorToDecimal, parseAmountText } from '@fortuna/contracts/money';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { games, vendorApiKeys, vendors } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { VendorKeys } from '../seamless/vendor-keys';
import type { GameRow, VendorRow } from './catalogue.repo';

function presentVendorAdmin(row: VendorRow, keyed: ReadonlySet<number>): VendorAdmin {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    walletMode: row.walletMode,
    status: row.status,
    gameType: row.gameType,
    iconUrl: row.iconUrl,
    sortOrder: row.sortOrder,
    launchUrl: row.launchUrl,
    recallUrl: row.recallUrl,
    hasApiKey: keyed.has(row.id),
    maxWinMultiple: row.maxWinMultiple,
    maxWin: minorToDecimal(row.maxWinMinor),
    maxBalance: minorToDecimal(row.maxBalanceMinor),
  };
}

/** An amount of the win ceiling in minor units: null stays null (the vendor's value), undefined unchanged. */
function ceilingMinor(value: string | null | undefined): bigint | null | undefined {
  if (value === null || value === undefined) return value;
  const minor = parseAmountText(value);
  if (minor === null || minor <= 0n)
    throw new AppError('VALIDATION_FAILED', 'Enter an amount above 0 with at most 2 decimals');
  return minor;
}

/** The vendor's columns of an upsert: the ceiling amounts in minor units, what was left out unchanged. */
function vendorValues(input: VendorUpsert) {
  const { maxWin, maxBalance, ...fields } = input;
  const maxWinMinor = ceilingMinor(maxWin);
  const maxBalanceMinor = ceilingMinor(maxBalance);
  return {
    ...fields,
    ...(maxWinMinor ? { maxWinMinor } : {}),
    ...(maxBalanceMinor ? { maxBalanceMinor } : {}),
  };
}

async function keyedVendorIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await db.select({ vendorId: vendorApiKeys.vendorId }).from(vendorApiKeys);
  return new Set(rows.map((row) => row.vendorId));
}

function presentGameAdmin(row: GameRow, vendorCode: string): GameAdmin {
  return {
    id: row.id,
    vendorCode,
    gameCode: row.gameCode,
    name: row.name,
    nameTy: row.nameTranslations.TY ?? '',
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    iconUrl: row.iconUrl,
    isHot: row.isHot,
    isNew: row.isNew,
    supportsTrial: row.supportsTrial,
    minBet: minorToDecimal(row.minBetMinor),
    sortOrder: row.sortOrder,
    status: row.status,
    maxWinMultiple: row.maxWinMultiple,
    maxWin: row.maxWinMinor === null ? null : minorToDecimal(row.maxWinMinor),
    maxBalance: row.maxBalanceMinor === null ? null : minorToDecimal(row.maxBalanceMinor),
  };
}

export async function listVendorsAdmin(db: Db): Promise<VendorAdmin[]> {
  const rows = await db.select().from(vendors).orderBy(asc(vendors.sortOrder), asc(vendors.code));
  const keyed = await keyedVendorIds(db);
  return rows.map((row) => presentVendorAdmin(row, keyed));
}

/** Creates a vendor, or changes the one with `id`; audited. */
export async function saveVendor(db: Db, actor: Actor, input: VendorUpsert, id?: number): Promise<VendorAdmin> {
  try {
    return await inTransaction(db, async (tx) => {
      const before = id ? (await tx.select().from(vendors).where(eq(vendors.id, id)).limit(1))[0] : undefined;
      if (id && !before) throw new AppError('NOT_FOUND', 'Vendor not found');
      const values = vendorValues(input);
      const [row] = id
        ? await tx.update(vendors).set(values).where(eq(vendors.id, id)).returning()
        : await tx.insert(vendors).values(values).returning();
      if (!row) throw new Error('vendor not saved');
      const keyed = await keyedVendorIds(tx);
      await recordAudit(tx, actor, {
        action: id ? 'vendor.update' : 'vendor.create',
        targetType: 'vendor',
        targetId: row.id,
        merchantId: null,
        before: before ? presentVendorAdmin(before, keyed) : null,
        after: presentVendorAdmin(row, keyed),
      });
      return presentVendorAdmin(row, keyed);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'A vendor with this code already exists');
    throw error;
  }
}

export async function listGamesAdmin(db: Db): Promise<GameAdmin[]> {
  const rows = await db
    .select({ game: games, vendorCode: vendors.code })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .orderBy(asc(games.gameType), asc(games.sortOrder), asc(games.id));
  return rows.map((row) => presentGameAdmin(row.game, row.vendorCode));
}

/** Creates a game, or changes the one with `id`; its vendor must exist. Audited. */
export async function saveGame(db: Db, actor: Actor, input: GameUpsert, id?: number): Promise<GameAdmin> {
  const minBetMinor = parseAmountText(input.minBet);
  if (minBetMinor === null) throw new AppError('VALIDATION_FAILED', `minBet: ${amountGrammarMessage()}`);
  const { vendorCode, minBet: _minBet, nameTy, maxWin, maxBalance, ...fields } = input;
  const maxWinMinor = ceilingMinor(maxWin);
  const maxBalanceMinor = ceilingMinor(maxBalance);
  try {
    return await inTransaction(db, async (tx) => {
      const [vendor] = await tx.select().from(vendors).where(eq(vendors.code, vendorCode)).limit(1);
      if (!vendor) throw new AppError('VENDOR_NOT_FOUND');
      const before = id ? (await tx.select().from(games).where(eq(games.id, id)).limit(1))[0] : undefined;
      if (id && !before) throw new AppError('GAME_NOT_FOUND');
      const nameTranslations = { ...before?.nameTranslations, TY: nameTy || undefined };
      const values = {
        ...fields,
        nameTranslations,
        vendorId: vendor.id,
        minBetMinor,
        ...(maxWinMinor !== undefined ? { maxWinMinor } : {}),
        ...(maxBalanceMinor !== undefined ? { maxBalanceMinor } : {}),
      };
      const [row] = id
        ? await tx.update(games).set(values).where(eq(games.id, id)).returning()
        : await tx.insert(games).values(values).returning();
      if (!row) throw new Error('game not saved');
      await recordAudit(tx, actor, {
        action: id ? 'game.update' : 'game.create',
        targetType: 'game',
        targetId: row.id,
        merchantId: null,
        before: before ? presentGameAdmin(before, vendorCode) : null,
        after: presentGameAdmin(row, vendor.code),
      });
      return presentGameAdmin(row, vendor.code);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'This vendor already has a game with this code');
    throw error;
  }
}

/** Issues a new seamless-wallet secret for the vendor (the old one stops working); audited without the secret. */
export async function issueVendorApiKey(
  db: Db,
  vendorKeys: VendorKeys,
  actor: Actor,
  id: number,
): Promise<{ secret: string }> {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
  if (!vendor) throw new AppError('NOT_FOUND', 'Vendor not found');
  const secret = await vendorKeys.issue(vendor.id);
  await recordAudit(db, actor, {
    action: 'vendor.api_key',
    targetType: 'vendor',
    targetId: vendor.id,
    merchantId: null,
    before: null,
    after: { code: vendor.code, issued: true },
  });
  return { secret };
}
