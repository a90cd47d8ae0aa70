import type {
  HeadTail,
  History,
  HistoryQuery,
  NumberStatView,
  PopularNumbers,
  StatsQuery,
  VietnamNumbers,
} from '@fortuna/contracts/lottery-stats';
import { VN_PROVINCES, VN_SCHEDULE, type VnGameCode } from '@fortuna/contracts/lottery-vn';
import {
  coldNumbers,
  headTailStats,
  hotNumbers,
  type NumberStat,
  numberStats,
  occurrencesOf,
} from '@fortuna/games/lottery/number-stats';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { DAY_MS } from '../../kit/slot-calendar';
import type { DrawRow } from '../lottery.repo';
import { lotteryDraws } from '../lottery.schema';
import type { LotteryDeps } from '../lottery-context';
import { seaOffsetMs } from '../sea/sea-calendar';
import { VN_OFFSET_MS } from './vn-calendar';

/**
 * The lottery's public statistics (docs/lottery.md "Results history and statistics"): a day's results board,
 * and over a region's last N approved draws the popular and opened numbers, the Vietnam numbers (00–99 with
 * occurrences, last appearance and gap) and the head/tail counts. Every occurrence counts: a number ending two
 * prizes of one draw counts twice.
 */

/** How far back the history goes. */
const HISTORY_DAYS = 366;
const LIST_SIZE = 10;

/** A province code of the region (any weekday of its schedule), or LOTTERY_PROVINCE_UNKNOWN. */
function checkedProvince(gameCode: string, province: string | undefined): string | undefined {
  if (province === undefined) return undefined;
  const schedule = VN_SCHEDULE[gameCode as VnGameCode];
  const known = province in VN_PROVINCES && schedule?.week.some((day) => (day as string[]).includes(province));
  if (!known) throw new AppError('LOTTERY_PROVINCE_UNKNOWN');
  return province;
}

/** The UTC instants a local calendar day of the game's zone spans. */
function dayBounds(gameCode: string, date: string): { from: Date; until: Date } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== date) {
    throw new AppError('LOTTERY_DATE_OUT_OF_RANGE', 'This date does not exist');
  }
  const offset = gameCode.startsWith('sea-') ? seaOffsetMs(gameCode) : VN_OFFSET_MS;
  return { from: new Date(midnight - offset), until: new Date(midnight - offset + DAY_MS) };
}

/** A day's draws of a regional or SEA game (optionally one province) with their approved results, as the board shows them. */
export async function drawHistory(deps: LotteryDeps, query: HistoryQuery): Promise<History> {
  const province = checkedProvince(query.gameCode, query.province);
  const { from, until } = dayBounds(query.gameCode, query.date);
  const now = deps.now();
  if (from.getTime() > now || until.getTime() < now - HISTORY_DAYS * DAY_MS) {
    throw new AppError('LOTTERY_DATE_OUT_OF_RANGE');
  }
  const rows = await deps.db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, query.gameCode),
        gte(lotteryDraws.drawAt, from),
        lt(lotteryDraws.drawAt, until),
        province === undefined ? undefined : eq(lotteryDraws.province, province),
      ),
    )
    .orderBy(lotteryDraws.drawAt, lotteryDraws.province);
  return {
    gameCode: query.gameCode,
    date: query.date,
    draws: rows.map((draw) => ({
      drawId: String(draw.id),
      gameCode: draw.gameCode,
      province: draw.province,
      drawAt: draw.drawAt.toISOString(),
      status: draw.status,
      result: draw.status === 'drawn' ? draw.result : null,
      resultVersion: draw.status === 'drawn' ? draw.resultVersion : 0,
    })),
  };
}

/** A region's last `draws` approved results (one province's, or every province's), newest first. */
function latestDrawn(db: DbOrTx, gameCode: string, province: string | undefined, draws: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, gameCode),
        eq(lotteryDraws.status, 'drawn'),
        province === undefined ? undefined : eq(lotteryDraws.province, province),
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt), lotteryDraws.province)
    .limit(draws);
}

/** The window's draws and the 100 numbers' statistics over them. */
async function statsWindow(deps: LotteryDeps, query: StatsQuery) {
  const province = checkedProvince(query.gameCode, query.province);
  const rows = (await latestDrawn(deps.db, query.gameCode, province, query.draws)).filter((row) => row.result);
  const results = rows.map((row) => row.result ?? {});
  const view = (stat: NumberStat): NumberStatView => ({
    number: stat.number,
    count: stat.count,
    draws: stat.draws,
    gap: stat.gap,
    lastSeenAt: stat.lastIndex === null ? null : (rows[stat.lastIndex]?.drawAt.toISOString() ?? null),
  });
  return {
    rows,
    results,
    view,
    window: {
      gameCode: query.gameCode,
      province: province ?? null,
      draws: rows.length,
      from: rows.at(-1)?.drawAt.toISOString() ?? null,
      until: rows[0]?.drawAt.toISOString() ?? null,
    },
  };
}

/** Popular (most drawn) and cold (absent longest) numbers, and what the latest draw opened. */
export async function popularNumbers(deps: LotteryDeps, query: StatsQuery): Promise<PopularNumbers> {
  const { rows, results, view, window } = await statsWindow(deps, query);
  const stats = numberStats(results);
  const latest = results[0];
  return {
    ...window,
    popular: hotNumbers(stats, LIST_SIZE).map(view),
    cold: coldNumbers(stats, LIST_SIZE).map(view),
    opened: latest
      ? [...occurrencesOf(latest)].sort(([a], [b]) => a.localeCompare(b)).map(([number, times]) => ({ number, times }))
      : [],
    openedAt: rows[0]?.drawAt.toISOString() ?? null,
  };
}

/** The Vietnam numbers: every number 00–99 with its occurrences, draws, last appearance and gap. */
export async function vietnamNumbers(deps: LotteryDeps, query: StatsQuery): Promise<VietnamNumbers> {
  const { results, view, window } = await statsWindow(deps, query);
  return { ...window, numbers: numberStats(results).map(view) };
}

/** Heads and tails of the window's two-digit ends, and of its special prizes. */
export async function headTail(deps: LotteryDeps, query: StatsQuery): Promise<HeadTail> {
  const { results, window } = await statsWindow(deps, query);
  return { ...window, ...headTailStats(results) };
}
