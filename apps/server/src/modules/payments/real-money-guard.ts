import { isTrialType } from '@fortuna/contracts/accounts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findAccountById } from '../sessions/sessions.repo';

const TRIAL_MESSAGE = 'This is a free-play (trial) account: staff cannot credit or pay out real money to it';

/** Staff money actions are for real accounts: a free-play (trial) account gets TRIAL_ACCOUNT and nothing moves. */
export function assertRealMoneyAccount(account: { type: number }): void {
  if (isTrialType(account.type)) throw new AppError('TRIAL_ACCOUNT', TRIAL_MESSAGE);
}

/** assertRealMoneyAccount for an order's account. */
export async function assertRealMoneyAccountId(db: DbOrTx, accountId: number): Promise<void> {
  const account = await findAccountById(db, accountId);
  if (account) assertRealMoneyAccount(account);
}
