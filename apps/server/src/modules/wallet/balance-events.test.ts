import { randomBytes } from 'node:crypto';
import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import type { Envelope } from '@fortuna/contracts/envelope';
import { PAYMENT_API } from '@fortuna/contracts/payment-paths';
import { STUDIO_PATHS, type StudioBalance } from '@fortuna/contracts/studio';
import type { Balance } from '@fortuna/contracts/wallet';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { answerValue, moveMoney, openWindow, startRound } from '../../products/studio/studio-test-window';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { accountIdFor } from '../ledger/ledger.repo';
import { findMerchantById } from '../merchants/merchants.repo';
import { launchPlayer, wireVendor } from '../seamless/conformance/wired-vendor';
import { mainWalletId, worldAccount } from './member-wallets';

/** A member's site socket, collecting every balance and wallet event it hears. */
async function memberSocket(app: FastifyInstance, authorization: string) {
  const origin = app.server.listening ? app.listeningOrigin : await app.listen({ port: 0, host: '127.0.0.1' });
  const socket: Socket = connect(origin, {
    auth: { merchant: 'DEMO', token: authorization.slice('Bearer '.length) },
    transports: ['websocket'],
  });
  const balances: Balance[] = [];
  let walletChanges = 0;
  socket.on(SOCKET_EVENTS.balance, (balance: Balance) => balances.push(balance));
  socket.on(SOCKET_EVENTS.walletChanged, () => walletChanges++);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, balances, walletChanges: () => walletChanges };
}

