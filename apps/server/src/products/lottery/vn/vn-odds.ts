import {
  type ModeOdds,
  prizeModesOfGame,
  type SaveVnOdds,
  VN_ODDS_MODES,
  type VnOddsMode,
  type WindowOdds,
} from '@fortuna/contracts/lottery-odds';
import { isSeaGameCode } from '@fortuna/contracts/lottery-sea';
import { BET_TYPE_RULES, LOTTERY_BET_TYPES, type LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { expectedHits } from '@fortuna/games/lottery/odds-table';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { type Actor, recordAudit } from '../../../modules/audit/audit.service';
import { lotteryMerchantOdds } from '../lottery-ops.schema';

/**
 * Odds per merchant and prize mode for the Vietnamese bet types (docs/lottery.md "Odds per merchant and
 * prize mode", ADR 0034). A game is offered in its own mode (LOTT for the regional draws, ELOTT for the fast
 * ones) and in ZY where the merchant saved a ZY table; a mode without a table pays the defaults. The odds a
 * ticket is placed at are kept on it (`odds_hundredths`, `prize_mode`), so a later change never touches it.
 */

type OddsTable = Record<LotteryBetType, number>;

const DEFAULT_ODDS: OddsTable = Object.fromEntries(
  LOTTERY_BET_TYPES.map((betType) => [betType, BET_TYPE_RULES[betType].oddsHundredths]),
) as OddsTable;

/** The return to player of odds on the North's 27 prizes (the most a lô or xiên line can hit). */
function rtpOf(betType: LotteryBetType, oddsHundredths: number): number {
  return Math.round(((expectedHits(betType) * oddsHundredths) / 100) * 10_000) / 10_000;
}

/** The merchant's saved tables, by mode (modes without rows left out). */
async function savedTables(db: DbOrTx, merchantId: number | null): Promise<Map<string, OddsTable>> {
  const tables = new Map<string, OddsTable>();
  if (merchantId === null) return tables;
  const rows = await db.select().from(lotteryMerchantOdds).where(eq(lotteryMerchantOdds.merchantId, merchantId));
  for (const row of rows) {
    const table = tables.get(row.prizeMode) ?? { ...DEFAULT_ODDS };
    if (row.betType in table) table[row.betType as LotteryBetType] = row.oddsHundredths;
    tables.set(row.prizeMode, table);
  }
  return tables;
}

function present(prizeMode: VnOddsMode, table: OddsTable | undefined): ModeOdds {
  const odds = table ?? DEFAULT_ODDS;
  return {
    prizeMode,
    custom: table !== undefined,
    odds: LOTTERY_BET_TYPES.map((betType) => ({
      betType,
      odds: odds[betType] / 100,
      rtp: rtpOf(betType, odds[betType]),
    })),
  };
}

/** Every mode's table of a merchant as the back office edits them. */
export async function merchantOddsTables(db: DbOrTx, merchantId: number): Promise<ModeOdds[]> {
  const saved = await savedTables(db, merchantId);
  return VN_ODDS_MODES.map((mode) => present(mode, saved.get(mode)));
}

/** The modes a player's window offers for its game: the game's own mode first, then the optional ones the merchant set. */
export async function windowOdds(db: DbOrTx, merchantId: number | null, gameCode: string): Promise<WindowOdds> {
  if (isSeaGameCode(gameCode)) return { defaultMode: 'SEA', modes: [] };
  const saved = await savedTables(db, merchantId);
  const { own, optional } = prizeModesOfGame(gameCode);
  const modes = [own, ...optional.filter((mode) => saved.has(mode))];
  return { defaultMode: own, modes: modes.map((mode) => present(mode, saved.get(mode))) };
}

/**
 * The odds a new ticket is placed at: the chosen mode's (the game's own when none is chosen), refused with
 * LOTTERY_PRIZE_MODE_UNAVAILABLE when the game is not offered in that mode on the merchant's site.
 */
export async function ticketOdds(
  db: DbOrTx,
  merchantId: number | null,
  gameCode: string,
  betType: LotteryBetType,
  chosen: string | undefined,
): Promise<{ prizeMode: VnOddsMode; oddsHundredths: number }> {
  const saved = await savedTables(db, merchantId);
  const { own, optional } = prizeModesOfGame(gameCode);
  const prizeMode = (chosen ?? own) as VnOddsMode;
  const offered = prizeMode === own || (optional.includes(prizeMode) && saved.has(prizeMode));
  if (!offered) throw new AppError('LOTTERY_PRIZE_MODE_UNAVAILABLE');
  return { prizeMode, oddsHundredths: (saved.get(prizeMode) ?? DEFAULT_ODDS)[betType] };
}

/** Checks a whole table: every bet type once, none unknown, none returning more than it takes (RTP ≤ 100%). */
function checkedTable(odds: Record<string, number>): OddsTable {
  const unknown = Object.keys(odds).find((betType) => !(LOTTERY_BET_TYPES as readonly string[]).includes(betType));
  if (unknown !== undefined) throw new AppError('LOTTERY_ODDS_INVALID', `Unknown bet type "${unknown}"`);
  const table = {} as OddsTable;
  for (const betType of LOTTERY_BET_TYPES) {
    const value = odds[betType];
    if (value === undefined) throw new AppError('LOTTERY_ODDS_INVALID', `The odds of ${betType} are missing`);
    if (rtpOf(betType, value) > 1) {
      throw new AppError('LOTTERY_ODDS_INVALID', `The odds of ${betType} would return more than 100% of the stake`);
    }
    table[betType] = value;
  }
  return table;
}

/** Saves a mode's whole table for a merchant (audited with the table before and after). */
export async function saveModeOdds(db: DbOrTx, actor: Actor, merchantId: number, body: SaveVnOdds): Promise<ModeOdds> {
  const table = checkedTable(body.odds);
  return db.transaction(async (tx) => {
    const before = (await savedTables(tx, merchantId)).get(body.prizeMode) ?? null;
    await tx
      .delete(lotteryMerchantOdds)
      .where(and(eq(lotteryMerchantOdds.merchantId, merchantId), eq(lotteryMerchantOdds.prizeMode, body.prizeMode)));
    await tx.insert(lotteryMerchantOdds).values(
      LOTTERY_BET_TYPES.map((betType) => ({
        merchantId,
        prizeMode: body.prizeMode,
        betType,
        oddsHundredths: table[betType],
      })),
    );
    await recordAudit(tx, actor, {
      action: 'lottery.odds.save',
      targetType: 'lottery_odds',
      targetId: `${merchantId}:${body.prizeMode}`,
      merchantId,
      before,
      after: table,
    });
    return present(body.prizeMode, table);
  });
}

/** Drops a mode's table: ZY is no longer offered, LOTT or ELOTT pay the defaults again (audited). */
export async function deleteModeOdds(
  db: DbOrTx,
  actor: Actor,
  merchantId: number,
  prizeMode: VnOddsMode,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = (await savedTables(tx, merchantId)).get(prizeMode) ?? null;
    if (!before) return;
    await tx
      .delete(lotteryMerchantOdds)
      .where(and(eq(lotteryMerchantOdds.merchantId, merchantId), eq(lotteryMerchantOdds.prizeMode, prizeMode)));
    await recordAudit(tx, actor, {
      action: 'lottery.odds.delete',
      targetType: 'lottery_odds',
      targetId: `${merchantId}:${prizeMode}`,
      merchantId,
      before,
      after: null,
    });
  });
}
