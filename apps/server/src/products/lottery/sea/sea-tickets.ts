import type { PlaceLotteryBet } from '@fortuna/contracts/lottery';
import {
  checkSeaTicket,
  headlineOddsOf,
  payoutTableOf,
  type SeaKind,
  seaTicketCost,
} from '@fortuna/games/lottery/sea-bets';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { LotterySessionRow } from '../lottery.repo';
import { stakeLimitsOf } from '../lottery-games';
import { oddsVersionOf } from '../odds-version';
import { seaPayoutsOf } from './sea-payouts';

/**
 * A SEA ticket checked before anything is written or debited (bet type of the draw's kind, numbers of
 * its digits, none twice, stake within limits) and priced: the stake per number (per ordering for Box),
 * with the payout table of the player's merchant kept on the bet.
 */
export async function seaTicketOf(db: DbOrTx, request: PlaceLotteryBet, session: LotterySessionRow, kind: SeaKind) {
  const checked = checkSeaTicket(kind, request.betType, request.numbers);
  if (!checked.ok) {
    switch (checked.problem) {
      case 'UNKNOWN_BET_TYPE':
        throw new AppError('VALIDATION_FAILED', 'This bet type is not played on this draw');
      case 'DUPLICATE_NUMBER':
        throw new AppError('LOTTERY_DUPLICATE_NUMBER', `The number ${checked.detail} is entered twice`);
      case 'NUMBER_OUT_OF_RANGE':
        throw new AppError(
          'LOTTERY_NUMBERS_INVALID',
          `Each number of this bet type has exactly ${checked.detail} digits`,
        );
      default:
        throw new AppError('LOTTERY_NUMBERS_INVALID', 'Enter from 1 to 20 numbers');
    }
  }
  const stakePerPoint = BigInt(request.stakePerPoint);
  const { minStake, maxStake } = stakeLimitsOf(session.currency);
  if (stakePerPoint < minStake || stakePerPoint > maxStake) throw new AppError('LOTTERY_STAKE_OUT_OF_RANGE');
  const payouts = await seaPayoutsOf(db, session.merchantId);
  const payoutTable = payoutTableOf(checked.betType, payouts);
  return {
    betType: checked.betType,
    stakePerPoint,
    totalStake: seaTicketCost(checked.betType, request.numbers, stakePerPoint),
    oddsHundredths: headlineOddsOf(payoutTable),
    payoutTable,
    oddsVersion: oddsVersionOf(payouts),
  };
}
