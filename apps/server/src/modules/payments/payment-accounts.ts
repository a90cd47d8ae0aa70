import type { Db } from '../../db/client';
import { accountIdFor } from '../ledger/ledger.repo';

export interface MerchantMoney {
  id: number;
  currency: string;
}

/**
 * The merchant's clearing account of one channel: money in transit between the platform and the bank or
 * gateway behind the channel. Deposits are credited from it, withdrawals are held and paid into it, so
 * its balance is the channel's net flow to reconcile against the bank statement (ADR 0012).
 */
export function clearingAccountId(db: Db, merchant: MerchantMoney, channelId: number): Promise<number> {
  return accountIdFor(db, {
    merchantId: merchant.id,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'payment_clearing',
    label: `channel:${channelId}`,
    currency: merchant.currency,
  });
}

/** The merchant's house account: channel fees are its income, bonuses its cost. */
export function houseAccountId(db: Db, merchant: MerchantMoney): Promise<number> {
  return accountIdFor(db, {
    merchantId: merchant.id,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'house',
    currency: merchant.currency,
  });
}

/** The member's main wallet. */
export function memberMainId(db: Db, merchant: MerchantMoney, accountId: number): Promise<number> {
  return accountIdFor(db, {
    merchantId: merchant.id,
    ownerType: 'account',
    ownerId: accountId,
    kind: 'main',
    currency: merchant.currency,
  });
}
