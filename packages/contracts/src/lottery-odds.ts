import { z } from 'zod';

/**
 * Odds per merchant and prize mode (spec §9 prize modes LOTT, ZY, ELOTT, SEA; docs/lottery.md "Odds per
 * merchant and prize mode"). The Vietnamese bet types (lô, đề, 3 càng, đầu/đuôi, xiên, lô trượt) are
 * offered in the game's own mode — LOTT for the regional draws, ELOTT for the fast draws — and, where the
 * merchant sets a table for it, in ZY (a second odds plan beside it). The SEA draws' mode SEA keeps the
 * merchant's SEA payouts (docs/lottery-sea.md).
 */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** The modes a merchant may set Vietnamese odds tables for. */
export const VN_ODDS_MODES = ['LOTT', 'ZY', 'ELOTT'] as const;
export type VnOddsMode = (typeof VN_ODDS_MODES)[number];

/** A game's own mode and the ones it may also be offered in (when the merchant set a table for them). */
export function prizeModesOfGame(gameCode: string): { own: VnOddsMode; optional: VnOddsMode[] } {
  return gameCode.startsWith('vn-') ? { own: 'LOTT', optional: ['ZY'] } : { own: 'ELOTT', optional: ['ZY'] };
}

export const LOTTERY_ODDS_PATHS = {
  /** The window's game: the modes its merchant offers and their odds (a lottery window's token). */
  odds: '/lottery/api/odds',
  /** A merchant's odds tables (operator). */
  admin: '/api/admin/lottery/vn/odds',
} as const;

const hundredths = z.number().int().min(1).max(100_000_000);

/** A mode's table: odds per bet type in hundredths of the stake per point (350 = 3.5×); every bet type. */
export const saveVnOddsSchema = z.object({
  prizeMode: z.enum(VN_ODDS_MODES),
  odds: z.record(z.string().max(20), hundredths),
});
export type SaveVnOdds = z.infer<typeof saveVnOddsSchema>;

/**
 * The tables the back office edits per merchant: `vn` the Vietnamese bet types (every VN mode); `keno`, `k3`,
 * `ssc` the pay tables of the fast formats, in their own mode ELOTT only (docs/lottery.md "Pay tables per
 * merchant", ADR 0042). Keys of a format's table: see `FormatPayTable` in the games package.
 */
export const ODDS_TABLE_KINDS = ['vn', 'keno', 'k3', 'ssc'] as const;
export type OddsTableKind = (typeof ODDS_TABLE_KINDS)[number];

/** The prize modes a kind of table is set for. */
export function oddsModesOf(kind: OddsTableKind): readonly VnOddsMode[] {
  return kind === 'vn' ? VN_ODDS_MODES : ['ELOTT'];
}

export const vnOddsQuerySchema = z.object({
  merchantId: z.coerce.number().int().min(1).max(2_147_483_647),
  /** Which table (the Vietnamese bet types when left out). */
  table: z.enum(ODDS_TABLE_KINDS).default('vn'),
});
export const deleteVnOddsQuerySchema = vnOddsQuerySchema.extend({ prizeMode: z.enum(VN_ODDS_MODES) });

export const oddsRowSchema = z.object({
  betType: z.string(),
  /** × the stake per point. */
  odds: z.number(),
  /** The return to player these odds give on the North's 27 prizes. */
  rtp: z.number(),
});
export type OddsRow = z.infer<typeof oddsRowSchema>;

export const modeOddsSchema = z.object({
  prizeMode: z.enum(VN_ODDS_MODES),
  /** Whether the merchant set this table (otherwise the defaults). */
  custom: z.boolean(),
  odds: z.array(oddsRowSchema),
});
export type ModeOdds = z.infer<typeof modeOddsSchema>;

/**
 * What the player's window offers: the game's own mode first, then the others the merchant set. A SEA window
 * answers mode SEA with no table here (its payouts come with the SEA lobby).
 */
export const windowOddsSchema = z.object({
  defaultMode: z.enum(PRIZE_MODES),
  modes: z.array(modeOddsSchema),
  /** Keno, K3 and SSC: the pay table in force (key → hundredths of the stake), as the window's `payTable`. */
  payTable: z.record(z.string(), z.number()).optional(),
  /** Each offered mode's table version (SEA: the payouts'), which a bet in that mode carries back. */
  versions: z.record(z.string(), z.string()),
});
export type WindowOdds = z.infer<typeof windowOddsSchema>;