/** Resolves once `check` holds (the events arrive over a real socket), or fails after 2 s. */
async function eventually(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 2_000) throw new Error('the event did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describeEachDatabase(
  'balance events on the site socket',
  (use) => {
    it('follows every round a game plays through the seamless wallet, and the game reads the same balance', async () => {
      const { app } = use();
      const { headers, session } = await openWindow(app, 'fortuna-dice', 5_000_000n);
      const live = await memberSocket(app, headers.authorization);
      sockets.push(live.socket);
      for (let round = 0; round < 2; round++) {
        const answer = answerValue(
          await startRound(app, session.studioToken, { stake: 100_000, direction: 'under', target: 50 }),
        );
        // The round's balance changes reach the socket (the stake, and the win when there is one); the
        // last one is the round's final balance.
        await eventually(() => live.balances.at(-1)?.balanceMinor === answer.balance);
      }
      // At least one event per round: a losing round has no win to announce.
      expect(live.balances.length).toBeGreaterThanOrEqual(2);
      const fromGame = await app.inject({
        method: 'GET',
        url: STUDIO_PATHS.balance,
        headers: { authorization: `Bearer ${session.studioToken}` },
      });
      const gameBalance = fromGame.json<Envelope<StudioBalance>>().value;
      const header = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers });
      expect(gameBalance?.balance).toBe(header.json<Envelope<Balance>>().value?.balanceMinor);
      expect(gameBalance?.balance).toBe(live.balances.at(-1)?.balanceMinor);
    });

    it('pushes deposits and staff bonuses, and tells of changes to the member’s other wallets', async () => {
      const { app } = use();
      const { member, headers } = await openWindow(app, 'fortuna-dice', 0n);
      const live = await memberSocket(app, headers.authorization);
      sockets.push(live.socket);
      await moveMoney(app, member, 250_000n);
      await eventually(() => live.balances.at(-1)?.balanceMinor === '250000');

      const bonus = await app.inject({
        method: 'POST',
        url: PAYMENT_API.admin.bonuses,
        headers: { ...(await staffAuth(app)), 'idempotency-key': `bonus-${randomBytes(6).toString('hex')}` },
        payload: {
          merchantId: member.merchantId,
          accountId: member.id,
          amount: '1.50',
          wageringMultiple: 0,
          remark: 'x',
        },
      });
      expect(bonus.json()).toMatchObject({ success: true });
      await eventually(() => live.balances.at(-1)?.balanceMinor === '250150');

      const merchant = await findMerchantById(app.db, member.merchantId);
      if (!merchant) throw new Error('merchant missing');
      const bonusWallet = await accountIdFor(app.db, {
        merchantId: merchant.id,
        ownerType: 'account',
        ownerId: member.id,
        kind: 'bonus',
        currency: merchant.currency,
      });
      await app.ledger.transfer({
        merchantId: merchant.id,
        key: `bonus-wallet:${randomBytes(6).toString('hex')}`,
        debitAccountId: (await worldAccount(app.db, merchant)).id,
        creditAccountId: bonusWallet,
        amount: 500n,
        currency: merchant.currency,
        kind: 'bonus',
      });
      await eventually(() => live.walletChanges() === 1);
    });

    it('pushes what a product settlement batch paid (a lottery draw, a sports result, a cash-out), once per batch', async () => {
      const { app } = use();
      const origin = app.server.listening ? app.listeningOrigin : await app.listen({ port: 0, host: '127.0.0.1' });
      const wired = await wireVendor(app, origin);
      const { launchToken, accountId } = await launchPlayer(app, wired, 10_000n);
      const session = (await wired.client.authenticate(launchToken)).envelope.value;
      if (!session) throw new Error('authenticate failed');
      const [player] = await app.db
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!player) throw new Error('player missing');
      const live = await memberSocket(app, (await memberAuth(app, player.username)).authorization);
      sockets.push(live.socket);
      const rounds = [`round-${randomBytes(4).toString('hex')}`, `round-${randomBytes(4).toString('hex')}`];
      for (const roundId of rounds) {
        const bet = await wired.client.bet({
          sessionToken: session.sessionToken,
          transactionId: `${roundId}-bet`,
          roundId,
          gameCode: wired.game.gameCode,
          amount: 1_000n,
          currency: session.currency,
        });
        expect(bet.envelope.success).toBe(true);
      }
      await eventually(() => live.balances.at(-1)?.balanceMinor === '8000');
      const seenBefore = live.balances.length;
      const settled = await wired.client.settleBatch([
        { type: 'win', transactionId: `${rounds[0]}-win`, roundId: rounds[0] ?? '', amount: 2_500n },
        { type: 'win', transactionId: `${rounds[1]}-win`, roundId: rounds[1] ?? '', amount: 1_500n },
      ]);
      expect(settled.envelope.value).toMatchObject({ applied: 2 });
      // The header follows the batch: its final balance, told once for the two wins.
      await eventually(() => live.balances.at(-1)?.balanceMinor === '12000');
      expect(live.balances.length - seenBefore).toBe(1);
      // The same batch again changes nothing and tells nothing.
      await wired.client.settleBatch([
        { type: 'win', transactionId: `${rounds[0]}-win`, roundId: rounds[0] ?? '', amount: 2_500n },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(live.balances.length - seenBefore).toBe(1);
    });

    it('never announces money that a rolled-back transaction moved', async () => {
      const { app } = use();
      const { member, headers } = await openWindow(app, 'fortuna-dice', 10_000n);
      const live = await memberSocket(app, headers.authorization);
      sockets.push(live.socket);
      const merchant = await findMerchantById(app.db, member.merchantId);
      if (!merchant) throw new Error('merchant missing');
      const world = (await worldAccount(app.db, merchant)).id;
      const wallet = await mainWalletId(app.db, member, merchant);
      const deposit = (key: string, amount: bigint) => ({
        type: 'transfer' as const,
        merchantId: merchant.id,
        key,
        transfers: [
          { debitAccountId: world, creditAccountId: wallet, amount, currency: merchant.currency, kind: 'deposit' },
        ],
      });
      await expect(
        inTransaction(app.db, async (tx) => {
          await app.ledger.applyInTransaction(tx, deposit(`rolled-back:${member.id}`, 70n));
          throw new Error('midway failure');
        }),
      ).rejects.toThrow('midway failure');
      await inTransaction(app.db, (tx) => app.ledger.applyInTransaction(tx, deposit(`committed:${member.id}`, 30n)));
      await eventually(() => live.balances.at(-1)?.balanceMinor === '10030');
      // Only the committed deposit was told: never 10,000 + 70.
      expect(live.balances.map((balance) => balance.balanceMinor)).not.toContain('10070');
    });
  },
  { STUDIO_ENABLED: 'true' },
);
