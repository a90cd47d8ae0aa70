import { fastFormatOf } from '@fortuna/contracts/lottery';
import {
  type ModeOdds,
  type OddsTableKind,
  oddsModesOf,
  prizeModesOfGame,
  type SaveVnOdds,
  type VnOddsMode,
  type WindowOdds,
} from '@fortuna/contracts/lottery-odds';
import { isSeaGameCode } from '@fortuna/contracts/lottery-sea';
import { BET_TYPE_RULES, LOTTERY_BET_TYPES, type LotteryBetType } from '@fortuna/games/lottery/bet-types';
import {
  defaultFormatPayTable,
  type FastFormat,
  type FormatPayTable,
  formatPayKeyRtps,
} from '@fortuna/games/lottery/fast/formats';
import { expectedHits } from '@fortuna/games/lottery/odds-table';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { type Actor, recordAudit } from '../../../modules/audit/audit.service';
import { lotteryMerchantOdds } from '../lottery-ops.schema';
import { oddsVersionOf } from '../odds-version';
import { seaPayoutsOf } from '../sea/sea-payouts';

/**
 * Odds per merchant and prize mode (docs/lottery.md "Odds per merchant and prize mode", ADR 0034): the
 * Vietnamese bet types' table, and the pay tables of Keno, K3 and SSC (docs/lottery.md "Pay tables per
 * merchant", ADR 0042). A game is offered in its own mode (LOTT for the regional draws, ELOTT for the fast
 * ones) and, for the Vietnamese bet types, in ZY where the merchant saved a ZY table; a mode without a table
 * pays the defaults. What a ticket is placed at is kept on it (`odds_hundredths`, `payout_table`,
 * `prize_mode`), so a later change never touches it.
 */

type OddsTable = Record<string, number>;

/** One kind of table staff edit per merchant: its keys (every one required), defaults and the RTP of each key. */
interface OddsBook {
  kind: OddsTableKind;
  defaults: Readonly<OddsTable>;
  rtps: (table: OddsTable) => Record<string, number>;
}

const DEFAULT_ODDS: Readonly<Record<LotteryBetType, number>> = Object.fromEntries(
  LOTTERY_BET_TYPES.map((betType) => [betType, BET_TYPE_RULES[betType].oddsHundredths]),
) as Record<LotteryBetType, number>;

/** The return to player of odds on the North's 27 prizes (the most a lô or xiên line can hit). */
function rtpOf(betType: LotteryBetType, oddsHundredths: number): number {
  return (expectedHits(betType) * oddsHundredths) / 100;
}

const VN_BOOK: OddsBook = {
  kind: 'vn',
  defaults: DEFAULT_ODDS,
  rtps: (table) =>
    Object.fromEntries(LOTTERY_BET_TYPES.map((betType) => [betType, rtpOf(betType, table[betType] ?? 0)])),
};

const FORMAT_BOOKS = Object.fromEntries(
  (['keno', 'k3', 'ssc'] as const).map((format) => [
    format,
    { kind: format, defaults: defaultFormatPayTable(format), rtps: (table) => formatPayKeyRtps(format, table) },
  ]),
) as Record<FastFormat, OddsBook>;

function bookOf(kind: OddsTableKind): OddsBook {
  return kind === 'vn' ? VN_BOOK : FORMAT_BOOKS[kind];
}

/** The merchant's saved tables of a book, by mode (modes without rows left out). */
async function savedTables(db: DbOrTx, merchantId: number | null, book: OddsBook): Promise<Map<string, OddsTable>> {
  const tables = new Map<string, OddsTable>();
  if (merchantId === null) return tables;
  const rows = await db.select().from(lotteryMerchantOdds).where(eq(lotteryMerchantOdds.merchantId, merchantId));
  for (const row of rows) {
    if (!(row.betType in book.defaults)) continue;
    const table = tables.get(row.prizeMode) ?? { ...book.defaults };
    table[row.betType] = row.oddsHundredths;
    tables.set(row.prizeMode, table);
  }
  return tables;
}

