import type { AuthenticateAnswer, RoundAnswer, WalletAnswer } from '@fortuna/contracts/seamless';
import type { SeamlessClient } from '../kit/seamless-client';
import { settled } from '../kit/wallet-call';

/** The studio's side of the seamless wallet: every money movement of a round goes through these calls. */
export class StudioWallet {
  constructor(
    private readonly client: SeamlessClient,
    readonly vendorCode: string,
  ) {}

  authenticate(launchToken: string): Promise<AuthenticateAnswer> {
    return settled(this.client.authenticate(launchToken));
  }

  /** The player's balance now. */
  balance(sessionToken: string): Promise<WalletAnswer> {
    return settled(this.client.balance(sessionToken));
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

  /**
   * An instant round in one call: its stake `${roundId}-bet`, then its win `${roundId}-win` (the same ids the
   * separate calls use, so a round begun with `bet` is finished here as a repeat, and the other way round).
   */
  playRound(
    sessionToken: string,
    round: { roundId: string; gameCode: string; stake: bigint; payout: bigint; currency: string },
  ): Promise<RoundAnswer> {
    const { roundId, gameCode, stake, payout, currency } = round;
    return settled(
      this.client.round({
        sessionToken,
        roundId,
        gameCode,
        currency,
        actions: [
          { type: 'bet', transactionId: `${roundId}-bet`, amount: stake },
          { type: 'win', transactionId: `${roundId}-win`, amount: payout, endRound: true },
        ],
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
