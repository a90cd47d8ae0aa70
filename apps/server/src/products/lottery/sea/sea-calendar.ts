import { FOUR_D_GAME_CODES, type SeaGameCode } from '@fortuna/contracts/lottery-sea';
import { DAY_MS, MINUTE_MS } from '../../kit/slot-calendar';
import { insertDraws } from '../lottery.repo';
import type { LotteryDeps } from '../lottery-context';
import { DEFAULT_CUTOFF_MINUTES } from '../vn/vn-calendar';

/**
 * The SEA draw calendars (docs/lottery-sea.md): the 4D operators draw on Wednesday, Saturday and Sunday
 * at 19:00 Asia/Kuala_Lumpur (UTC+8, as Magnum, Da Ma Cai and Sports Toto do); the Thai government
 * draw on the 1st and the 16th of each month at 15:30 Asia/Bangkok (UTC+7). Neither zone has daylight saving.
 */
const HOUR_MS = 60 * MINUTE_MS;
const FOUR_D = { offsetMs: 8 * HOUR_MS, hour: 19, minute: 0, weekdays: [0, 3, 6] };
const THAI = { offsetMs: 7 * HOUR_MS, hour: 15, minute: 30, monthDays: [1, 16] };
/** Draws are created this many days ahead, so the next Thai draw is always open for betting. */
export const SEA_DAYS_AHEAD = 17;

export interface SeaDrawSlot {
  gameCode: SeaGameCode;
  drawAt: Date;
}

/** The offset of a SEA game's own time zone from UTC. */
export function seaOffsetMs(gameCode: string): number {
  return gameCode === 'sea-thai' ? THAI.offsetMs : FOUR_D.offsetMs;
}

/** The calendar day (yyyy-mm-dd) an instant falls on in a SEA game's own zone (what the results feed is asked for). */
export function seaDateOf(gameCode: string, instant: Date): string {
  return new Date(instant.getTime() + seaOffsetMs(gameCode)).toISOString().slice(0, 10);
}

/** The SEA draws of one local calendar day (`yyyy-mm-dd`). */
export function seaDrawsOfDay(localDate: string): SeaDrawSlot[] {
  const [year = 0, month = 1, day = 1] = localDate.split('-').map(Number);
  const midnight = Date.UTC(year, month - 1, day);
  const slots: SeaDrawSlot[] = [];
  if (FOUR_D.weekdays.includes(new Date(midnight).getUTCDay())) {
    const drawAt = new Date(midnight + (FOUR_D.hour * 60 + FOUR_D.minute) * MINUTE_MS - FOUR_D.offsetMs);
    for (const gameCode of FOUR_D_GAME_CODES) slots.push({ gameCode, drawAt });
  }
  if (THAI.monthDays.includes(day)) {
    slots.push({
      gameCode: 'sea-thai',
      drawAt: new Date(midnight + (THAI.hour * 60 + THAI.minute) * MINUTE_MS - THAI.offsetMs),
    });
  }
  return slots;
}

/** Every SEA draw from the day of `from` (UTC+8) for `days` days. */
export function seaDrawsAhead(from: Date, days = SEA_DAYS_AHEAD): SeaDrawSlot[] {
  const slots: SeaDrawSlot[] = [];
  for (let index = 0; index <= days; index++) {
    slots.push(...seaDrawsOfDay(seaDateOf('sea-magnum', new Date(from.getTime() + index * DAY_MS))));
  }
  return slots.filter((slot) => slot.drawAt.getTime() > from.getTime() - DAY_MS);
}

/** Creates the coming SEA draws (repeat-safe on any number of nodes: one row per game and time). */
export async function ensureSeaDraws(deps: LotteryDeps, from: Date): Promise<void> {
  await insertDraws(
    deps.db,
    seaDrawsAhead(from).map((slot) => ({
      gameCode: slot.gameCode,
      drawAt: slot.drawAt,
      opensAt: new Date(slot.drawAt.getTime() - (SEA_DAYS_AHEAD + 1) * DAY_MS),
      closesAt: new Date(slot.drawAt.getTime() - DEFAULT_CUTOFF_MINUTES * MINUTE_MS),
      seedHash: '',
    })),
  );
}
