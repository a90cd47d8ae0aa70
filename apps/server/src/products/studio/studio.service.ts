import { randomUUID } from 'node:crypto';
import type { RoundAnswer } from '@fortuna/contracts/seamless';
import type {
  Fairness,
  PlayRoundAnswer,
  StudioGameInfo,
  StudioRound,
  StudioSession,
  VerifyAnswer,
} from '@fortuna/contracts/studio';
import { CRASH_GAME_CODE } from '@fortuna/contracts/studio-crash';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '@fortuna/games/fairness/seeds';
import type { AnyStudioGame } from '@fortuna/games/studio/game';
import { studioGame } from '@fortuna/games/studio/index';
import { interactiveGame } from '@fortuna/games/studio/interactive-games';
import { playRound } from '@fortuna/games/studio/round';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ServerSecrets } from '../../security/server-secrets';
import { WalletUnreachable, walletCodeOf } from '../kit/wallet-call';
import { awaitsDecision } from './interactive-rounds.repo';
import { replayInteractiveRound } from './interactive-verify';
import { JACKPOT_GAME_CODE, type JackpotPools } from './jackpot/jackpot-pool';
import { jsonSafe } from './json-safe';
import {
  findActiveSeed,
  findOpenRoundOfPlayer,
  findRecentRounds,
  findRound,
  findSeedById,
  findSessionById,
  hasOpenRoundOnSeed,
  insertInstantRound,
  insertSeed,
  lockActiveSeed,
  revealSeed,
  type StudioRoundRow,
  type StudioSeedRow,
  type StudioSessionRow,
  takeNonceForRequest,
  updateRound,
} from './studio.repo';
import { checkStakeLimits, gameInfoOf, isServedGame } from './studio-catalogue';
import { studioHotQueries } from './studio-hot-queries';
import type { StudioWallet } from './studio-wallet';
import { openWindow, walletSessionOf } from './studio-windows';

export interface StudioDeps {
  db: Db;
  secrets: ServerSecrets;
  wallet: StudioWallet;
  /** The progressive pools (only when the studio runs beside the platform whose ledger holds them). */
  jackpots?: JackpotPools;
}

/**
 * A game the studio serves: only those its catalogue lists. Games played decision by decision (mines,
 * blackjack, video poker) run their rounds through interactive-rounds.service.ts.
 */
export function gameOf(code: string): AnyStudioGame {
  const game = isServedGame(code) ? studioGame(code) : undefined;
  if (!game) throw new AppError('GAME_NOT_FOUND');
  return game;
}

/** The player's active seed pair, created (server seed committed by its hash) on first need. */
export async function activeSeed(db: DbOrTx, playerId: string): Promise<StudioSeedRow> {
  const found = await findActiveSeed(db, playerId);
  if (found) return found;
  const serverSeed = generateServerSeed();
  await insertSeed(db, {
    playerId,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: generateClientSeed(),
  });
  const created = await findActiveSeed(db, playerId);
  if (!created) throw new Error('seed pair not created');
  return created;
}

function fairnessOf(seed: StudioSeedRow): Fairness {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
}

export async function presentRound(db: DbOrTx, round: StudioRoundRow): Promise<StudioRound> {
  return roundView(round, await findSeedById(db, round.seedId));
}

/** A round as the window shows it, with the seed pair it was drawn from. */
function roundView(round: StudioRoundRow, seed: StudioSeedRow | undefined): StudioRound {
  return {
    roundId: round.roundId,
    gameCode: round.gameCode,
    gameVersion: round.gameVersion,
    status: round.status,
    stake: round.stakeMinor.toString(),
    // A void round pays nothing: its outcome is never shown as a win.
    payout: round.status === 'void' ? '0' : round.payoutMinor.toString(),
    currency: round.currency,
    balanceBefore: round.balanceBeforeMinor?.toString() ?? null,
    balanceAfter: round.balanceAfterMinor?.toString() ?? null,
    choices: round.choices,
    detail: round.detail,
    serverSeedHash: seed?.serverSeedHash ?? '',
    serverSeed: seed?.status === 'revealed' ? seed.serverSeed : null,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    startedAt: round.startedAt.toISOString(),
    endedAt: round.endedAt?.toISOString() ?? null,
  };
}

/** Opens a game window: the launch token is exchanged with the wallet for the player's session. */
export async function openSession(deps: StudioDeps, launchToken: string): Promise<StudioSession> {
  const wallet = await deps.wallet.authenticate(launchToken);
  const game = gameOf(wallet.gameCode);
  const studioToken = await openWindow(deps, wallet, game.code);
  const seed = await activeSeed(deps.db, wallet.playerId);
  const [open] = await findOpenRoundOfPlayer(deps.db, wallet.playerId, game.code);
  return {
    studioToken,
    nickname: wallet.nickname,
    isTrial: wallet.isTrial,
    language: wallet.language,
    balance: wallet.balance,
    currency: wallet.currency,
    game: await withJackpotPool(
      deps,
      gameInfoOf(game, wallet.currency, wallet.language),
      wallet.playerId,
      wallet.currency,
    ),
    fairness: fairnessOf(seed),
    openRound: open ? await presentRound(deps.db, open) : null,
  };
}

