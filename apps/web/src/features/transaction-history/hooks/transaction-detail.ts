/** A more precise label for transfers, by ledger kind and direction; null when the type says enough. */
import '../../../i18n/account-texts';
export type TransactionDetail =
  | 'toUpline'
  | 'fromDownline'
  | 'toDownline'
  | 'fromUpline'
  | 'toGameWallet'
  | 'fromGameWallet';

/**
 * transfer.upline moves money from a member up to the agent, transfer.downline from the agent down;
 * the sign tells which side of it the member was on. vendor.in/out name the game-wallet direction.
 */
export function transactionDetail(kind: string, sign: -1 | 0 | 1): TransactionDetail | null {
  if (kind === 'vendor.in') return 'toGameWallet';
  if (kind === 'vendor.out') return 'fromGameWallet';
  if (sign === 0) return null;
  if (kind === 'transfer.upline') return sign < 0 ? 'toUpline' : 'fromDownline';
  if (kind === 'transfer.downline') return sign < 0 ? 'toDownline' : 'fromUpline';
  return null;
}
