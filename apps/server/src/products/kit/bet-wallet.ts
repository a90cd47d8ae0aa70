import type { AuthenticateAnswer, SettleBatchAnswer, WalletAnswer } from '@fortuna/contracts/seamless';
import type { SeamlessClient, SettleBatchItem } from './seamless-client';
import { settled } from './wallet-call';

/**
 * A product's side of the seamless wallet for bets settled later (lottery tickets, sports bets): the stake
 * at placement (`${betId}-bet`, the bet id is the wallet's round id), then in batches a win (0 for a loss)
 * `${betId}-win` or a rollback of the stake `${betId}-rollback` when the bet is void. Every id is fixed per
 * bet, so a repeat (a crash midway, two nodes at once) is answered as the first call and money moves once.
 */
export class BetWallet {
  constructor(private readonly client: SeamlessClient) {}

  authenticate(launchToken: string): Promise<AuthenticateAnswer> {
    return settled(this.client.authenticate(launchToken));
  }

  balance(sessionToken: string): Promise<WalletAnswer> {
    return settled(this.client.balance(sessionToken));
  }

  stake(sessionToken: string, bet: { id: string; gameCode: string; amount: bigint; currency: string }) {
    return settled(
      this.client.bet({
        sessionToken,
        transactionId: `${bet.id}-bet`,
        roundId: bet.id,
        gameCode: bet.gameCode,
        amount: bet.amount,
        currency: bet.currency,
      }),
    );
  }

  /** Wins and refunds of many bets in one call; each item answered on its own. */
  settle(items: SettleBatchItem[]): Promise<SettleBatchAnswer> {
    return settled(this.client.settleBatch(items));
  }
}

export function winItem(betId: string, payout: bigint): SettleBatchItem {
  return { type: 'win', transactionId: `${betId}-win`, roundId: betId, amount: payout, endRound: true };
}

export function refundItem(betId: string): SettleBatchItem {
  return {
    type: 'rollback',
    transactionId: `${betId}-rollback`,
    roundId: betId,
    referenceTransactionId: `${betId}-bet`,
  };
}

/**
 * A correction of a settled bet (its result was corrected): `delta` paid (above 0) or taken back (below 0),
 * once per bet and `version` of what corrected it.
 */
export function correctionItem(betId: string, version: number, delta: bigint, reason: string): SettleBatchItem {
  return { type: 'adjust', transactionId: `${betId}-v${version}`, roundId: betId, amount: delta, reason };
}
