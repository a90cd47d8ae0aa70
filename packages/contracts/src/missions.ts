import { z } from 'zod';
import { GAME_TYPES } from './catalogue';
import { MISSION_TASKS, PROMO_STATES, PROMO_WALLETS } from './promotions';
import { moneySchema } from './wallet';

/**
 * Missions and leaderboards (member centre missionLeaderboard; spec §7 mission summary and mission
 * leaderboard). Both are promotion rule kinds (`mission`, `leaderboard`): a mission's reward is claimed
 * through the promotion claim call, a leaderboard's prizes are paid by the end-of-period job.
 * Docs: docs/promotions.md "Missions and leaderboards".
 */

export const MISSION_PERIODS = ['day', 'week'] as const;

export const memberMissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  terms: z.string(),
  task: z.enum(MISSION_TASKS),
  gameType: z.enum(GAME_TYPES).nullable(),
  period: z.enum(MISSION_PERIODS),
  /** First and last local day of the running period. */
  from: z.string(),
  to: z.string(),
  /** Rounds and days as whole numbers ("3"), money as amounts ("100.00"). */
  progress: z.string(),
  target: z.string(),
  /** Progress as a share of the target, 0–100. */
  percent: z.number().int().min(0).max(100),
  reward: moneySchema,
  wallet: z.enum(PROMO_WALLETS),
  wageringMultiple: z.number().int(),
  /** claim: complete and waiting; issued: claimed this period; process: not complete yet; close / coming_soon. */
  state: z.enum(PROMO_STATES),
});
export type MemberMission = z.infer<typeof memberMissionSchema>;

export const missionSummarySchema = z.object({
  /** Missions complete and not claimed yet (the menu badge). */
  claimable: z.number().int().min(0),
  missions: z.array(memberMissionSchema),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int().min(1),
  /** Masked: first two and last character ("de***1"). */
  username: z.string(),
  validBet: moneySchema,
  /** The prize of this rank (null past the prize table). */
  prize: moneySchema.nullable(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const pastWinnersSchema = z.object({
  periodKey: z.string(),
  from: z.string(),
  to: z.string(),
  winners: z.array(leaderboardRowSchema),
});
export type PastWinners = z.infer<typeof pastWinnersSchema>;

export const memberLeaderboardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  terms: z.string(),
  period: z.enum(MISSION_PERIODS),
  gameType: z.enum(GAME_TYPES).nullable(),
  from: z.string(),
  to: z.string(),
  /** When the running period ends (ISO instant). */
  endsAt: z.string(),
  prizes: z.array(moneySchema),
  /** Top of the running period (the prize ranks, at least 10 rows). */
  standings: z.array(leaderboardRowSchema),
  /** The member's own place in the running period; null before their first valid bet. */
  mine: leaderboardRowSchema.nullable(),
  /** The last ended periods' paid winners, newest first. */
  past: z.array(pastWinnersSchema),
});
export type MemberLeaderboard = z.infer<typeof memberLeaderboardSchema>;

export const MISSIONS_API = {
  /** GET: the member's missions of the running periods with progress and state (mission summary). */
  summary: '/wps/member/missions',
  /** GET: the running leaderboards with standings, the member's rank and past winners (mission leaderboard). */
  leaderboard: '/wps/member/missions/leaderboard',
} as const;

/** Pushed to the member's sockets when their counts may have changed (a round settled, a claim): a MemberCounts. */
export const MEMBER_COUNTS_EVENT = 'member:counts';
