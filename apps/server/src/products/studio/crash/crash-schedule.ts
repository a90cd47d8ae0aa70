import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CrashScheduleConfig } from '../../../config';
import { holdLease, releaseLease } from '../../kit/leases';
import {
  betsOfGame,
  type CrashGameRow,
  decideBet,
  findLatestGame,
  placedBetsOfGame,
  updateGameFrom,
} from './crash.repo';
import type { LoadedChain } from './crash-chain-store';
import { multiplierAt } from './crash-clock';
import type { CrashContext } from './crash-context';
import { crashGameAndBustBets, openNextGame } from './crash-games';
import { gameView } from './crash-present';
import { recoverCrashBets } from './crash-recovery';
import { announceAndPay, payDecidedBet, recordOutcome } from './crash-settle';

const LEASE_NAME = 'studio-crash-schedule';
/** How long the lease lasts from its last renewal (by the database's clock). */
export const LEASE_MS = 15_000;
/** How often the holder renews it: no step waits longer than this, so a renewal always comes in time. */
export const LEASE_RENEW_MS = 5_000;

/** A wait of `ms` cut to the renewal period: long betting windows and pauses are waited in slices. */
export function leaseSafeWait(ms: number): number {
  return Math.max(0, Math.min(ms, LEASE_RENEW_MS));
}
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
  #recovering: Promise<void> | null = null;
  /** The game after whose crash the last recovery pass ran (undefined: none yet since leading). */
  #recoveredAfter: number | null | undefined;
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
    await Promise.allSettled([...this.#payments, this.#recovering]);
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
    this.#recoveredAfter = undefined;
    while (!this.#stopped && this.#leader) {
      await this.#step();
      if (this.ctx.now() - renewedAt >= LEASE_RENEW_MS) {
        this.#leader = await holdLease(this.ctx.deps.db, LEASE_NAME, this.#holder, LEASE_MS);
        renewedAt = this.ctx.now();
      }
    }
  }

  /**
   * One phase of the current game: open the next game, start the flight, fly a tick, or crash. Every
   * move of a game is a compare-and-set on its status, and no wait outlasts the lease's renewal period.
   */
  async #step(): Promise<void> {
    const { db } = this.ctx.deps;
    const game = await findLatestGame(db);
    const now = this.ctx.now();
    if (!game || game.status === 'crashed') {
      this.#recoverOnce(game?.number ?? null);
      const pauseEnds = (game?.crashedAt?.getTime() ?? 0) + this.config.pauseMs;
      if (now < pauseEnds) return this.#sleep(leaseSafeWait(pauseEnds - now));
      const { game: next, chain } = await openNextGame(this.ctx, this.config, this.#chain, game);
      this.#chain = chain;
      this.ctx.events.game(gameView(next, this.ctx.growthPerMs));
      return;
    }
    if (this.#recoveredAfter === undefined) this.#recoverOnce(null);
    if (game.status === 'betting') {
      const endsAt = game.bettingEndsAt.getTime();
      if (now < endsAt) return this.#sleep(leaseSafeWait(endsAt - now));
      const flying = await updateGameFrom(db, game.number, 'betting', { status: 'flying' });
      if (flying) this.ctx.events.flight(gameView(flying, this.ctx.growthPerMs));
      return;
    }
    if (now < game.crashAt.getTime()) {
      await this.#autoCashOuts(game, multiplierAt(now - game.bettingEndsAt.getTime(), this.ctx.growthPerMs));
      return this.#sleep(leaseSafeWait(Math.min(TICK_MS, game.crashAt.getTime() - now)));
    }
    await this.#crash(game);
  }

  /** Starts a recovery pass in the background, once per pause (and once on taking the lease). */
  #recoverOnce(afterGame: number | null): void {
    if (this.#recovering || this.#recoveredAfter === afterGame) return;
    this.#recoveredAfter = afterGame;
    this.#recovering = recoverCrashBets(this.ctx)
      .then(({ busted, paid, failed }) => {
        if (busted > 0 || paid > 0) this.log.info({ busted, paid }, 'crash recovery settled unfinished bets');
        for (const error of failed) this.log.warn({ err: error }, 'crash recovery could not pay a bet');
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'crash recovery pass failed'))
      .finally(() => {
        this.#recovering = null;
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
    const crashed = await crashGameAndBustBets(db, game.number, new Date(this.ctx.now()));
    if (!crashed) return;
    this.ctx.events.crashed(gameView(crashed.game, this.ctx.growthPerMs));
    for (const bet of crashed.busted) this.#track(payDecidedBet(this.ctx, bet));
    // Bets cashed out during the flight get the crash point and revealed hash in their round.
    for (const bet of await betsOfGame(db, game.number)) {
      if (bet.status === 'cashed') this.#track(recordOutcome(this.ctx, bet));
    }
  }

  #track(payment: Promise<unknown>): void {
    const tracked = payment
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'crash bet payment failed; the recovery pass or the job completes it'),
      )
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
