import type { TransferStatus } from '../../db/schema/index';

/** One movement of money between two ledger accounts; `amount` in minor units. */
export interface TransferSpec {
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  currency: string;
  kind: string;
  reference?: string;
  metadata?: Record<string, unknown>;
}

/** What the ledger can be asked to do; each request carries its idempotency key. */
export type LedgerOperation =
  | { type: 'transfer'; merchantId: number; key: string; transfers: TransferSpec[]; pending?: boolean }
  | { type: 'post'; merchantId: number; key: string; transferId: string }
  | { type: 'void'; merchantId: number; key: string; transferId: string };

export interface TransferOutcome {
  id: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  status: TransferStatus;
  /** Balances after the transfer; null while it is pending. */
  debitBalanceAfter: bigint | null;
  creditBalanceAfter: bigint | null;
  /** Spendable balance (balance minus pending debits) of each side written in this transfer, else null. */
  debitAvailableAfter: bigint | null;
  creditAvailableAfter: bigint | null;
}

export interface LedgerResult {
  transfers: TransferOutcome[];
  /** True when the key had been applied before and this is the first answer returned again. */
  isReplay: boolean;
}
