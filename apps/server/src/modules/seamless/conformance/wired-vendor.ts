import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { games, vendors } from '../../../db/schema/index';
import { fetchTransport, SeamlessClient } from '../../../products/kit/seamless-client';
import { createMember } from '../../../test/accounts';
import { memberAuth } from '../../../test/member-login';
import { findMerchantById } from '../../merchants/merchants.repo';
import { mainWalletId, worldAccount } from '../../wallet/member-wallets';

/** A vendor of this test with one game, wired to the seamless wallet, reached over real HTTP. */
export async function wireVendor(app: FastifyInstance, origin: string) {
  const code = `CONFORM_${randomBytes(3).toString('hex').toUpperCase()}`;
  const [vendor] = await app.db
    .insert(vendors)
    .values({
      code,
      name: `Conformance ${code}`,
      walletMode: 'seamless',
      gameType: 'RNG',
      launchUrl: 'https://vendor.example/play?token={token}',
    })
    .returning();
  if (!vendor) throw new Error('vendor not created');
  const [game] = await app.db
    .insert(games)
    .values({ vendorId: vendor.id, gameCode: `${code}-GAME`, name: 'Conformance game', gameType: 'RNG' })
    .returning();
  if (!game) throw new Error('game not created');
  const secret = await app.vendorKeys.issue(vendor.id);
  const transport = fetchTransport(origin);
  return { vendor, game, secret, client: new SeamlessClient(code, secret, transport), transport };
}

export type WiredVendor = Awaited<ReturnType<typeof wireVendor>>;

/** A new member funded with `balance` and launched into the vendor's game: the launch token the vendor gets. */
export async function launchPlayer(app: FastifyInstance, wired: WiredVendor, balance: bigint) {
  const member = await createMember(app);
  const merchant = await findMerchantById(app.db, member.merchantId);
  if (!merchant) throw new Error('merchant missing');
  if (balance > 0n) {
    const world = await worldAccount(app.db, merchant);
    await app.ledger.transfer({
      merchantId: merchant.id,
      key: `conformance-fund:${member.id}`,
      debitAccountId: world.id,
      creditAccountId: await mainWalletId(app.db, member, merchant),
      amount: balance,
      currency: merchant.currency,
      kind: 'deposit',
    });
  }
  const headers = await memberAuth(app, member.username);
  const response = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: wired.game.id, isTrial: false, language: 'EN' },
  });
  const body = response.json<{ success: boolean; value: { url: string } | null; message: string }>();
  if (!body.success || !body.value) throw new Error(`launch failed: ${body.message}`);
  const launchToken = new URL(body.value.url).searchParams.get('token');
  if (!launchToken) throw new Error('launch URL carries no token');
  return { launchToken, accountId: member.id };
}
