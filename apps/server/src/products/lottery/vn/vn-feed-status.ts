import type { FeedStatus } from '@fortuna/contracts/lottery-ops';
import { eq } from 'drizzle-orm';
import type { LotteryDeps } from '../lottery-context';
import { lotteryFeedStatus } from '../lottery-ops.schema';
import { openUncoveredAlerts } from '../uncovered-corrections';
import { resultsOfDraws, vnDrawsDue } from './vn.repo';
import type { FeedReport } from './vn-feed';

/**
 * The results feed's status for the back office (docs/lottery.md "Feed status"): the last pull, the last
 * error, each draw past its time still waiting for an approved result (with its pending version, if any),
 * and the open alerts of corrections a member's balance could not cover.
 */

const FEED = 'vn';

/** Records a pull's report (any node; the last one wins). A pull refusing nothing is clean. */
export async function recordFeedPull(deps: LotteryDeps, report: FeedReport): Promise<void> {
  const now = new Date(deps.now());
  const error = report.refused[0] ? `draw ${report.refused[0].drawId}: ${report.refused[0].reason}` : null;
  const values = {
    feed: FEED,
    lastPullAt: now,
    stored: report.stored,
    missing: report.missing,
    refused: report.refused.slice(0, 20),
  };
  await deps.db
    .insert(lotteryFeedStatus)
    .values({ ...values, lastCleanAt: error ? null : now, lastError: error, lastErrorAt: error ? now : null })
    .onConflictDoUpdate({
      target: lotteryFeedStatus.feed,
      set: error ? { ...values, lastError: error, lastErrorAt: now } : { ...values, lastCleanAt: now },
    });
}

export interface FeedConfig {
  url: string | undefined;
  autoApprove: boolean;
}

/** The feed's host only (a feed address may carry a key in its query). */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export async function feedStatus(deps: LotteryDeps, config: FeedConfig): Promise<FeedStatus> {
  const [row] = await deps.db.select().from(lotteryFeedStatus).where(eq(lotteryFeedStatus.feed, FEED)).limit(1);
  const due = await vnDrawsDue(deps.db, new Date(deps.now()));
  const results = await resultsOfDraws(
    deps.db,
    due.map((draw) => draw.id),
  );
  return {
    configured: Boolean(config.url),
    feedHost: hostOf(config.url),
    autoApprove: config.autoApprove,
    lastPullAt: row?.lastPullAt.toISOString() ?? null,
    lastCleanAt: row?.lastCleanAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
    stored: row?.stored ?? 0,
    missing: row?.missing ?? 0,
    refused: row?.refused ?? [],
    waiting: due.map((draw) => {
      const pending = results.find((result) => result.drawId === draw.id && result.status === 'pending');
      return {
        drawId: String(draw.id),
        gameCode: draw.gameCode,
        province: draw.province,
        drawAt: draw.drawAt.toISOString(),
        pending: pending
          ? { resultId: String(pending.id), source: pending.source, enteredBy: pending.enteredBy }
          : null,
      };
    }),
    uncovered: await openUncoveredAlerts(deps),
  };
}