function present(prizeMode: VnOddsMode, book: OddsBook, table: OddsTable | undefined): ModeOdds {
  const odds = table ?? book.defaults;
  const rtps = book.rtps({ ...odds });
  return {
    prizeMode,
    custom: table !== undefined,
    odds: Object.keys(book.defaults).map((betType) => ({
      betType,
      odds: (odds[betType] ?? 0) / 100,
      rtp: Math.round((rtps[betType] ?? 0) * 10_000) / 10_000,
    })),
  };
}

/** Every mode's table of a kind for a merchant as the back office edits them. */
export async function merchantOddsTables(
  db: DbOrTx,
  merchantId: number,
  kind: OddsTableKind = 'vn',
): Promise<ModeOdds[]> {
  const book = bookOf(kind);
  const saved = await savedTables(db, merchantId, book);
  return oddsModesOf(kind).map((mode) => present(mode, book, saved.get(mode)));
}

/** A Keno, K3 or SSC game's pay table in force on a merchant's site (mode ELOTT): its saved one, or the defaults. */
export async function merchantPayTable(
  db: DbOrTx,
  merchantId: number | null,
  format: FastFormat,
): Promise<FormatPayTable> {
  const book = FORMAT_BOOKS[format];
  return (await savedTables(db, merchantId, book)).get('ELOTT') ?? book.defaults;
}

/**
 * The modes a player's window offers for its game: the game's own mode first, then the optional ones the
 * merchant set, each with its table's version (a SEA window: the version of the merchant's SEA payouts).
 */
export async function windowOdds(db: DbOrTx, merchantId: number | null, gameCode: string): Promise<WindowOdds> {
  if (isSeaGameCode(gameCode)) {
    return { defaultMode: 'SEA', modes: [], versions: { SEA: oddsVersionOf(await seaPayoutsOf(db, merchantId)) } };
  }
  const format = fastFormatOf(gameCode);
  if (format !== 'north') {
    const book = FORMAT_BOOKS[format];
    const table = (await savedTables(db, merchantId, book)).get('ELOTT');
    const payTable = { ...(table ?? book.defaults) };
    return {
      defaultMode: 'ELOTT',
      modes: [present('ELOTT', book, table)],
      payTable,
      versions: { ELOTT: oddsVersionOf(payTable) },
    };
  }
  const saved = await savedTables(db, merchantId, VN_BOOK);
  const { own, optional } = prizeModesOfGame(gameCode);
  const modes = [own, ...optional.filter((mode) => saved.has(mode))];
  return {
    defaultMode: own,
    modes: modes.map((mode) => present(mode, VN_BOOK, saved.get(mode))),
    versions: Object.fromEntries(modes.map((mode) => [mode, oddsVersionOf(saved.get(mode) ?? DEFAULT_ODDS)])),
  };
}

/**
 * The odds a new ticket is placed at: the chosen mode's (the game's own when none is chosen), refused with
 * LOTTERY_PRIZE_MODE_UNAVAILABLE when the game is not offered in that mode on the merchant's site; with the
 * version of the mode's table, which the bet must carry.
 */
export async function ticketOdds(
  db: DbOrTx,
  merchantId: number | null,
  gameCode: string,
  betType: LotteryBetType,
  chosen: string | undefined,
): Promise<{ prizeMode: VnOddsMode; oddsHundredths: number; oddsVersion: string }> {
  const saved = await savedTables(db, merchantId, VN_BOOK);
  const { own, optional } = prizeModesOfGame(gameCode);
  const prizeMode = (chosen ?? own) as VnOddsMode;
  const offered = prizeMode === own || (optional.includes(prizeMode) && saved.has(prizeMode));
  if (!offered) throw new AppError('LOTTERY_PRIZE_MODE_UNAVAILABLE');
  const table = saved.get(prizeMode) ?? DEFAULT_ODDS;
  return { prizeMode, oddsHundredths: table[betType] ?? 0, oddsVersion: oddsVersionOf(table) };
}

/**
 * Checks a whole table of a book: every key once, none unknown, each a whole number of hundredths above 0,
 * none returning more than it takes (RTP ≤ 100%).
 */
