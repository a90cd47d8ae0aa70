import { randomUUID } from 'node:crypto';
import { crashPointFromHash } from '@fortuna/games/studio/crash/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { CrashScheduleConfig } from '../../../config';
import {
  betsOfGame,
  type CrashGameRow,
  decideBet,
  findLatestGame,
  holdLease,
  insertGame,
  placedBetsOfGame,
  releaseLease,
  updateGame,
} from './crash.repo';
import { createChain, type LoadedChain, loadOrCreateChain } from './crash-chain-store';
import { msToReach, multiplierAt } from './crash-clock';
import type { CrashContext } from './crash-context';
import { gameView } from './crash-present';
import { announceAndPay, payDecidedBet, recordOutcome } from './crash-settle';

const LEASE_NAME = 'studio-crash-schedule';
const LEASE_MS = 15_000;
const LEASE_RENEW_MS = 5_000;
/** How often the flight checks auto cash-outs. */
const TICK_MS = 100;

/**
 * The loop of shared games, run by one node at a time (the holder of a lease row): betting window,
 * flight until the crash point of the game's hash, crash (hash revealed, bets settled), pause. The loop
 * works from the stored game, so a node taking over (or a restart) continues the game in progress.
 */
export class CrashSchedule {
  readonly #holder = randomUUID();
  #leader = false;
  #stopped = false;
  #wake = new AbortController();
  #loop: Promise<void> | null = null;
  #chain: LoadedChain | null = null;
  readonly #payments = new Set<Promise<unknown>>();

  constructor(
    private readonly ctx: CrashContext,
    private readonly config: CrashScheduleConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.#loop = this.#run();
  }

  /** Stops the loop between steps, waits for payments under way, and hands the lease back. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake.abort();
    await this.#loop;
    await Promise.allSettled([...this.#payments]);
    if (this.#leader) await releaseLease(this.ctx.deps.db, LEASE_NAME, this.#holder).catch(() => undefined);
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      try {
        this.#leader = await holdLease(this.ctx.deps.db, LEASE_NAME, this.#holder, LEASE_MS);
        if (this.#leader) await this.#playWhileLeader();
        else await this.#sleep(LEASE_RENEW_MS);
      } catch (error) {
        if (this.#stopped) return;
        this.log.error({ err: error }, 'crash schedule step failed; retrying');
        await this.#sleep(1000);
      }
    }
  }

  async #playWhileLeader(): Promise<void> {
    let renewedAt = this.ctx.now();
    while (!this.#stopped && this.#leader) {
      await this.#step();
      if (this.ctx.now() - renewedAt >= LEASE_RENEW_MS) {
        this.#leader = await holdLease(this.ctx.deps.db, LEASE_NAME, this.#holder, LEASE_MS);
        renewedAt = this.ctx.now();
      }
    }
  }

  /** One phase of the current game: open the next game, start the flight, fly a tick, or crash. */
  async #step(): Promise<void> {
    const { db } = this.ctx.deps;
    const game = await findLatestGame(db);
    const now = this.ctx.now();
    if (!game || game.status === 'crashed') {
      const pauseEnds = (game?.crashedAt?.getTime() ?? 0) + this.config.pauseMs;
      if (now < pauseEnds) return this.#sleep(pauseEnds - now);
      const next = await this.#openGame(game);
      this.ctx.events.game(gameView(next, this.ctx.growthPerMs));
      return;
    }
    if (game.status === 'betting') {
      if (now < game.bettingEndsAt.getTime()) return this.#sleep(game.bettingEndsAt.getTime() - now);
      const flying = await updateGame(db, game.number, { status: 'flying' });
      this.ctx.events.flight(gameView(flying, this.ctx.growthPerMs));
      return;
    }
    if (now < game.crashAt.getTime()) {
      await this.#autoCashOuts(game, multiplierAt(now - game.bettingEndsAt.getTime(), this.ctx.growthPerMs));
      return this.#sleep(Math.min(TICK_MS, game.crashAt.getTime() - now));
    }
    await this.#crash(game);
  }

  async #openGame(previous: CrashGameRow | undefined): Promise<CrashGameRow> {
    this.#chain ??= await loadOrCreateChain(this.ctx.deps, this.config.chainLength);
    let index = previous && previous.chainId === this.#chain.row.id ? previous.chainIndex + 1 : 1;
    if (index > this.#chain.row.length) {
      this.#chain = await createChain(this.ctx.deps, this.config.chainLength);
      index = 1;
    }
    const hash = this.#chain.chain.gameHash(index);
    const crash = crashPointFromHash(hash, this.#chain.row.salt);
    const bettingEndsAt = this.ctx.now() + this.config.bettingMs;
    return insertGame(this.ctx.deps.db, {
      number: (previous?.number ?? 0) + 1,
      chainId: this.#chain.row.id,
      chainIndex: index,
      hash,
      crashHundredths: crash,
      bettingEndsAt: new Date(bettingEndsAt),
      crashAt: new Date(bettingEndsAt + msToReach(crash, this.ctx.growthPerMs)),
    });
  }

  /** Cashes out, at exactly their target, the bets whose auto cash-out the multiplier has reached. */
  async #autoCashOuts(game: CrashGameRow, reached: bigint): Promise<void> {
    const limit = reached < game.crashHundredths ? reached : game.crashHundredths;
    for (const bet of await placedBetsOfGame(this.ctx.deps.db, game.number)) {
      if (bet.autoCashOut === null || BigInt(bet.autoCashOut) > limit) continue;
      const decided = await decideBet(this.ctx.deps.db, bet.id, { status: 'cashed', cashOut: BigInt(bet.autoCashOut) });
      if (decided) this.#track(announceAndPay(this.ctx, decided));
    }
  }

  /** The crash: the game's hash is revealed, bets still in play are busted, and every bet is paid. */
  async #crash(game: CrashGameRow): Promise<void> {
    const { db } = this.ctx.deps;
    await this.#autoCashOuts(game, game.crashHundredths);
    const crashed = await updateGame(db, game.number, { status: 'crashed', crashedAt: new Date(this.ctx.now()) });
    const busted = [];
    for (const bet of await placedBetsOfGame(db, game.number)) {
      const decided = await decideBet(db, bet.id, { status: 'busted' });
      if (decided) busted.push(decided);
    }
    this.ctx.events.crashed(gameView(crashed, this.ctx.growthPerMs));
    for (const bet of busted) this.#track(payDecidedBet(this.ctx, bet));
    // Bets cashed out during the flight get the crash point and revealed hash in their round.
    for (const bet of await betsOfGame(db, game.number)) {
      if (bet.status === 'cashed') this.#track(recordOutcome(this.ctx, bet));
    }
  }

  #track(payment: Promise<unknown>): void {
    const tracked = payment
      .catch((error: unknown) => this.log.warn({ err: error }, 'crash bet payment failed; the job completes it'))
      .finally(() => this.#payments.delete(tracked));
    this.#payments.add(tracked);
  }

  #sleep(ms: number): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    const signal = this.#wake.signal;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal.addEventListener('abort', done);
    });
  }
}