/** The progressive game's window shows its pool: `paytable.jackpot.pool` (minor units of the session's currency). */
async function withJackpotPool(
  deps: StudioDeps,
  info: StudioGameInfo,
  playerId: string,
  currency: string,
): Promise<StudioGameInfo> {
  if (info.code !== JACKPOT_GAME_CODE) return info;
  // Away from the platform there is no pool to pay: the progressive game is not offered rather than short-paid.
  if (!deps.jackpots) throw new AppError('GAME_UNAVAILABLE');
  const pool = await deps.jackpots.amountForPlayer(playerId, currency);
  const paytable = info.paytable as { jackpot?: object };
  return { ...info, paytable: { ...paytable, jackpot: { ...paytable.jackpot, pool: pool.toString() } } };
}

/**
 * Plays one round: the outcome is fixed from the next nonce of the player's seed pair and stored first,
 * then the stake is taken and the win paid through the wallet. A retried request returns the same round;
 * a round whose win could not be paid stays open and is completed on resume or by the job.
 */
export async function playStudioRound(
  deps: StudioDeps,
  session: StudioSessionRow,
  choicesInput: unknown,
  requestId: string,
): Promise<PlayRoundAnswer> {
  const game = gameOf(session.gameCode);
  if (interactiveGame(game.code)) throw new AppError('VALIDATION_FAILED', 'This game is played decision by decision');
  if (game.code === CRASH_GAME_CODE) {
    throw new AppError('VALIDATION_FAILED', 'Crash is played in shared games: bet on the game now taking bets');
  }
  const validated = game.validate(choicesInput);
  if (!validated.ok) throw new AppError('VALIDATION_FAILED', validated.message);
  checkStakeLimits(game.stakeOf(validated.choices), session.currency);
  // A retried click answers its round without drawing a new outcome (a race is caught by the insert below).
  const taken = await nonceForRequest(deps, session, requestId);
  if ('earlier' in taken) return answerOf(deps, session, await finishedForRetry(deps, taken.earlier));
  const { seed, nonce } = taken;
  const played = playRound(game, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }, choicesInput);
  if (!played.ok) throw new AppError('VALIDATION_FAILED', played.message);
  const { round, isNew } = await insertInstantRound(deps.db, {
    roundId: randomUUID(),
    playerId: session.playerId,
    sessionId: session.id,
    requestId,
    gameCode: game.code,
    gameVersion: game.version,
    stakeMinor: played.round.stake,
    payoutMinor: played.round.payout,
    currency: session.currency,
    choices: jsonSafe(played.round.choices),
    detail: jsonSafe(played.round.detail),
    paytable: jsonSafe(game.paytable),
    seedId: seed.id,
    clientSeed: seed.clientSeed,
    nonce,
    floatsUsed: played.round.floatsUsed,
  });
  if (!isNew) return answerOf(deps, session, await finishedForRetry(deps, round));
  // The seed pair as the nonce was taken from it: the round's seed, and the next nonce for the window.
  return answerWithSeed(await settleRound(deps, session, round), seed);
}

/**
 * The next nonce of the player's seed pair for this request (committing a first seed pair if the player has
 * none), or the round an earlier send of the same request already played.
 */
async function nonceForRequest(
  deps: StudioDeps,
  session: StudioSessionRow,
  requestId: string,
): Promise<{ earlier: StudioRoundRow } | { seed: StudioSeedRow; nonce: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const taken = await takeNonceForRequest(deps.db, session.playerId, session.id, requestId);
    if (taken) return taken;
    await activeSeed(deps.db, session.playerId);
  }
  throw new AppError('CONFLICT', 'Your seed pair changed meanwhile, please try again');
}

function answerWithSeed(round: StudioRoundRow, seed: StudioSeedRow): PlayRoundAnswer {
  const balance = round.balanceAfterMinor ?? round.balanceBeforeMinor;
  return { round: roundView(round, seed), balance: balance?.toString() ?? '0', fairness: fairnessOf(seed) };
}

/**
 * A retried request's round as it truly stands: an unfinished one is finished first (paid, or voided and
 * refunded); one the wallet still cannot be reached for is answered as unreachable, never with its outcome.
 */
