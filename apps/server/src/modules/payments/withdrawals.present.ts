import type { WithdrawalOrder } from '@fortuna/contracts/payments';
import type { AdminWithdrawalOrder } from '@fortuna/contracts/payments-admin';
import { maskAccountNumber, moneyOf } from './payment-money';
import type { WithdrawalRow } from './withdrawals.repo';

export function presentWithdrawal(row: WithdrawalRow, channelName: string): WithdrawalOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    channelId: row.channelId,
    channelName,
    channelType: row.channelType,
    amount: moneyOf(row.amountMinor),
    fee: moneyOf(row.feeMinor),
    payoutAmount: moneyOf(row.amountMinor - row.feeMinor),
    currency: row.currency,
    status: row.status,
    payee: {
      payeeName: row.payeeName,
      bankName: row.bankName,
      accountNumberMasked: maskAccountNumber(row.accountNumber),
    },
    remark: row.remark,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function presentAdminWithdrawal(
  row: WithdrawalRow,
  channelName: string,
  username: string,
): AdminWithdrawalOrder {
  return {
    ...presentWithdrawal(row, channelName),
    merchantId: row.merchantId,
    member: { accountId: row.accountId, username },
    decidedBy: row.decidedBy,
    payeeAccountNumber: row.accountNumber,
    holdTransferId: row.holdTransferId === null ? null : String(row.holdTransferId),
  };
}
