import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { findAccountsByIds } from '../ledger/ledger.repo';
import type { LedgerResult } from '../ledger/ledger.types';
import { findMerchantById, type MerchantRow } from '../merchants/merchants.repo';
import { presentBalance } from './wallet.service';

export function memberRoom(accountId: number): string {
  return `member:${accountId}`;
}

interface Owner {
  memberId: number | null;
  merchantId: number;
}

/**
 * After every posted transfer, pushes the new spendable balance of each member main wallet it touched.
 * The ledger answers with that balance; which member owns an account never changes and is remembered,
 * so a transfer costs no extra query once its accounts are known.
 */
export function registerBalanceEvents(app: FastifyInstance): void {
  const owners = new Map<number, Owner>();
  const merchants = new Map<number, { merchant: MerchantRow; expiresAt: number }>();

  async function ownersOf(accountIds: number[]): Promise<void> {
    const missing = accountIds.filter((id) => !owners.has(id));
    if (missing.length === 0) return;
    for (const row of await findAccountsByIds(app.db, missing)) {
      const isMemberMain = row.ownerType === 'account' && row.kind === 'main';
      owners.set(row.id, { memberId: isMemberMain ? row.ownerId : null, merchantId: row.merchantId });
    }
  }

  async function merchantOf(id: number): Promise<MerchantRow | undefined> {
    const cached = merchants.get(id);
    if (cached && cached.expiresAt > Date.now()) return cached.merchant;
    const merchant = await findMerchantById(app.db, id);
    if (merchant) merchants.set(id, { merchant, expiresAt: Date.now() + 60_000 });
    return merchant;
  }

  async function push(result: LedgerResult): Promise<void> {
    const changes = result.transfers.flatMap((transfer) => [
      { accountId: transfer.debitAccountId, available: transfer.debitAvailableAfter },
      { accountId: transfer.creditAccountId, available: transfer.creditAvailableAfter },
    ]);
    const written = changes.filter((change) => change.available !== null);
    await ownersOf(written.map((change) => change.accountId));
    for (const { accountId, available } of written) {
      const owner = owners.get(accountId);
      if (!owner?.memberId || available === null) continue;
      const merchant = await merchantOf(owner.merchantId);
      if (!merchant) continue;
      app.realtime.io.to(memberRoom(owner.memberId)).emit(SOCKET_EVENTS.balance, presentBalance(available, merchant));
    }
  }

  app.ledger.onApplied((result) => {
    void push(result).catch((error: unknown) => app.log.warn({ err: error }, 'could not push balance events'));
  });
}
