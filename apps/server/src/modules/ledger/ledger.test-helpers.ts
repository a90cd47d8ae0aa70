import type { FastifyInstance } from 'fastify';
import { ensureAccount, type LedgerAccountRow } from './ledger.repo';

let ownerSequence = 1_000_000;

/** Opens a fresh player main wallet and a house account for tests, funded from the world account. */
export async function openTestAccounts(app: FastifyInstance, fundedMinor = 0n) {
  const merchantId = 1;
  const ownerId = ownerSequence++;
  const player = await ensureAccount(app.db, {
    merchantId,
    ownerType: 'account',
    ownerId,
    kind: 'main',
    currency: 'VND',
  });
  const house = await ensureAccount(app.db, {
    merchantId,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'house',
    currency: 'VND',
  });
  const world = await ensureAccount(app.db, {
    merchantId,
    ownerType: 'merchant',
    ownerId: 0,
    kind: 'world',
    currency: 'VND',
  });
  if (fundedMinor > 0n) {
    await app.ledger.transfer({
      merchantId,
      key: `fund-${ownerId}`,
      debitAccountId: world.id,
      creditAccountId: player.id,
      amount: fundedMinor,
      currency: 'VND',
      kind: 'adjustment',
    });
  }
  return { merchantId, player, house, world };
}

export function spec(from: LedgerAccountRow, to: LedgerAccountRow, amount: bigint, kind = 'test') {
  return { debitAccountId: from.id, creditAccountId: to.id, amount, currency: from.currency, kind };
}
