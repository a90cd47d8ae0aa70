import { z } from 'zod';

/** The back office's view of the results feed and of corrections members could not cover (docs/lottery.md "Feed status"). */
export const LOTTERY_OPS_PATHS = { feedStatus: '/api/admin/lottery/vn/feed-status' } as const;

export const feedStatusSchema = z.object({
  /** Whether a results feed is configured (LOTTERY_VN_FEED_URL). */
  configured: z.boolean(),
  /** The feed's host (never its full address: it may carry a key). */
  feedHost: z.string().nullable(),
  autoApprove: z.boolean(),
  lastPullAt: z.string().nullable(),
  /** The last pull that refused nothing. */
  lastCleanAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  /** The last pull: results stored, provinces the feed has nothing for yet, entries refused with why. */
  stored: z.number(),
  missing: z.number(),
  refused: z.array(z.object({ drawId: z.string(), reason: z.string() })),
  /** Draws past their time without an approved result, with the version awaiting approval if any. */
  waiting: z.array(
    z.object({
      drawId: z.string(),
      gameCode: z.string(),
      province: z.string(),
      drawAt: z.string(),
      pending: z.object({ resultId: z.string(), source: z.string(), enteredBy: z.string() }).nullable(),
    }),
  ),
  /** Open alerts: a correction takes back more than the member's balance (retried every minute). */
  uncovered: z.array(
    z.object({
      flagId: z.string(),
      accountId: z.string(),
      merchantId: z.number(),
      takeBackMinor: z.string(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;
