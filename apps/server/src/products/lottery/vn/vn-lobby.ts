import { VN_GAME_CODES, type VnAdminDraw, type VnDraw, type VnRegionView } from '@fortuna/contracts/lottery-vn';
import { DAY_MS, MINUTE_MS } from '../../kit/slot-calendar';
import type { DrawRow } from '../lottery.repo';
import type { LotteryDeps } from '../lottery-context';
import { betCounts, latestVnResults, resultsOfDraws, vnDrawsBetween, vnDrawsDue } from './vn.repo';
import { VN_DAYS_AHEAD } from './vn-calendar';
import { presentResult } from './vn-results';
import { vnCutoffMinutes } from './vn-rules';

export function presentVnDraw(draw: DrawRow, cutoffMinutes: number): VnDraw {
  return {
    drawId: String(draw.id),
    gameCode: draw.gameCode,
    province: draw.province,
    drawAt: draw.drawAt.toISOString(),
    closesAt: new Date(draw.drawAt.getTime() - cutoffMinutes * MINUTE_MS).toISOString(),
    status: draw.status,
    result: draw.status === 'drawn' ? draw.result : null,
  };
}

/** Only the draws sharing the earliest (or latest) draw time: one day's draws of a region. */
function sameTimeAs(draws: DrawRow[], pick: DrawRow | undefined): DrawRow[] {
  return pick ? draws.filter((draw) => draw.drawAt.getTime() === pick.drawAt.getTime()) : [];
}

/**
 * Each region with its next draws still taking bets on this merchant's site (closing at the merchant's
 * cut-off) and its latest approved results.
 */
export async function vnLobby(deps: LotteryDeps, merchantId: number | null): Promise<VnRegionView[]> {
  const now = deps.now();
  const cutoffMinutes = await vnCutoffMinutes(deps.db, merchantId);
  const closesAfter = now + cutoffMinutes * MINUTE_MS;
  return Promise.all(
    VN_GAME_CODES.map(async (gameCode) => {
      const coming = (
        await vnDrawsBetween(deps.db, new Date(closesAfter + 1), new Date(now + VN_DAYS_AHEAD * DAY_MS), gameCode)
      ).filter((draw) => draw.status === 'open');
      const latest = await latestVnResults(deps.db, gameCode, 4);
      return {
        gameCode,
        cutoffMinutes,
        next: sameTimeAs(coming, coming[0]).map((draw) => presentVnDraw(draw, cutoffMinutes)),
        latest: sameTimeAs(latest, latest[0]).map((draw) => presentVnDraw(draw, cutoffMinutes)),
      };
    }),
  );
}

/**
 * The back office's list: `due` draws past their time awaiting an approved result, or `all` of the last
 * two days and the next day, each with its bet count and every result version entered.
 */
export async function vnAdminDraws(
  deps: LotteryDeps,
  query: { gameCode?: string; view: 'due' | 'all' },
): Promise<VnAdminDraw[]> {
  const now = deps.now();
  const draws =
    query.view === 'due'
      ? await vnDrawsDue(deps.db, new Date(now), query.gameCode)
      : await vnDrawsBetween(deps.db, new Date(now - 2 * DAY_MS), new Date(now + DAY_MS), query.gameCode);
  const ids = draws.map((draw) => draw.id);
  const [results, counts] = await Promise.all([resultsOfDraws(deps.db, ids), betCounts(deps.db, ids)]);
  return draws.map((draw) => ({
    drawId: String(draw.id),
    gameCode: draw.gameCode,
    province: draw.province,
    drawAt: draw.drawAt.toISOString(),
    status: draw.status,
    betCount: counts.get(draw.id) ?? 0,
    results: results.filter((result) => result.drawId === draw.id).map(presentResult),
  }));
}
