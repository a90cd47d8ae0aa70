import type { DepositProof } from '@fortuna/contracts/payments';
import { P2P_API, type P2pDeposit, type P2pPart, type P2pWithdrawal } from '@fortuna/contracts/payments-p2p';
import type { DepositRow, ProofRow } from '../deposits.repo';
import { moneyOf } from '../payment-money';
import type { WithdrawalRow } from '../withdrawals.repo';
import type { DisputeRow, PartRow } from './p2p.repo';
import { amountsOf } from './p2p-parts';

type ProofUrl = (partId: number, proofId: number) => string;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentProofs(
  part: PartRow,
  proofs: ProofRow[],
  proofUrl: ProofUrl = P2P_API.partProofFile,
): DepositProof[] {
  return proofs
    .filter((proof) => proof.depositId === part.depositId)
    .map((proof) => ({
      id: proof.id,
      url: proofUrl(part.id, proof.id),
      width: proof.width,
      height: proof.height,
      bytes: proof.bytes,
      createdAt: proof.createdAt.toISOString(),
    }));
}

/** Hides most of a username: the withdrawer sees who paid without learning the account. */
export function maskUsername(username: string): string {
  if (username.length <= 2) return `${username.slice(0, 1)}*`;
  return `${username.slice(0, 2)}${'*'.repeat(Math.max(1, username.length - 3))}${username.slice(-1)}`;
}

/** The depositor's view: what to pay, to whom (the withdrawer's payee in full), and where it stands. */
export function presentP2pDeposit(
  deposit: DepositRow,
  part: PartRow,
  withdrawal: WithdrawalRow,
  proofs: ProofRow[],
): P2pDeposit {
  return {
    depositId: deposit.id,
    orderNo: deposit.orderNo,
    partId: part.id,
    amount: moneyOf(part.amountMinor),
    currency: deposit.currency,
    status: part.status,
    payee: { payeeName: withdrawal.payeeName, bankName: withdrawal.bankName, accountNumber: withdrawal.accountNumber },
    proofs: presentProofs(part, proofs),
    matchedAt: part.matchedAt.toISOString(),
    paidAt: iso(part.paidAt),
    autoReceiptAt: iso(part.autoReceiptAt),
    resolvedAt: iso(part.resolvedAt),
  };
}

export function presentP2pPart(part: PartRow, depositor: string, proofs: ProofRow[], disputes: DisputeRow[]): P2pPart {
  const dispute = disputes.filter((row) => row.partId === part.id).at(-1);
  return {
    id: part.id,
    amount: moneyOf(part.amountMinor),
    status: part.status,
    depositor: maskUsername(depositor),
    proofs: presentProofs(part, proofs),
    matchedAt: part.matchedAt.toISOString(),
    paidAt: iso(part.paidAt),
    autoReceiptAt: iso(part.autoReceiptAt),
    resolvedAt: iso(part.resolvedAt),
    disputeId: dispute?.id ?? null,
  };
}

/** The withdrawer's view: received and remaining amounts, and every part. */
export function presentP2pWithdrawal(
  withdrawal: WithdrawalRow,
  parts: PartRow[],
  details: { depositors: Map<number, string>; proofs: ProofRow[]; disputes: DisputeRow[] },
): P2pWithdrawal {
  const { receivedMinor, unmatchedMinor } = amountsOf(withdrawal, parts);
  return {
    withdrawalId: withdrawal.id,
    orderNo: withdrawal.orderNo,
    status: withdrawal.status,
    amount: moneyOf(withdrawal.amountMinor),
    received: moneyOf(receivedMinor),
    remaining: moneyOf(withdrawal.amountMinor - receivedMinor),
    unmatched: moneyOf(unmatchedMinor),
    currency: withdrawal.currency,
    parts: parts.map((part) =>
      presentP2pPart(part, details.depositors.get(part.depositId) ?? '', details.proofs, details.disputes),
    ),
  };
}