async function finishedForRetry(deps: StudioDeps, round: StudioRoundRow): Promise<StudioRoundRow> {
  if (round.status !== 'open' || awaitsDecision(round)) return round;
  const completed = await completeRound(deps, round);
  if (completed.status === 'open') throw new AppError('WALLET_UNREACHABLE');
  return completed;
}

/** The round as it now stands, with the balance after its last money movement and the fairness state. */
export async function answerOf(
  deps: StudioDeps,
  session: StudioSessionRow,
  round: StudioRoundRow,
): Promise<PlayRoundAnswer> {
  const seed = await activeSeed(deps.db, session.playerId);
  const balance = round.balanceAfterMinor ?? round.balanceBeforeMinor;
  return {
    round: await presentRound(deps.db, round),
    balance: balance?.toString() ?? '0',
    fairness: fairnessOf(seed),
  };
}

/** Whether the round is paid in one combined wallet call (every instant game but the progressive one). */
function isPaidAtOnce(deps: StudioDeps, round: StudioRoundRow): boolean {
  return !(deps.jackpots && round.gameCode === JACKPOT_GAME_CODE);
}

/** Records the combined call's answer: the stake taken and the win paid, so the round is settled. */
async function recordPlayed(deps: StudioDeps, round: StudioRoundRow, answer: RoundAnswer): Promise<StudioRoundRow> {
  const stakeAnswer = answer.actions.find((action) => action.type === 'bet')?.answer;
  if (stakeAnswer) {
    const [row] = await studioHotQueries(deps.db).recordPlayed.execute({
      roundId: round.roundId,
      balanceBeforeMinor: (BigInt(stakeAnswer.balance) + round.stakeMinor).toString(),
      balanceAfterMinor: answer.balance,
    });
    if (!row) throw new Error('studio round vanished');
    return row;
  }
  return updateRound(deps.db, round.roundId, {
    betConfirmed: true,
    balanceBeforeMinor: null,
    status: 'settled',
    balanceAfterMinor: BigInt(answer.balance),
    endedAt: new Date(),
  });
}

/**
 * Takes the stake and pays the win: in one combined wallet call, or (progressive game) in two calls with the
 * pool settled between. A refused stake voids the round; an unanswered call leaves it open.
 */
async function settleRound(
  deps: StudioDeps,
  session: StudioSessionRow,
  round: StudioRoundRow,
): Promise<StudioRoundRow> {
  const walletSession = await walletSessionOf(deps, session);
  if (isPaidAtOnce(deps, round)) {
    try {
      return await recordPlayed(deps, round, await deps.wallet.playRound(walletSession, walletRoundOf(round)));
    } catch (error) {
      if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
      await updateRound(deps.db, round.roundId, { status: 'void', endedAt: new Date() });
      throw error;
    }
  }
  let current = round;
  try {
    const debited = await deps.wallet.bet(
      walletSession,
      round.roundId,
      round.gameCode,
      round.stakeMinor,
      round.currency,
    );
    current = await updateRound(deps.db, round.roundId, {
      betConfirmed: true,
      balanceBeforeMinor: BigInt(debited.balance) + round.stakeMinor,
    });
  } catch (error) {
    if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
    await updateRound(deps.db, round.roundId, { status: 'void', endedAt: new Date() });
    throw error;
  }
  return payRound(deps, walletSession, current);
}

async function payRound(deps: StudioDeps, walletSession: string, played: StudioRoundRow): Promise<StudioRoundRow> {
  // A progressive round adds its contribution to the pool, and on a hit the pool to its payout, before the win.
  const round = deps.jackpots ? await deps.jackpots.settle(played) : played;
  try {
    const credited = await deps.wallet.win(
      walletSession,
      round.roundId,
      round.gameCode,
      round.payoutMinor,
      round.currency,
    );
    return await updateRound(deps.db, round.roundId, {
      status: 'settled',
      balanceAfterMinor: BigInt(credited.balance),
      endedAt: new Date(),
    });
  } catch (error) {
    if (error instanceof WalletUnreachable) return round;
    throw error;
  }
}

/**
 * Finishes an interrupted round: paid by its stored outcome when the stake was taken, otherwise the stake
 * (if the wallet ever took it) is refunded and the round voided. Safe to run any number of times.
 */
export async function completeRound(deps: StudioDeps, round: StudioRoundRow): Promise<StudioRoundRow> {
  // An interactive round still waiting for the player is finished by the player (or after 24 hours).
  if (round.status !== 'open' || awaitsDecision(round)) return round;
  const session = await findSessionById(deps.db, round.sessionId);
  if (!session) throw new Error('studio session of the round vanished');
  const walletSession = await walletSessionOf(deps, session);
  if (round.betConfirmed) return payRound(deps, walletSession, round);
  try {
    // An instant round is finished as it was played: its stake (a repeat if the wallet took it) and its win.
    if (isPaidAtOnce(deps, round) && !round.privateState) {
      const finished = await deps.wallet.playRound(walletSession, walletRoundOf(round)).catch((error: unknown) => {
        if (error instanceof WalletUnreachable) throw error;
        return null;
      });
      if (finished) return await recordPlayed(deps, round, finished);
    }
    return await voidRound(deps, walletSession, round);
  } catch (error) {
    if (error instanceof WalletUnreachable) return round;
    throw error;
  }
}