function checkedTable(book: OddsBook, odds: Record<string, number>): OddsTable {
  const unknown = Object.keys(odds).find((betType) => !(betType in book.defaults));
  if (unknown !== undefined) throw new AppError('LOTTERY_ODDS_INVALID', `Unknown bet type "${unknown}"`);
  const table: OddsTable = {};
  for (const betType of Object.keys(book.defaults)) {
    const value = odds[betType];
    if (value === undefined) throw new AppError('LOTTERY_ODDS_INVALID', `The odds of ${betType} are missing`);
    if (!Number.isInteger(value) || value < 1) {
      throw new AppError('LOTTERY_ODDS_INVALID', `The odds of ${betType} must be a whole number of hundredths above 0`);
    }
    table[betType] = value;
  }
  const rtps = book.rtps(table);
  const tooHigh = Object.keys(table).find((betType) => Math.round((rtps[betType] ?? 0) * 10_000) > 10_000);
  if (tooHigh !== undefined) {
    throw new AppError('LOTTERY_ODDS_INVALID', `The odds of ${tooHigh} would return more than 100% of the stake`);
  }
  return table;
}

/** A book's rows of a merchant in a mode (what a save replaces and a drop removes). */
function rowsOf(book: OddsBook, merchantId: number, prizeMode: VnOddsMode) {
  return and(
    eq(lotteryMerchantOdds.merchantId, merchantId),
    eq(lotteryMerchantOdds.prizeMode, prizeMode),
    inArray(lotteryMerchantOdds.betType, Object.keys(book.defaults)),
  );
}

/** The audit target of a table: `merchant:mode` (Vietnamese bet types) or `merchant:mode:format`. */
function auditTarget(book: OddsBook, merchantId: number, prizeMode: VnOddsMode): string {
  return book.kind === 'vn' ? `${merchantId}:${prizeMode}` : `${merchantId}:${prizeMode}:${book.kind}`;
}

function bookInMode(kind: OddsTableKind, prizeMode: VnOddsMode): OddsBook {
  if (!oddsModesOf(kind).includes(prizeMode)) {
    throw new AppError('VALIDATION_FAILED', `The ${kind} table is set for ${oddsModesOf(kind).join(', ')} only`);
  }
  return bookOf(kind);
}

/** Saves a mode's whole table for a merchant (audited with the table before and after). */
export async function saveModeOdds(
  db: DbOrTx,
  actor: Actor,
  merchantId: number,
  body: SaveVnOdds,
  kind: OddsTableKind = 'vn',
): Promise<ModeOdds> {
  const book = bookInMode(kind, body.prizeMode);
  const table = checkedTable(book, body.odds);
  return db.transaction(async (tx) => {
    const before = (await savedTables(tx, merchantId, book)).get(body.prizeMode) ?? null;
    await tx.delete(lotteryMerchantOdds).where(rowsOf(book, merchantId, body.prizeMode));
    await tx.insert(lotteryMerchantOdds).values(
      Object.entries(table).map(([betType, oddsHundredths]) => ({
        merchantId,
        prizeMode: body.prizeMode,
        betType,
        oddsHundredths,
      })),
    );
    await recordAudit(tx, actor, {
      action: 'lottery.odds.save',
      targetType: 'lottery_odds',
      targetId: auditTarget(book, merchantId, body.prizeMode),
      merchantId,
      before,
      after: table,
    });
    return present(body.prizeMode, book, table);
  });
}

/** Drops a mode's table: ZY is no longer offered, LOTT or ELOTT pay the defaults again (audited). */
export async function deleteModeOdds(
  db: DbOrTx,
  actor: Actor,
  merchantId: number,
  prizeMode: VnOddsMode,
  kind: OddsTableKind = 'vn',
): Promise<void> {
  const book = bookInMode(kind, prizeMode);
  await db.transaction(async (tx) => {
    const before = (await savedTables(tx, merchantId, book)).get(prizeMode) ?? null;
    if (!before) return;
    await tx.delete(lotteryMerchantOdds).where(rowsOf(book, merchantId, prizeMode));
    await recordAudit(tx, actor, {
      action: 'lottery.odds.delete',
      targetType: 'lottery_odds',
      targetId: auditTarget(book, merchantId, prizeMode),
      merchantId,
      before,
      after: null,
    });
  });
}
