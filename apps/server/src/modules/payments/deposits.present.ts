import type { DepositOrder } from '@fortuna/contracts/payments';
import { PAYMENT_API } from '@fortuna/contracts/payments';
import type { AdminDepositOrder } from '@fortuna/contracts/payments-admin';
import type { DepositRow, ProofRow } from './deposits.repo';
import { moneyOf } from './payment-money';

type ProofUrl = (depositId: number, proofId: number) => string;

export function presentDeposit(
  row: DepositRow,
  channelName: string,
  proofs: ProofRow[],
  proofUrl: ProofUrl = PAYMENT_API.depositProofFile,
): DepositOrder {
  const isPayable = row.channelType === 'gateway' && row.status === 'pending';
  return {
    id: row.id,
    orderNo: row.orderNo,
    channelId: row.channelId,
    channelName,
    channelType: row.channelType,
    amount: moneyOf(row.amountMinor),
    fee: moneyOf(row.feeMinor),
    creditAmount: moneyOf(row.amountMinor - row.feeMinor),
    currency: row.currency,
    status: row.status,
    payerName: row.payerName,
    remark: row.remark,
    reason: row.reason,
    proofs: proofs
      .filter((proof) => proof.depositId === row.id)
      .map((proof) => ({
        id: proof.id,
        url: proofUrl(row.id, proof.id),
        width: proof.width,
        height: proof.height,
        bytes: proof.bytes,
        createdAt: proof.createdAt.toISOString(),
      })),
    payUrl: isPayable ? PAYMENT_API.gatewaySimPage(row.orderNo) : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function presentAdminDeposit(
  row: DepositRow,
  channelName: string,
  proofs: ProofRow[],
  username: string,
): AdminDepositOrder {
  return {
    ...presentDeposit(row, channelName, proofs, PAYMENT_API.admin.depositProofFile),
    merchantId: row.merchantId,
    member: { accountId: row.accountId, username },
    decidedBy: row.decidedBy,
    gatewayTradeNo: row.gatewayTradeNo,
  };
}
