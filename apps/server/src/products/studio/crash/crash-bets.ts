import { randomUUID } from 'node:crypto';
import { CRASH_GAME_CODE, type CrashBetAnswer } from '@fortuna/contracts/studio-crash';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, crashGame } from '@fortuna/games/studio/crash/crash';
import { parseMinorUnits } from '@fortuna/games/studio/money';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../http/app-error';
import { WalletUnreachable } from '../../kit/wallet-call';
import { jsonSafe } from '../json-safe';
import type { StudioSessionRow } from '../studio.repo';
import { findRound, findRoundOfRequest, insertRound, type StudioRoundRow, updateRound } from '../studio.repo';
import { presentRound } from '../studio.service';
import { checkStakeLimits } from '../studio-catalogue';
import { walletSessionOf } from '../studio-windows';
import { type CrashBetRow, decideBet, findBetOfPlayer, findBetOfRound, findLatestGame, insertBet } from './crash.repo';
import { hundredthsText, multiplierAt } from './crash-clock';
import type { CrashContext } from './crash-context';
import { betDetail, ownBet, publicBet } from './crash-present';
import { announceAndPay, payDecidedBet } from './crash-settle';

/** A bet request: stake in minor units, optional auto cash-out ("1.50" or 1.5), the client's request id. */
export interface PlaceBetInput {
  stake: unknown;
  autoCashOut?: unknown;
  requestId: string;
}

function parseAutoCashOut(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' ? value.toFixed(2) : String(value);
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  const hundredths = match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : Number.NaN;
  if (typeof value === 'number' && Math.abs(value * 100 - hundredths) > 1e-6) return Number.NaN;
  return hundredths;
}

function validBet(session: StudioSessionRow, input: PlaceBetInput): { stake: bigint; autoCashOut: number | null } {
  if (session.gameCode !== CRASH_GAME_CODE) throw new AppError('GAME_NOT_FOUND', 'This window plays another game');
  const stake = parseMinorUnits(input.stake);
  if (stake === null) throw new AppError('VALIDATION_FAILED', 'Stake must be a whole number of minor units');
  checkStakeLimits(stake, session.currency);
  const autoCashOut = parseAutoCashOut(input.autoCashOut);
  if (autoCashOut !== null && !(autoCashOut >= CRASH_MIN_TARGET && autoCashOut <= CRASH_MAX_TARGET)) {
    throw new AppError('VALIDATION_FAILED', 'Auto cash-out must be from 1.01 to 1000000.00 with at most two decimals');
  }
  return { stake, autoCashOut };
}

async function answerOf(ctx: CrashContext, bet: CrashBetRow, round: StudioRoundRow): Promise<CrashBetAnswer> {
  const balance =
    round.balanceAfterMinor ?? (round.balanceBeforeMinor === null ? null : round.balanceBeforeMinor - round.stakeMinor);
  return { bet: ownBet(bet), round: await presentRound(ctx.deps.db, round), balance: balance?.toString() ?? null };
}

async function earlierAnswer(ctx: CrashContext, round: StudioRoundRow): Promise<CrashBetAnswer> {
  const bet = await findBetOfRound(ctx.deps.db, round.roundId);
  if (!bet) throw new AppError('CONFLICT', 'This request was used for another round');
  return answerOf(ctx, bet, (await findRound(ctx.deps.db, round.roundId)) ?? round);
}

/**
 * Places the window's bet in the game now taking bets: the round and bet are stored, then the stake is
 * taken through the wallet. A retried request answers the same bet; one bet per player and game.
 */
