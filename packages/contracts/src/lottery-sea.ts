import { z } from 'zod';

/**
 * The SEA draws (prize mode SEA, docs/lottery-sea.md): three 4D operators drawing Wednesday, Saturday
 * and Sunday at 19:00 Asia/Kuala_Lumpur, and the Thai government draw on the 1st and 16th of each month
 * at 15:30 Asia/Bangkok. Not drawn by us: results are entered like the Vietnamese regional draws'.
 */
export const FOUR_D_GAME_CODES = ['sea-magnum', 'sea-damacai', 'sea-toto'] as const;
export const SEA_GAME_CODES = [...FOUR_D_GAME_CODES, 'sea-thai'] as const;
export type SeaGameCode = (typeof SEA_GAME_CODES)[number];

export function isSeaGameCode(value: unknown): value is SeaGameCode {
  return typeof value === 'string' && (SEA_GAME_CODES as readonly string[]).includes(value);
}

export function isFourDGameCode(value: unknown): boolean {
  return typeof value === 'string' && (FOUR_D_GAME_CODES as readonly string[]).includes(value);
}

export const SEA_LOTTERY_PATHS = {
  /** Each SEA game's next draw (closing at the site merchant's cut-off) and latest result (public). */
  lobby: '/lottery/api/sea/lobby',
} as const;

const prizeSetSchema = z.record(z.string().max(12), z.array(z.string().max(8)).max(10));

export const seaDrawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  drawAt: z.string(),
  /** When betting closes for this site (the merchant's cut-off before the draw). */
  closesAt: z.string(),
  status: z.enum(['open', 'drawn', 'void']),
  result: prizeSetSchema.nullable(),
});
export type SeaDraw = z.infer<typeof seaDrawSchema>;

const odds = z.number().int().min(0).max(100_000_000);

/** A merchant's SEA payouts, hundredths of the stake (250000 = 2,500 × the stake). */
export const seaPayoutsSchema = z.object({
  big: z.object({ first: odds, second: odds, third: odds, starter: odds, consolation: odds }),
  small: z.object({ first: odds, second: odds, third: odds }),
  thai: z.object({
    th_2top: odds,
    th_2bottom: odds,
    th_3top: odds,
    th_tode: odds,
    th_3bottom: odds,
    th_run_top: odds,
    th_run_bottom: odds,
  }),
});

export const seaGameViewSchema = z.object({
  gameCode: z.enum(SEA_GAME_CODES),
  cutoffMinutes: z.number(),
  next: seaDrawSchema.nullable(),
  latest: seaDrawSchema.nullable(),
  payouts: seaPayoutsSchema,
  /** The version of these payouts, which a bet carries back (refused with LOTTERY_ODDS_CHANGED once they change). */
  payoutsVersion: z.string(),
});
export type SeaGameView = z.infer<typeof seaGameViewSchema>;
