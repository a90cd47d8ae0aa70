import type { LotteryDraw, LotteryGame } from '@fortuna/contracts/lottery';
import { AppError } from '../../http/app-error';
import { type DrawRow, findDraw, nextOpenDraw, recentDrawn } from './lottery.repo';
import { drawSubject, FAST_DRAW_SCOPE, type LotteryDeps } from './lottery-context';
import { FAST_GAMES } from './lottery-games';
import { presentDraw } from './lottery-present';

async function withSeed(deps: LotteryDeps, draw: DrawRow): Promise<LotteryDraw> {
  if (draw.status !== 'drawn') return presentDraw(draw);
  const commitment = await deps.seeds.lookup(deps.db, FAST_DRAW_SCOPE, drawSubject(draw.gameCode, draw.drawAt));
  return presentDraw(draw, commitment?.seed ?? null);
}

/** Every fast game with the draw taking bets now and the last result. */
export async function lotteryLobby(deps: LotteryDeps): Promise<LotteryGame[]> {
  const now = new Date(deps.now());
  return Promise.all(
    FAST_GAMES.map(async (game) => {
      const next = await nextOpenDraw(deps.db, game.code, now);
      const [last] = await recentDrawn(deps.db, game.code, 1);
      return {
        gameCode: game.code,
        intervalMinutes: game.intervalMs / 60_000,
        cutoffSeconds: game.cutoffMs / 1000,
        next: next ? presentDraw(next) : null,
        last: last ? await withSeed(deps, last) : null,
      };
    }),
  );
}

export async function recentResults(deps: LotteryDeps, gameCode: string, limit: number): Promise<LotteryDraw[]> {
  const rows = await recentDrawn(deps.db, gameCode, limit);
  return Promise.all(rows.map((row) => withSeed(deps, row)));
}

export async function lotteryDrawView(deps: LotteryDeps, drawId: number): Promise<LotteryDraw> {
  const draw = await findDraw(deps.db, drawId);
  if (!draw) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
  return withSeed(deps, draw);
}