export async function placeCrashBet(
  ctx: CrashContext,
  session: StudioSessionRow,
  input: PlaceBetInput,
): Promise<CrashBetAnswer> {
  const { db } = ctx.deps;
  const { stake, autoCashOut } = validBet(session, input);
  const earlier = await findRoundOfRequest(db, session.id, input.requestId);
  if (earlier) return earlierAnswer(ctx, earlier);
  const game = await findLatestGame(db);
  if (game?.status !== 'betting' || ctx.now() >= game.bettingEndsAt.getTime()) {
    throw new AppError('CONFLICT', 'Bets are closed for this game: place your bet when the next game opens');
  }
  if (await findBetOfPlayer(db, game.number, session.playerId)) {
    throw new AppError('CONFLICT', `You already have a bet in game #${game.number}`);
  }
  const roundId = randomUUID();
  const choices = { stake, autoCashOut: autoCashOut === null ? null : hundredthsText(BigInt(autoCashOut)) };
  const stored = await inTransaction(db, async (tx) => {
    const { round, isNew } = await insertRound(tx, {
      roundId,
      playerId: session.playerId,
      sessionId: session.id,
      requestId: input.requestId,
      gameCode: CRASH_GAME_CODE,
      gameVersion: crashGame.version,
      stakeMinor: stake,
      payoutMinor: 0n,
      currency: session.currency,
      choices: jsonSafe(choices),
      detail: {},
      paytable: jsonSafe(crashGame.paytable),
      // The outcome comes from the game's hash chain, not from the player's seed pair: no seed, and the
      // game number stands in the nonce's place.
      seedId: 0,
      clientSeed: '',
      nonce: game.number,
      floatsUsed: 0,
      // In play until the bet is cashed out or busted: the round waits for the player like an
      // interactive one, so no job completes it before its outcome is decided.
      privateState: { crashGame: game.number },
    });
    if (!isNew) return { round, bet: null };
    const bet = await insertBet(tx, {
      roundId,
      gameNumber: game.number,
      playerId: session.playerId,
      nickname: session.nickname,
      stakeMinor: stake,
      currency: session.currency,
      autoCashOut,
    });
    if (!bet) throw new AppError('CONFLICT', `You already have a bet in game #${game.number}`);
    await updateRound(tx, roundId, { detail: jsonSafe(betDetail(bet, null)) });
    return { round, bet };
  });
  if (!stored.bet) return earlierAnswer(ctx, stored.round);
  return takeStake(ctx, session, stored.bet);
}

async function takeStake(ctx: CrashContext, session: StudioSessionRow, bet: CrashBetRow): Promise<CrashBetAnswer> {
  const { db, wallet } = ctx.deps;
  let round: StudioRoundRow;
  try {
    const debited = await wallet.bet(
      await walletSessionOf(ctx.deps, session),
      bet.roundId,
      CRASH_GAME_CODE,
      bet.stakeMinor,
      bet.currency,
    );
    round = await updateRound(db, bet.roundId, {
      betConfirmed: true,
      balanceBeforeMinor: BigInt(debited.balance) + bet.stakeMinor,
    });
  } catch (error) {
    // No stake, no bet: a refused one voids the round; an unanswered one is refunded by the job.
    const voided = await decideBet(db, bet.id, { status: 'void' });
    if (voided) await updateRound(db, bet.roundId, { detail: jsonSafe(betDetail(voided, null)), privateState: null });
    if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
    await updateRound(db, bet.roundId, { status: 'void', endedAt: new Date() });
    throw error;
  }
  ctx.events.bet(publicBet(bet));
  const now = await findBetOfRound(db, bet.roundId);
  // The game may have ended while the wallet answered: the decided outcome is paid now.
  if (now && now.status !== 'placed') return (await payDecidedBet(ctx, now)) ?? answerOf(ctx, now, round);
  return answerOf(ctx, bet, round);
}

/**
 * Cashes the player's bet out of the flight at the multiplier of the server's clock now (at the auto
 * cash-out if that was lower and the schedule has not got to it yet). Too late once the game crashed.
 */
export async function cashOutCrashBet(ctx: CrashContext, session: StudioSessionRow): Promise<CrashBetAnswer> {
  const { db } = ctx.deps;
  const now = ctx.now();
  const game = await findLatestGame(db);
  const bet = game ? await findBetOfPlayer(db, game.number, session.playerId) : undefined;
  if (!game || !bet) throw new AppError('CONFLICT', 'You have no bet in this game');
  if (bet.status === 'cashed') return earlierCashOut(ctx, bet);
  if (bet.status !== 'placed' || game.status !== 'flying') {
    throw new AppError(
      'CONFLICT',
      game.status === 'betting' ? 'The flight has not started yet' : 'Too late: the game has crashed',
    );
  }
  let cashOut = multiplierAt(now - game.bettingEndsAt.getTime(), ctx.growthPerMs);
  if (cashOut >= game.crashHundredths) throw new AppError('CONFLICT', 'Too late: the game has crashed');
  if (bet.autoCashOut !== null && BigInt(bet.autoCashOut) < cashOut) cashOut = BigInt(bet.autoCashOut);
  const decided = await decideBet(db, bet.id, { status: 'cashed', cashOut });
  if (!decided) {
    const latest = await findBetOfRound(db, bet.roundId);
    if (latest?.status === 'cashed') return earlierCashOut(ctx, latest);
    throw new AppError('CONFLICT', 'Too late: the game has crashed');
  }
  return (await announceAndPay(ctx, decided)) ?? earlierCashOut(ctx, decided);
}

async function earlierCashOut(ctx: CrashContext, bet: CrashBetRow): Promise<CrashBetAnswer> {
  const round = await findRound(ctx.deps.db, bet.roundId);
  if (!round) throw new AppError('ROUND_NOT_FOUND');
  return answerOf(ctx, bet, round);
}
