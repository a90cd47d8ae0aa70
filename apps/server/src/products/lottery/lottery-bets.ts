import {
  fastFormatOf,
  type LotteryBet,
  type LotterySession,
  type PlaceLotteryBet,
  type PlaceLotteryBetAnswer,
} from '@fortuna/contracts/lottery';
import { isFourDGameCode, isSeaGameCode } from '@fortuna/contracts/lottery-sea';
import { isOfficialGameCode } from '@fortuna/contracts/lottery-vn';
import { oddsTable } from '@fortuna/games/lottery/odds-table';
import { ticketCost } from '@fortuna/games/lottery/settle';
import { checkTicket } from '@fortuna/games/lottery/ticket-rules';
import { AppError } from '../../http/app-error';
import { newSymmetricKey, seal } from '../../security/secret-box';
import { hashToken, newSessionToken } from '../../security/tokens';
import { merchantOfPlayer } from '../kit/merchant-of-player';
import { WalletUnreachable } from '../kit/wallet-call';
import { windowCache } from '../kit/window-cache';
import { formatOddsRows, formatTicketOf } from './fast-format-tickets';
import {
  type BetRow,
  betsOfPlayer,
  findBetByRequest,
  findDraw,
  findSessionByTokenHash,
  insertSession,
  type LotterySessionRow,
  moveBet,
} from './lottery.repo';
import type { LotteryDeps } from './lottery-context';
import { fastGameOf, stakeLimitsOf } from './lottery-games';
import { presentBet } from './lottery-present';
import { insertCappedBet, placementRulesOf } from './number-caps';
import { oddsVersionOf } from './odds-version';
import { seaTicketOf } from './sea/sea-tickets';
import { merchantPayTable, ticketOdds, windowOdds } from './vn/vn-odds';
import { vnClosesAtWith } from './vn/vn-rules';

const SESSION_KEY_NAME = 'lottery-wallet-sessions';
const SESSION_TTL_MS = 4 * 60 * 60_000;

