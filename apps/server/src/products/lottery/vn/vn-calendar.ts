import { VN_GAME_CODES, VN_SCHEDULE, type VnGameCode, type VnProvince } from '@fortuna/contracts/lottery-vn';
import type { VnRegion } from '@fortuna/games/lottery/regional-result';
import { DAY_MS, MINUTE_MS } from '../../kit/slot-calendar';
import { insertDraws } from '../lottery.repo';
import type { LotteryDeps } from '../lottery-context';

/** Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving). */
export const VN_OFFSET_MS = 7 * 60 * MINUTE_MS;
/** Draws are created this many days ahead (today included), so players can bet on tomorrow's draws. */
export const VN_DAYS_AHEAD = 3;
/** The cut-off of a merchant without its own rule, and the closing time stored with each draw. */
export const DEFAULT_CUTOFF_MINUTES = 15;

export const REGION_OF: Readonly<Record<VnGameCode, VnRegion>> = {
  'vn-north': 'north',
  'vn-central': 'central',
  'vn-south': 'south',
};

export interface VnDrawSlot {
  gameCode: VnGameCode;
  province: VnProvince;
  drawAt: Date;
}

/** The Vietnamese calendar day (yyyy-mm-dd) an instant falls on. */
export function vnDateOf(instant: Date): string {
  return new Date(instant.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The draws of one region on a Vietnamese calendar day: one per province of that weekday, at the region's time. */
export function drawsOfDay(gameCode: VnGameCode, vnDate: string): VnDrawSlot[] {
  const [year = 0, month = 1, day = 1] = vnDate.split('-').map(Number);
  const midnight = Date.UTC(year, month - 1, day);
  const schedule = VN_SCHEDULE[gameCode];
  const weekday = new Date(midnight).getUTCDay();
  const drawAt = new Date(midnight + (schedule.hour * 60 + schedule.minute) * MINUTE_MS - VN_OFFSET_MS);
  return (schedule.week[weekday] ?? []).map((province) => ({ gameCode, province, drawAt }));
}

/** Every region's draws from the Vietnamese day of `from` for `days` days. */
export function drawsAhead(from: Date, days = VN_DAYS_AHEAD): VnDrawSlot[] {
  const slots: VnDrawSlot[] = [];
  for (let index = 0; index < days; index++) {
    const vnDate = vnDateOf(new Date(from.getTime() + index * DAY_MS));
    for (const gameCode of VN_GAME_CODES) slots.push(...drawsOfDay(gameCode, vnDate));
  }
  return slots;
}

/**
 * Creates the coming regional draws (repeat-safe on any number of nodes: one row per game, time and
 * province). Betting on a draw opens when it is created; the stored closing time is the default cut-off,
 * each merchant's own cut-off is applied when a bet is placed.
 */
export async function ensureVnDraws(deps: LotteryDeps, from: Date): Promise<void> {
  await insertDraws(
    deps.db,
    drawsAhead(from).map((slot) => ({
      gameCode: slot.gameCode,
      province: slot.province,
      drawAt: slot.drawAt,
      opensAt: new Date(slot.drawAt.getTime() - VN_DAYS_AHEAD * DAY_MS),
      closesAt: new Date(slot.drawAt.getTime() - DEFAULT_CUTOFF_MINUTES * MINUTE_MS),
      // Not drawn by us: there is no seed to commit; the official result is entered and approved.
      seedHash: '',
    })),
  );
}
