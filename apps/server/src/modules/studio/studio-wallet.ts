import type { Envelope } from '@fortuna/contracts/envelope';
import type { AuthenticateAnswer, WalletAnswer } from '@fortuna/contracts/seamless';
import { AppError } from '../../http/app-error';
import type { SeamlessCall, SeamlessClient } from '../seamless/seamless-client';

/** A wallet call whose answer never came (network, platform down): the round is settled later. */
export class WalletUnreachable extends Error {
  override name = 'WalletUnreachable';
}

/** What the studio tells its player when the wallet refuses. */
function refusal(envelope: Envelope<unknown>): AppError {
  switch (envelope.code) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError('INSUFFICIENT_FUNDS', 'Your balance is too low for this stake');
    case 'SESSION_EXPIRED':
    case 'SESSION_INVALID':
      return new AppError('NOT_LOGGED_IN', 'Your game session has ended: open the game again from the lobby');
    case 'PLAYER_SUSPENDED':
      return new AppError('ACCOUNT_DISABLED');
    case 'GAME_UNAVAILABLE':
      return new AppError('GAME_MAINTENANCE');
    default:
      return new AppError('WALLET_UNREACHABLE', `The wallet refused the call (${envelope.code})`);
  }
}

async function settled<T>(call: Promise<SeamlessCall<T>>): Promise<T> {
  let answer: SeamlessCall<T>;
  try {
    answer = await call;
  } catch (error) {
    throw new WalletUnreachable(error instanceof Error ? error.message : String(error));
  }
  if (answer.status >= 500) throw new WalletUnreachable(`wallet answered ${answer.status}`);
  if (!answer.envelope.success || answer.envelope.value === null) throw refusal(answer.envelope);
  return answer.envelope.value;
}

/** The studio's side of the seamless wallet: every money movement of a round goes through these calls. */
export class StudioWallet {
  constructor(
    private readonly client: SeamlessClient,
    readonly vendorCode: string,
  ) {}

  authenticate(launchToken: string): Promise<AuthenticateAnswer> {
    return settled(this.client.authenticate(launchToken));
  }

  bet(
    sessionToken: string,
    roundId: string,
    gameCode: string,
    amount: bigint,
    currency: string,
  ): Promise<WalletAnswer> {
    return settled(
      this.client.bet({ sessionToken, transactionId: `${roundId}-bet`, roundId, gameCode, amount, currency }),
    );
  }

  /**
   * A further stake of an open round (blackjack double, split, insurance): its own transaction id
   * `${roundId}-bet-${betNumber}` (numbered from 2; the round's first stake is `${roundId}-bet`).
   */
  extraBet(
    sessionToken: string,
    roundId: string,
    betNumber: number,
    gameCode: string,
    amount: bigint,
    currency: string,
  ): Promise<WalletAnswer> {
    return settled(
      this.client.bet({
        sessionToken,
        transactionId: `${roundId}-bet-${betNumber}`,
        roundId,
        gameCode,
        amount,
        currency,
      }),
    );
  }

  /** Refunds a further stake whose answer never came (safe if it never arrived: the late bet is refused). */
  rollbackExtraBet(sessionToken: string, roundId: string, betNumber: number): Promise<WalletAnswer> {
    return settled(
      this.client.rollback({
        sessionToken,
        transactionId: `${roundId}-rollback-${betNumber}`,
        referenceTransactionId: `${roundId}-bet-${betNumber}`,
        roundId,
      }),
    );
  }

  win(
    sessionToken: string,
    roundId: string,
    gameCode: string,
    amount: bigint,
    currency: string,
  ): Promise<WalletAnswer> {
    return settled(
      this.client.win({
        sessionToken,
        transactionId: `${roundId}-win`,
        roundId,
        gameCode,
        amount,
        currency,
        endRound: true,
      }),
    );
  }

  rollback(sessionToken: string, roundId: string): Promise<WalletAnswer> {
    return settled(
      this.client.rollback({
        sessionToken,
        transactionId: `${roundId}-rollback`,
        referenceTransactionId: `${roundId}-bet`,
        roundId,
      }),
    );
  }
}
