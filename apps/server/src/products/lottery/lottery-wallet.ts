import type { AuthenticateAnswer, SettleBatchAnswer, WalletAnswer } from '@fortuna/contracts/seamless';
import type { SeamlessClient, SettleBatchItem } from '../kit/seamless-client';
import { settled } from '../kit/wallet-call';

/** The lottery's side of the seamless wallet: a debit per ticket at bet, credits and refunds in batches. */
export class LotteryWallet {
  constructor(private readonly client: SeamlessClient) {}

  authenticate(launchToken: string): Promise<AuthenticateAnswer> {
    return settled(this.client.authenticate(launchToken));
  }

  balance(sessionToken: string): Promise<WalletAnswer> {
    return settled(this.client.balance(sessionToken));
  }

  /** The ticket's stake: round = the bet's id, transaction `${betId}-bet`. */
  bet(sessionToken: string, bet: { id: string; gameCode: string; totalStake: bigint; currency: string }) {
    return settled(
      this.client.bet({
        sessionToken,
        transactionId: `${bet.id}-bet`,
        roundId: bet.id,
        gameCode: bet.gameCode,
        amount: bet.totalStake,
        currency: bet.currency,
      }),
    );
  }

  /** Wins (0 for a loss) and refunds of many tickets in one call; each item answered on its own. */
  settle(items: SettleBatchItem[]): Promise<SettleBatchAnswer> {
    return settled(this.client.settleBatch(items));
  }
}

export const winItem = (betId: string, amount: bigint): SettleBatchItem => ({
  type: 'win',
  transactionId: `${betId}-win`,
  roundId: betId,
  amount,
  endRound: true,
});

export const refundItem = (betId: string): SettleBatchItem => ({
  type: 'rollback',
  transactionId: `${betId}-rollback`,
  roundId: betId,
  referenceTransactionId: `${betId}-bet`,
});
