import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { DEMO_CURRENCY, type FreePlay, type LoginResult } from '@fortuna/contracts/session';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { hashToken, newSessionToken } from '../../security/tokens';
import { ensureAccount } from '../ledger/ledger.repo';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantRow } from '../merchants/merchants.repo';
import { systemRemark } from '../wallet/ledger-remarks';
import { insertMemberSession } from './sessions.repo';

/** ₫2,000,000.00 of demo money for every trial account. */
export const TRIAL_DEMO_BALANCE_MINOR = 200_000_000n;
const TRIAL_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Free play (spec §4, §6): opens a trial account (type 4) with a demo wallet in its own currency,
 * funded from the merchant's demo world account, and signs it in. Trial accounts can never move
 * real money; they cannot sign in with a password (theirs is random and never shown).
 */
export async function freePlayLogin(
  db: Db,
  ledger: Ledger,
  merchant: MerchantRow,
  input: FreePlay,
  ip: string,
): Promise<LoginResult> {
  if (!merchant.whitelabel.freePlay) throw new AppError('FEATURE_DISABLED');
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const token = newSessionToken();
  await inTransaction(db, async (tx) => {
    const [trial] = await tx
      .insert(accounts)
      .values({
        merchantId: merchant.id,
        username: `trial_${randomBytes(6).toString('hex')}`,
        passwordHash,
        type: ACCOUNT_TYPE.TRIAL,
        nickname: 'Guest',
      })
      .returning({ id: accounts.id });
    if (!trial) throw new Error('trial account not created');
    const base = { merchantId: merchant.id, currency: DEMO_CURRENCY };
    const wallet = await ensureAccount(tx, { ...base, ownerType: 'account', ownerId: trial.id, kind: 'demo' });
    const world = await ensureAccount(tx, { ...base, ownerType: 'merchant', ownerId: 0, kind: 'world' });
    await ledger.applyInTransaction(tx, {
      type: 'transfer',
      merchantId: merchant.id,
      key: `trial-grant:${trial.id}`,
      transfers: [
        {
          debitAccountId: world.id,
          creditAccountId: wallet.id,
          amount: TRIAL_DEMO_BALANCE_MINOR,
          currency: DEMO_CURRENCY,
          kind: 'adjustment',
          metadata: { ...systemRemark({ kind: 'demo_balance' }), os: input.os },
        },
      ],
    });
    await insertMemberSession(tx, {
      accountId: trial.id,
      tokenHash: hashToken(token),
      ip,
      expiresAt: new Date(Date.now() + TRIAL_SESSION_TTL_MS),
    });
  });
  return { token, firstTimeLogin: true, passwordExpired: false };
}
