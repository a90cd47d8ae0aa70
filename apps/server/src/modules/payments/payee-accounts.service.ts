import type { BindPayeeAccount, PayeeAccount } from '@fortuna/contracts/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AccountRow } from '../sessions/sessions.repo';
import { checkPaymentPassword } from '../sessions/sessions.service';
import { refuseTrial } from './deposits.service';
import {
  countActivePayeeAccounts,
  findActivePayeeAccounts,
  findPayeeAccount,
  insertPayeeAccount,
  type PayeeAccountRow,
  updatePayeeAccount,
} from './payee-accounts.repo';
import { maskAccountNumber } from './payment-money';

/** How many withdrawal accounts one member may keep bound. */
export const MAX_PAYEE_ACCOUNTS = 5;

export function presentPayeeAccount(row: PayeeAccountRow): PayeeAccount {
  return {
    id: row.id,
    payeeName: row.payeeName,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    branch: row.branch,
    isNew: row.isNew,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPayeeAccounts(db: Db, member: AccountRow): Promise<PayeeAccount[]> {
  return (await findActivePayeeAccounts(db, member.id)).map(presentPayeeAccount);
}

/**
 * Binds a withdrawal account, guarded by the payment password. It starts "new": the first withdrawal
 * to it needs a fresh second factor (see withdrawals.service).
 */
export async function bindPayeeAccount(db: Db, member: AccountRow, input: BindPayeeAccount): Promise<PayeeAccount> {
  refuseTrial(member);
  await checkPaymentPassword(member, input.paymentPassword);
  if ((await countActivePayeeAccounts(db, member.id)) >= MAX_PAYEE_ACCOUNTS)
    throw new AppError('PAYEE_ACCOUNT_LIMIT_REACHED');
  const row = await insertPayeeAccount(db, {
    merchantId: member.merchantId,
    accountId: member.id,
    payeeName: input.payeeName,
    bankName: input.bankName,
    accountNumber: input.accountNumber.replace(/[\s-]/g, ''),
    branch: input.branch,
  });
  if (!row) throw new AppError('PAYEE_ACCOUNT_EXISTS');
  return presentPayeeAccount(row);
}

/** The member's own active payee account; anything else is "not found". */
export async function ownPayeeAccount(db: Db, member: AccountRow, id: number): Promise<PayeeAccountRow> {
  const row = await findPayeeAccount(db, id);
  if (row?.accountId !== member.id || row.status !== 'active') throw new AppError('PAYEE_ACCOUNT_NOT_FOUND');
  return row;
}

/** Unbinds an account; withdrawals already made to it keep their copy of its details. */
export async function removePayeeAccount(db: Db, member: AccountRow, id: number): Promise<void> {
  await ownPayeeAccount(db, member, id);
  await updatePayeeAccount(db, id, { status: 'removed', removedAt: new Date() });
}