function walletRoundOf(round: StudioRoundRow) {
  return {
    roundId: round.roundId,
    gameCode: round.gameCode,
    stake: round.stakeMinor,
    payout: round.payoutMinor,
    currency: round.currency,
  };
}

/**
 * Voids a round whose stake was never confirmed: the stake is refunded if the wallet took it (or the bet is
 * refused should it arrive late). A round the wallet already paid in full is recorded as settled instead.
 */
async function voidRound(deps: StudioDeps, walletSession: string, round: StudioRoundRow): Promise<StudioRoundRow> {
  try {
    const refunded = await deps.wallet.rollback(walletSession, round.roundId);
    return await updateRound(deps.db, round.roundId, {
      status: 'void',
      balanceAfterMinor: BigInt(refunded.balance),
      endedAt: new Date(),
    });
  } catch (error) {
    if (walletCodeOf(error) !== 'ROUND_HAS_WIN' || !isPaidAtOnce(deps, round)) throw error;
    // The combined call went through earlier but its answer was lost: its win, repeated, says the balance.
    const paid = await deps.wallet.win(walletSession, round.roundId, round.gameCode, round.payoutMinor, round.currency);
    return updateRound(deps.db, round.roundId, {
      betConfirmed: true,
      status: 'settled',
      balanceAfterMinor: BigInt(paid.balance),
      endedAt: new Date(),
    });
  }
}

export async function completePlayerRound(
  deps: StudioDeps,
  session: StudioSessionRow,
  roundId: string,
): Promise<PlayRoundAnswer> {
  const round = await findRound(deps.db, roundId);
  if (!round || round.playerId !== session.playerId) throw new AppError('ROUND_NOT_FOUND');
  if (awaitsDecision(round)) throw new AppError('VALIDATION_FAILED', 'This round is waiting for your decision');
  const completed = await completeRound(deps, round);
  if (completed.status === 'open') throw new AppError('WALLET_UNREACHABLE');
  return answerOf(deps, session, completed);
}

export async function recentRounds(deps: StudioDeps, session: StudioSessionRow, limit: number): Promise<StudioRound[]> {
  const rows = await findRecentRounds(deps.db, session.playerId, session.gameCode, limit);
  return Promise.all(rows.map((row) => presentRound(deps.db, row)));
}

/** Reveals the active server seed and commits a fresh one, with the client seed the player chose (or a new one). */
export async function rotateSeeds(deps: StudioDeps, session: StudioSessionRow, clientSeed?: string) {
  await activeSeed(deps.db, session.playerId);
  const revealed = await deps.db.transaction(async (tx) => {
    const seed = await lockActiveSeed(tx, session.playerId);
    if (!seed) throw new AppError('CONFLICT', 'The seed pair changed meanwhile, please try again');
    // The cards, mines or draw of a round still being played come from this pair: it stays secret until it ends.
    if (await hasOpenRoundOnSeed(tx, session.playerId, seed.id)) {
      throw new AppError('CONFLICT', 'Finish the round you are playing before you change the seeds');
    }
    const row = await revealSeed(tx, seed.id);
    if (!row) throw new AppError('CONFLICT', 'The seed pair changed meanwhile, please try again');
    const serverSeed = generateServerSeed();
    await insertSeed(tx, {
      playerId: session.playerId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? generateClientSeed(),
    });
    return row;
  });
  const next = await activeSeed(deps.db, session.playerId);
  return {
    revealed: {
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: revealed.clientSeed,
      nonce: revealed.nextNonce,
    },
    fairness: fairnessOf(next),
  };
}

/** Anyone may recompute a round from its seeds, nonce and choices (the public verify page). */
export function verifyRound(query: {
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  choices: string;
}): VerifyAnswer {
  const game = gameOf(query.gameCode);
  let choices: unknown;
  try {
    choices = JSON.parse(query.choices);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'choices: send the round choices as JSON');
  }
  const replayed = replayInteractiveRound(query, choices);
  if (replayed) return replayed;
  const played = playRound(game, query, choices);
  if (!played.ok) throw new AppError('VALIDATION_FAILED', played.message);
  return {
    serverSeedHash: hashServerSeed(query.serverSeed),
    stake: played.round.stake.toString(),
    payout: played.round.payout.toString(),
    detail: jsonSafe(played.round.detail),
  };
}
