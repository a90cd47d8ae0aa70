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
  /** The member owning the account, or null for an account of no member (merchant, vendor, pool…). */
  memberId: number | null;
  isMain: boolean;
  merchantId: number;
}

/**
 * After every applied ledger operation (each product's rounds, deposits, withdrawals and their holds,
 * transfers, bonuses, settlements: whatever moved a member's money, once its transaction committed),
 * pushes to the member's sockets on every node (the Socket.IO adapter): the new spendable balance of a
 * main wallet it touched (`wallet:balance`), and `wallet:changed` for the member's other wallets (bonus,
 * points, vendor), whose pages read them again. Which member owns an account never changes and is
 * remembered, so a transfer costs no extra query once its accounts are known. Pushes go out one
 * operation after another, in the order the operations were applied on this node.
 */
export function registerBalanceEvents(app: FastifyInstance): void {
  const owners = new Map<number, Owner>();
  const merchants = new Map<number, { merchant: MerchantRow; expiresAt: number }>();

  async function ownersOf(accountIds: number[]): Promise<void> {
    const missing = accountIds.filter((id) => !owners.has(id));
    if (missing.length === 0) return;
    for (const row of await findAccountsByIds(app.db, missing)) {
      const memberId = row.ownerType === 'account' ? row.ownerId : null;
      owners.set(row.id, { memberId, isMain: row.kind === 'main', merchantId: row.merchantId });
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
    const otherWallets = new Set<number>();
    for (const { accountId, available } of written) {
      const owner = owners.get(accountId);
      if (!owner?.memberId || available === null) continue;
      if (!owner.isMain) {
        otherWallets.add(owner.memberId);
        continue;
      }
      const merchant = await merchantOf(owner.merchantId);
      if (!merchant) continue;
      app.realtime.io.to(memberRoom(owner.memberId)).emit(SOCKET_EVENTS.balance, presentBalance(available, merchant));
    }
    for (const memberId of otherWallets) app.realtime.io.to(memberRoom(memberId)).emit(SOCKET_EVENTS.walletChanged, {});
  }

  let queue = Promise.resolve();
  app.ledger.onApplied((result) => {
    queue = queue
      .then(() => push(result))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not push balance events'));
  });
}
