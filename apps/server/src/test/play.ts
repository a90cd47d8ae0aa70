import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { games, vendors } from '../db/schema/index';
import { findMerchantById } from '../modules/merchants/merchants.repo';
import { mainWalletId, worldAccount } from '../modules/wallet/member-wallets';
import { injectTransport, SeamlessClient } from '../products/kit/seamless-client';

/** Credits a member's main wallet from the outside world (a test's deposit). */
export async function fundMember(app: FastifyInstance, member: { id: number; merchantId: number }, amount: bigint) {
  const merchant = await findMerchantById(app.db, member.merchantId);
  if (!merchant) throw new Error('merchant missing');
  const world = await worldAccount(app.db, merchant);
  await app.ledger.transfer({
    merchantId: merchant.id,
    key: `test-fund:${member.id}:${randomBytes(4).toString('hex')}`,
    debitAccountId: world.id,
    creditAccountId: await mainWalletId(app.db, member, merchant),
    amount,
    currency: merchant.currency,
    kind: 'deposit',
  });
}

/**
 * A vendor of the test with one game, and a player session of `headers`' member on it: bets and wins go
 * through the signed seamless API like any product's.
 */
export async function playerAt(app: FastifyInstance, headers: { authorization: string }) {
  const code = `RG${randomBytes(3).toString('hex').toUpperCase()}`;
  const [vendor] = await app.db
    .insert(vendors)
    .values({
      code,
      name: code,
      walletMode: 'seamless',
      gameType: 'RNG',
      launchUrl: 'https://vendor.example/?token={token}',
    })
    .returning();
  if (!vendor) throw new Error('vendor not created');
  const [game] = await app.db
    .insert(games)
    .values({ vendorId: vendor.id, gameCode: `${code}-G`, name: code, gameType: 'RNG' })
    .returning();
  if (!game) throw new Error('game not created');
  const client = new SeamlessClient(code, await app.vendorKeys.issue(vendor.id), injectTransport(app));
  const launched = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: game.id, isTrial: false, language: 'EN' },
  });
  const url = launched.json<{ value: { url: string } | null; message: string }>().value?.url;
  const launchToken = url ? new URL(url).searchParams.get('token') : null;
  if (!launchToken) throw new Error(`launch failed: ${launched.body}`);
  const session = (await client.authenticate(launchToken)).envelope.value;
  if (!session) throw new Error('authenticate failed');
  let sequence = 0;
  const base = { sessionToken: session.sessionToken, gameCode: game.gameCode, currency: session.currency };
  return {
    client,
    vendorCode: code,
    /** What every call of this player's session names. */
    base,
    /** One bet opening a new round; returns the call and the round id. */
    async bet(amount: bigint) {
      sequence += 1;
      const roundId = `r-${code}-${sequence}`;
      const call = await client.bet({ ...base, transactionId: `b-${code}-${sequence}`, roundId, amount });
      return { ...call, roundId };
    },
    win(roundId: string, amount: bigint) {
      sequence += 1;
      return client.win({ ...base, transactionId: `w-${code}-${sequence}`, roundId, amount, endRound: true });
    },
  };
}
