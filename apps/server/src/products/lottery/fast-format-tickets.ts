import type { PlaceLotteryBet } from '@fortuna/contracts/lottery';
import {
  checkFormatTicket,
  type FastFormat,
  type FormatPayTable,
  formatPayoutTable,
  formatRtps,
  formatTicketCost,
} from '@fortuna/games/lottery/fast/formats';
import { AppError } from '../../http/app-error';
import type { LotterySessionRow } from './lottery.repo';
import { stakeLimitsOf } from './lottery-games';

/**
 * A Keno or K3 ticket checked before anything is written or debited (a bet type of the game's format, Keno
 * spots 1–10 balls 01–80, choices the bet type has, none twice, stake within limits) and priced, with the part
 * of the merchant's pay table in force that can pay it kept on the bet (docs/lottery.md "Keno", "K3",
 * "Pay tables per merchant"; ADR 0042).
 */
export function formatTicketOf(
  format: FastFormat,
  request: PlaceLotteryBet,
  session: LotterySessionRow,
  payTable: FormatPayTable,
) {
  const checked = checkFormatTicket(format, request.betType, request.numbers);
  if (!checked.ok) {
    switch (checked.problem) {
      case 'UNKNOWN_BET_TYPE':
        throw new AppError('VALIDATION_FAILED', 'This bet type is not played on this draw');
      case 'DUPLICATE_NUMBER':
        throw new AppError('LOTTERY_DUPLICATE_NUMBER', `The number ${checked.detail} is entered twice`);
      case 'SPOTS_OUT_OF_RANGE':
        throw new AppError('LOTTERY_SPOTS_OUT_OF_RANGE');
      default:
        throw new AppError('LOTTERY_NUMBERS_INVALID', `${checked.detail} is not a choice of this bet type`);
    }
  }
  const stakePerPoint = BigInt(request.stakePerPoint);
  const { minStake, maxStake } = stakeLimitsOf(session.currency);
  if (stakePerPoint < minStake || stakePerPoint > maxStake) throw new AppError('LOTTERY_STAKE_OUT_OF_RANGE');
  const payoutTable = formatPayoutTable(checked.betType, request.numbers, payTable);
  return {
    betType: checked.betType,
    stakePerPoint,
    totalStake: formatTicketCost(checked.betType, request.numbers, stakePerPoint),
    oddsHundredths: Math.max(0, ...Object.values(payoutTable)),
    payoutTable,
    prizeMode: 'ELOTT',
  };
}

/** The window's odds rows of a format by a pay table: one per bet type and choice (Keno: per spot count), with its exact RTP. */
export function formatOddsRows(format: FastFormat, payTable: FormatPayTable) {
  return formatRtps(format, payTable).map((row) => ({
    betType: `${row.betType}:${row.choice}`,
    odds: row.odds,
    rtp: Math.round(row.rtp * 10_000) / 10_000,
  }));
}
