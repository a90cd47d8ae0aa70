import { createHash } from 'node:crypto';
import { isErrorCode } from '@fortuna/contracts/errors';
import { AppError } from '../../http/app-error';
import type { LedgerOperation, LedgerResult, TransferOutcome } from './ledger.types';

/** The operation as the database functions take it: amounts as decimal strings inside JSON. */
export function encodeOperation(op: LedgerOperation): Record<string, unknown> {
  if (op.type !== 'transfer') return { type: op.type, transferId: op.transferId };
  return {
    type: 'transfer',
    pending: op.pending ?? false,
    transfers: op.transfers.map((transfer) => ({
      debit: transfer.debitAccountId,
      credit: transfer.creditAccountId,
      amount: transfer.amount.toString(),
      currency: transfer.currency,
      kind: transfer.kind,
      reference: transfer.reference ?? '',
      metadata: transfer.metadata ?? {},
    })),
  };
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the operation's content (key order irrelevant): a repeated key must carry the same hash. */
export function requestHash(encoded: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(encoded)).digest('hex');
}

interface RawTransfer {
  id: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: string;
  status: TransferOutcome['status'];
  debitBalanceAfter: string | null;
  creditBalanceAfter: string | null;
  debitAvailableAfter?: string | null;
  creditAvailableAfter?: string | null;
}

function optionalBigint(value: string | null | undefined): bigint | null {
  return value === null || value === undefined ? null : BigInt(value);
}

function isRawResult(value: unknown): value is { transfers: RawTransfer[]; replay: boolean } {
  return !!value && typeof value === 'object' && 'transfers' in value && Array.isArray(value.transfers);
}

export function decodeResult(value: unknown): LedgerResult {
  if (!isRawResult(value)) throw new Error(`unexpected ledger result: ${JSON.stringify(value)}`);
  return {
    isReplay: value.replay === true,
    transfers: value.transfers.map((raw) => ({
      id: raw.id,
      debitAccountId: Number(raw.debitAccountId),
      creditAccountId: Number(raw.creditAccountId),
      amount: BigInt(raw.amount),
      status: raw.status,
      debitBalanceAfter: optionalBigint(raw.debitBalanceAfter),
      creditBalanceAfter: optionalBigint(raw.creditBalanceAfter),
      debitAvailableAfter: optionalBigint(raw.debitAvailableAfter),
      creditAvailableAfter: optionalBigint(raw.creditAvailableAfter),
    })),
  };
}

/** Turns an error code raised by the ledger functions into the API error; anything else is unexpected. */
export function ledgerError(code: string): AppError | Error {
  if (code === 'IDEMPOTENCY_RACE') return new AppError('CONFLICT', 'The same request is being processed; try again');
  if (isErrorCode(code)) return new AppError(code);
  return new Error(`ledger failed: ${code}`);
}
