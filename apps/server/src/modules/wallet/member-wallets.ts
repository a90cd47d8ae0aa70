import type { Db, DbOrTx } from '../../db/client';
import { accountIdFor, ensureAccount, findAccountsByIds, type LedgerAccountRow } from '../ledger/ledger.repo';
import type { MerchantRow } from '../merchants/merchants.repo';

export interface WalletOwner {
  id: number;
  merchantId: number;
}

/** Opens (or finds) the member's main, bonus and points wallets in the merchant's currency. */
export async function openMemberWallets(db: DbOrTx, owner: WalletOwner, currency: string) {
  const base = { merchantId: owner.merchantId, ownerType: 'account' as const, ownerId: owner.id, currency };
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const main = await ensureAccount(db, { ...base, kind: 'main' });
  const bonus = await ensureAccount(db, { ...base, kind: 'bonus' });
  const points = await ensureAccount(db, { ...base, kind: 'points' });
  return { main, bonus, points };
}

export function mainWalletId(db: Db, owner: WalletOwner, merchant: MerchantRow): Promise<number> {
  return accountIdFor(db, {
    merchantId: owner.merchantId,
    ownerType: 'account',
    ownerId: owner.id,
    kind: 'main',
    currency: merchant.currency,
  });
}

/** The member's main wallet row, read fresh (balances change; the id is cached). */
export async function mainWallet(db: Db, owner: WalletOwner, merchant: MerchantRow): Promise<LedgerAccountRow> {
  const [row] = await findAccountsByIds(db, [await mainWalletId(db, owner, merchant)]);
  if (!row) throw new Error('main wallet vanished');
  return row;
}

export function vendorWalletId(db: Db, owner: WalletOwner, merchant: MerchantRow, vendorCode: string) {
  return accountIdFor(db, {
    merchantId: owner.merchantId,
    ownerType: 'account',
    ownerId: owner.id,
    kind: 'vendor',
    label: vendorCode,
    currency: merchant.currency,
  });
}

/** The merchant's account standing for money outside the platform (deposits in, withdrawals out). */
export function worldAccount(db: DbOrTx, merchant: MerchantRow) {
  return ensureAccount(db, {
    merchantId: merchant.id,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'world',
    currency: merchant.currency,
  });
}
