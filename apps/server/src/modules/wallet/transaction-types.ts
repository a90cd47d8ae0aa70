import { TRANSACTION_TYPES, type TransactionType } from '@fortuna/contracts/wallet';

/** Ledger transfer kinds grouped under the types a member filters history by. */
export const KINDS_BY_TYPE: Record<Exclude<TransactionType, 'ALL'>, string[]> = {
  TRANSFER: ['transfer.upline', 'transfer.downline'],
  VENDOR: ['vendor.in', 'vendor.out'],
  DEPOSIT: ['deposit'],
  WITHDRAW: ['withdraw'],
  BET: ['bet'],
  WIN: ['win', 'refund', 'correction'],
  BONUS: ['bonus'],
  ADJUSTMENT: ['adjustment'],
};

export function typeOfKind(kind: string): TransactionType {
  return TRANSACTION_TYPES.find((type) => type !== 'ALL' && KINDS_BY_TYPE[type].includes(kind)) ?? 'ADJUSTMENT';
}