/** Opens a lottery window with the launch token: the wallet session is kept sealed, a lottery token answered. */
export async function openLotterySession(deps: LotteryDeps, launchToken: string): Promise<LotterySession> {
  const wallet = await deps.wallet.authenticate(launchToken);
  if (!fastGameOf(wallet.gameCode) && !isOfficialGameCode(wallet.gameCode)) throw new AppError('GAME_NOT_FOUND');
  const lotteryToken = newSessionToken();
  const key = await deps.secrets.get(SESSION_KEY_NAME, newSymmetricKey);
  const merchantId = await merchantOfPlayer(deps.db, wallet.playerId);
  await insertSession(deps.db, {
    tokenHash: hashToken(lotteryToken),
    playerId: wallet.playerId,
    gameCode: wallet.gameCode,
    sealedWalletSession: seal(key, wallet.sessionToken),
    currency: wallet.currency,
    language: wallet.language,
    nickname: wallet.nickname,
    merchantId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  const limits = stakeLimitsOf(wallet.currency);
  const format = fastFormatOf(wallet.gameCode);
  // The window's odds and their version come from one read of the tables in force.
  const inForce = await windowOdds(deps.db, merchantId, wallet.gameCode);
  const payTable = fastGameOf(wallet.gameCode) && format !== 'north' ? inForce.payTable : undefined;
  return {
    lotteryToken,
    gameCode: wallet.gameCode,
    nickname: wallet.nickname,
    balance: wallet.balance,
    currency: wallet.currency,
    language: wallet.language,
    minStake: limits.minStake.toString(),
    maxStake: limits.maxStake.toString(),
    // The odds of the game's own prize mode on the merchant's site (GET /lottery/api/odds lists every mode).
    // Keno, K3 and SSC pay the merchant's pay table of the format (one row per bet type and choice), sent whole too.
    odds: payTable && format !== 'north' ? formatOddsRows(format, payTable) : (inForce.modes[0]?.odds ?? oddsTable()),
    ...(payTable ? { payTable: { ...payTable } } : {}),
    oddsVersion: inForce.versions[inForce.defaultMode] ?? '',
  };
}

/** Lottery windows by token hash and their wallet sessions, read and unsealed once. */
const windows = windowCache(SESSION_KEY_NAME, findSessionByTokenHash);

/** The window a bearer token names; an unknown or expired one is told to open the game again. */
export function lotterySessionOf(deps: LotteryDeps, token: string | undefined): Promise<LotterySessionRow> {
  return windows.sessionOf(deps.db, token);
}

function walletSessionOf(deps: LotteryDeps, session: LotterySessionRow): Promise<string> {
  return windows.walletSessionOf(deps, session);
}

export async function lotteryBalance(deps: LotteryDeps, session: LotterySessionRow) {
  const answer = await deps.wallet.balance(await walletSessionOf(deps, session));
  return { balance: answer.balance, currency: answer.currency };
}

/** Refuses what cannot be bet, before anything is written or debited. */
function checkedTicket(request: PlaceLotteryBet, currency: string) {
  const stakePerPoint = BigInt(request.stakePerPoint);
  const { minStake, maxStake } = stakeLimitsOf(currency);
  const checked = checkTicket(request.betType, request.numbers);
  if (!checked.ok) {
    if (checked.problem === 'DUPLICATE_NUMBER') {
      throw new AppError('LOTTERY_DUPLICATE_NUMBER', `The number ${checked.detail} is entered twice`);
    }
    if (checked.problem === 'WRONG_GROUP_SIZE') {
      throw new AppError('LOTTERY_NUMBERS_INVALID', `This bet type takes exactly ${checked.detail} numbers`);
    }
    if (checked.problem === 'UNKNOWN_BET_TYPE') throw new AppError('VALIDATION_FAILED', 'Unknown bet type');
    throw new AppError('LOTTERY_NUMBERS_INVALID');
  }
  if (stakePerPoint < minStake || stakePerPoint > maxStake) throw new AppError('LOTTERY_STAKE_OUT_OF_RANGE');
  return { betType: checked.betType, stakePerPoint };
}

/** A regional or fast ticket: its lines priced at the stake per point, the odds of the merchant's chosen prize mode. */
async function vnTicketOf(deps: LotteryDeps, request: PlaceLotteryBet, session: LotterySessionRow) {
  const { betType, stakePerPoint } = checkedTicket(request, session.currency);
  const { prizeMode, oddsHundredths, oddsVersion } = await ticketOdds(
    deps.db,
    session.merchantId,
    session.gameCode,
    betType,
    request.prizeMode,
  );
  return {
    betType,
    stakePerPoint,
    totalStake: ticketCost(betType, request.numbers, stakePerPoint),
    oddsHundredths,
    payoutTable: null,
    prizeMode,
    oddsVersion,
  };
}

/** A ticket of the game's own format: North bet types, or Keno / K3 / SSC at the merchant's pay table in force (prize mode ELOTT only). */
async function ticketOf(deps: LotteryDeps, request: PlaceLotteryBet, session: LotterySessionRow) {
  if (isSeaGameCode(session.gameCode)) return seaTicketInMode(deps, request, session);
  const format = fastFormatOf(session.gameCode);
  if (!fastGameOf(session.gameCode) || format === 'north') return vnTicketOf(deps, request, session);
  if (request.prizeMode !== undefined && request.prizeMode !== 'ELOTT') {
    throw new AppError('LOTTERY_PRIZE_MODE_UNAVAILABLE');
  }
  const payTable = await merchantPayTable(deps.db, session.merchantId, format);
  return { ...formatTicketOf(format, request, session, payTable), oddsVersion: oddsVersionOf(payTable) };
}

/** A SEA ticket: played only in prize mode SEA, at the merchant's SEA payouts. */
async function seaTicketInMode(deps: LotteryDeps, request: PlaceLotteryBet, session: LotterySessionRow) {
  if (request.prizeMode !== undefined && request.prizeMode !== 'SEA')
    throw new AppError('LOTTERY_PRIZE_MODE_UNAVAILABLE');
  const kind = isFourDGameCode(session.gameCode) ? '4d' : 'thai';
  return { ...(await seaTicketOf(deps.db, request, session, kind)), prizeMode: 'SEA' };
}

/**
 * Places a ticket on an open draw before its cut-off: the ticket is stored `pending`, its total stake
 * debited through the wallet (`${betId}-bet`), then marked `placed`. A refused debit marks it `refused`;
 * an unanswered one leaves it `pending`, refunded at the draw. A retried `requestId` answers the same bet,
 * and finishes it first when it is still `pending` before the cut-off (the process stopped mid-debit): the
 * debit is sent again under the same id, so it is taken once, and the player is told what really happened.
 * A new ticket is refused with LOTTERY_ODDS_CHANGED, nothing written or debited, when the version of the
 * table it is priced at (the very values stored on it, so paid at) is not the one the player saw.
 */
export async function placeLotteryBet(
  deps: LotteryDeps,
  session: LotterySessionRow,
  request: PlaceLotteryBet,
): Promise<PlaceLotteryBetAnswer> {
  // A SEA, Keno or K3 game's ticket is checked against its own bet types and priced with its own payouts.
  const { betType, stakePerPoint, totalStake, oddsHundredths, payoutTable, prizeMode, oddsVersion } = await ticketOf(
    deps,
    request,
    session,
  );
  const draw = await findDraw(deps.db, Number(request.drawId));
  if (!draw || draw.gameCode !== session.gameCode) throw new AppError('LOTTERY_DRAW_NOT_FOUND');
  const walletSession = await walletSessionOf(deps, session);
  // A regional draw closes at the player's merchant's cut-off; a fast draw at its own.
  const rules = await placementRulesOf(deps.db, session.merchantId);
  const closesAt = isOfficialGameCode(draw.gameCode) ? vnClosesAtWith(draw, rules.cutoffMinutes) : draw.closesAt;
  const now = deps.now();
  const takingBets = draw.status === 'open' && now >= draw.opensAt.getTime() && now < closesAt.getTime();
  const earlier = await findBetByRequest(deps.db, session.playerId, request.requestId);
  if (earlier?.status === 'pending' && takingBets) return debitTicket(deps, walletSession, earlier, draw.drawAt);
  if (earlier) {
    const { balance } = await deps.wallet.balance(walletSession);
    return { bet: presentBet(earlier, draw.drawAt), balance };
  }
  if (!takingBets) throw new AppError('LOTTERY_DRAW_CLOSED');
  if (oddsVersion !== request.oddsVersion) throw new AppError('LOTTERY_ODDS_CHANGED').withValue({ oddsVersion });
  // Within the merchant's cap per number (a lock per draw, bet type and merchant counts racing tickets in turn).
  const bet = await insertCappedBet(deps.db, session.merchantId, rules.numberCap, {
    drawId: draw.id,
    playerId: session.playerId,
    gameCode: session.gameCode,
    requestId: request.requestId,
    betType,
    numbers: request.numbers,
    stakePerPoint,
    totalStake,
    oddsHundredths,
    payoutTable,
    prizeMode,
    currency: session.currency,
  });
  if (!bet) return placeLotteryBet(deps, session, request); // the same request raced in: answer it
  return debitTicket(deps, walletSession, bet, draw.drawAt);
}

/** Takes a pending ticket's stake (idempotent by the ticket's id) and marks it placed, or refused when the wallet says no. */
async function debitTicket(
  deps: LotteryDeps,
  walletSession: string,
  bet: BetRow,
  drawAt: Date,
): Promise<PlaceLotteryBetAnswer> {
  try {
    const debited = await deps.wallet.stake(walletSession, {
      id: bet.id,
      gameCode: bet.gameCode,
      amount: bet.totalStake,
      currency: bet.currency,
    });
    const placed = (await moveBet(deps.db, bet.id, ['pending'], { status: 'placed' })) ?? bet;
    return { bet: presentBet(placed, drawAt), balance: debited.balance };
  } catch (error) {
    if (error instanceof WalletUnreachable) throw new AppError('WALLET_UNREACHABLE');
    await moveBet(deps.db, bet.id, ['pending'], { status: 'refused' });
    throw error;
  }
}

/** The player's latest tickets of this game (their own only; a stake the wallet refused is not a ticket). */
export async function myLotteryBets(
  deps: LotteryDeps,
  session: LotterySessionRow,
  limit: number,
): Promise<LotteryBet[]> {
  const rows = await betsOfPlayer(deps.db, session.playerId, session.gameCode, limit);
  return rows.map((row) => presentBet(row.bet, row.drawAt));
}
