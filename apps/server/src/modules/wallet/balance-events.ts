import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import type { FastifyInstance } from 'fastify';
import { findAccountsByIds } from '../ledger/ledger.repo';
import type { LedgerResult } from '../ledger/ledger.types';
import { findMerchantById } from '../merchants/merchants.repo';
import { presentBalance } from './wallet.service';

export function memberRoom(accountId: number): string {
  return `member:${accountId}`;
}

/** After every posted transfer, pushes the new main-wallet balance to the sockets of each member it touched. */
export function registerBalanceEvents(app: FastifyInstance): void {
  app.ledger.onApplied((result: LedgerResult) => {
    const accountIds = result.transfers
      .filter((transfer) => transfer.status === 'posted')
      .flatMap((transfer) => [transfer.debitAccountId, transfer.creditAccountId]);
    if (accountIds.length === 0) return;
    void pushBalances(app, [...new Set(accountIds)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not push balance events'),
    );
  });
}

async function pushBalances(app: FastifyInstance, accountIds: number[]): Promise<void> {
  const rows = await findAccountsByIds(app.db, accountIds);
  for (const row of rows) {
    if (row.ownerType !== 'account' || row.kind !== 'main') continue;
    const merchant = await findMerchantById(app.db, row.merchantId);
    if (!merchant) continue;
    app.realtime.io
      .to(memberRoom(row.ownerId))
      .emit(SOCKET_EVENTS.balance, presentBalance(row.balance - row.pendingDebits, merchant));
  }
}
