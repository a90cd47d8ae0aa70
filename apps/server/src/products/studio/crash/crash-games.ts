import { crashPointFromHash } from '@fortuna/games/studio/crash/crash';
import type { CrashScheduleConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { bustPlacedBets, type CrashBetRow, type CrashGameRow, insertGame, updateGameFrom } from './crash.repo';
import { createChain, type LoadedChain, loadChain, loadOrCreateChain } from './crash-chain-store';
import { msToReach } from './crash-clock';
import type { CrashContext } from './crash-context';

/**
 * Opens the game after `previous` on the next link of the chain `previous` was drawn from (whichever
 * node made that chain), or of a new chain once that one is used up. `cached` is the chain this node
 * walked last; it is reused only when it is the previous game's chain. Returns the game and its chain.
 */
export async function openNextGame(
  ctx: CrashContext,
  config: Pick<CrashScheduleConfig, 'bettingMs' | 'chainLength'>,
  cached: LoadedChain | null,
  previous: CrashGameRow | undefined,
): Promise<{ game: CrashGameRow; chain: LoadedChain }> {
  let chain = cached;
  if (previous && chain?.row.id !== previous.chainId) chain = await loadChain(ctx.deps, previous.chainId);
  chain ??= await loadOrCreateChain(ctx.deps, config.chainLength);
  let index = previous && previous.chainId === chain.row.id ? previous.chainIndex + 1 : 1;
  if (index > chain.row.length) {
    chain = await createChain(ctx.deps, config.chainLength);
    index = 1;
  }
  const hash = chain.chain.gameHash(index);
  const crash = crashPointFromHash(hash, chain.row.salt);
  const bettingEndsAt = ctx.now() + config.bettingMs;
  const game = await insertGame(ctx.deps.db, {
    number: (previous?.number ?? 0) + 1,
    chainId: chain.row.id,
    chainIndex: index,
    hash,
    crashHundredths: crash,
    bettingEndsAt: new Date(bettingEndsAt),
    crashAt: new Date(bettingEndsAt + msToReach(crash, ctx.growthPerMs)),
  });
  return { game, chain };
}

/**
 * Crashes a flying game and busts its bets still in play, in one transaction: a crashed game never
 * keeps a bet in play. Null when the game is not flying any more (another scheduler crashed it).
 */
export function crashGameAndBustBets(
  db: Db,
  number: number,
  crashedAt: Date,
): Promise<{ game: CrashGameRow; busted: CrashBetRow[] } | null> {
  return inTransaction(db, async (tx) => {
    const game = await updateGameFrom(tx, number, 'flying', { status: 'crashed', crashedAt });
    if (!game) return null;
    return { game, busted: await bustPlacedBets(tx, number) };
  });
}
