import { isOfficialGameCode } from '@fortuna/contracts/lottery-vn';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { LotteryDeps } from '../lottery-context';
import { seaDateOf } from '../sea/sea-calendar';
import { hasPendingResult, vnDrawsDue } from './vn.repo';
import { vnDateOf } from './vn-calendar';
import { recordFeedPull } from './vn-feed-status';
import { approveVnResult, enterVnResult } from './vn-results';

/** The results feed's answer (docs/lottery.md "Results feed"): one entry per province drawn that day. */
const feedAnswerSchema = z.object({
  date: z.string(),
  region: z.string(),
  draws: z.array(z.object({ province: z.string().default(''), prizes: z.unknown() })).max(10),
});

export interface FeedReport {
  /** Results stored (awaiting approval, or approved when the feed is trusted). */
  stored: number;
  /** Provinces the feed has no result for yet. */
  missing: number;
  /** Entries refused, with why (a wrong prize count or digit length, an unreadable answer). */
  refused: { drawId: string; reason: string }[];
}

export interface FeedOptions {
  url: string;
  autoApprove: boolean;
  fetch?: typeof fetch;
}

async function readFeed(options: FeedOptions, gameCode: string, vnDate: string) {
  const url = new URL(options.url);
  url.searchParams.set('region', gameCode);
  url.searchParams.set('date', vnDate);
  const answer = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(10_000) });
  if (!answer.ok) throw new Error(`the feed answered ${answer.status}`);
  const parsed = feedAnswerSchema.safeParse(await answer.json());
  if (!parsed.success) throw new Error('the feed answer is not in the documented format');
  return parsed.data;
}

/** The day the feed is asked for: in Asia/Ho_Chi_Minh for the regional draws, in its own zone for a SEA draw. */
function localDateOf(gameCode: string, drawAt: Date): string {
  return gameCode.startsWith('sea-') ? seaDateOf(gameCode, drawAt) : vnDateOf(drawAt);
}

/**
 * Pulls the results of every regional draw past its time that has no result yet, checks each like a
 * staff entry (every prize count and digit length of the region) and stores it awaiting approval, or
 * approves it at once when the operator trusts the feed. Repeat-safe: a draw holding a pending result
 * is not asked for again.
 */
export async function pullResultsFeed(deps: LotteryDeps, options: FeedOptions): Promise<FeedReport> {
  const report: FeedReport = { stored: 0, missing: 0, refused: [] };
  const due = await vnDrawsDue(deps.db, new Date(deps.now()));
  const answers = new Map<string, Awaited<ReturnType<typeof readFeed>> | Error>();
  for (const draw of due) {
    if (!isOfficialGameCode(draw.gameCode) || (await hasPendingResult(deps.db, draw.id))) continue;
    const localDate = localDateOf(draw.gameCode, draw.drawAt);
    const key = `${draw.gameCode}@${localDate}`;
    if (!answers.has(key)) {
      answers.set(
        key,
        await readFeed(options, draw.gameCode, localDate).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      );
    }
    const answer = answers.get(key);
    if (answer instanceof Error || answer === undefined) {
      report.refused.push({ drawId: String(draw.id), reason: answer?.message ?? 'no answer' });
      continue;
    }
    const entry = answer.draws.find((candidate) => candidate.province === draw.province);
    if (!entry) {
      report.missing++;
      continue;
    }
    try {
      const stored = await enterVnResult(deps, { feed: true }, draw.id, entry.prizes);
      report.stored++;
      if (options.autoApprove) await approveVnResult(deps, { feed: true }, stored.id);
    } catch (error) {
      const reason = error instanceof AppError ? error.message : String(error);
      report.refused.push({ drawId: String(draw.id), reason });
    }
  }
  if (report.refused.length > 0) deps.log.warn({ refused: report.refused }, 'lottery results feed: entries refused');
  await recordFeedPull(deps, report);
  return report;
}
