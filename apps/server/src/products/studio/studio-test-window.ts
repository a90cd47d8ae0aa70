import { randomBytes } from 'node:crypto';
import type { Envelope } from '@fortuna/contracts/envelope';
import type { PlayRoundAnswer, StudioSession } from '@fortuna/contracts/studio';
import { STUDIO_PATHS, STUDIO_VENDOR_CODE } from '@fortuna/contracts/studio';
import { blackjackInteractive } from '@fortuna/games/studio/blackjack/blackjack-interactive';
import { startFromShoe } from '@fortuna/games/studio/blackjack/state';
import { orderedShoe, parseCards } from '@fortuna/games/studio/cards/cards';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { games, vendors } from '../../db/schema/index';
import { balanceSumsByCurrency } from '../../modules/ledger/ledger.repo';
import { findMerchantById } from '../../modules/merchants/merchants.repo';
import { mainWalletId, worldAccount } from '../../modules/wallet/member-wallets';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { injectTransport, SeamlessClient } from '../kit/seamless-client';
import { jsonSafe } from './json-safe';
import { updateRound } from './studio.repo';
import { StudioWallet } from './studio-wallet';

/** Test set-up for studio games: a funded member, a launched game window, and calls to the studio API. */

export async function studioGameId(app: FastifyInstance, code: string): Promise<number> {
  const [row] = await app.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(and(eq(vendors.code, STUDIO_VENDOR_CODE), eq(games.gameCode, code)))
    .limit(1);
  if (!row) throw new Error(`studio game ${code} is not listed`);
  return row.id;
}

/** Launches the game from the lobby and opens its window with the launch token; the token comes back too. */
export async function launchWindowWithToken(
  app: FastifyInstance,
  headers: { authorization: string },
  gameCode: string,
) {
  const launch = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: await studioGameId(app, gameCode), isTrial: false, language: 'EN' },
  });
  const launched = launch.json<Envelope<{ url: string }>>();
  if (!launched.value) throw new Error(`launch failed: ${launched.message}`);
  const launchToken = new URL(launched.value.url, 'http://site').searchParams.get('token') ?? '';
  const opened = await app.inject({ method: 'POST', url: STUDIO_PATHS.session, payload: { launchToken } });
  const session = opened.json<Envelope<StudioSession>>();
  if (!session.value) throw new Error(`studio session failed: ${session.message}`);
  return { session: session.value, launchToken };
}

/** Launches the game from the lobby and opens its window. */
export async function launchWindow(app: FastifyInstance, headers: { authorization: string }, gameCode: string) {
  return (await launchWindowWithToken(app, headers, gameCode)).session;
}

/** Moves `amount` between the world account and the member's main wallet (positive: deposit, negative: withdrawal). */
export async function moveMoney(app: FastifyInstance, member: { id: number; merchantId: number }, amount: bigint) {
  const merchant = await findMerchantById(app.db, member.merchantId);
  if (!merchant) throw new Error('merchant missing');
  const world = (await worldAccount(app.db, merchant)).id;
  const wallet = await mainWalletId(app.db, member, merchant);
  await app.ledger.transfer({
    merchantId: merchant.id,
    key: `studio-test-move:${member.id}:${randomBytes(6).toString('hex')}`,
    debitAccountId: amount > 0n ? world : wallet,
    creditAccountId: amount > 0n ? wallet : world,
    amount: amount > 0n ? amount : -amount,
    currency: merchant.currency,
    kind: amount > 0n ? 'deposit' : 'withdrawal',
  });
}

/** A member with `balance` in the main wallet, launched into a studio game. */
export async function openWindow(app: FastifyInstance, gameCode: string, balance: bigint) {
  const member = await createMember(app);
  if (balance > 0n) await moveMoney(app, member, balance);
  const headers = await memberAuth(app, member.username);
  return { member, headers, ...(await launchWindowWithToken(app, headers, gameCode)) };
}

export async function realWallet(app: FastifyInstance): Promise<StudioWallet> {
  const secret = (await app.vendorKeys.byCode(STUDIO_VENDOR_CODE))?.secret ?? '';
  return new StudioWallet(new SeamlessClient(STUDIO_VENDOR_CODE, secret, injectTransport(app)), STUDIO_VENDOR_CODE);
}

const newRequestId = () => randomBytes(8).toString('hex');

/** Starts a round (POST rounds); the raw answer. */
export async function startRound(
  app: FastifyInstance,
  studioToken: string,
  choices: unknown,
  requestId = newRequestId(),
) {
  const answer = await app.inject({
    method: 'POST',
    url: STUDIO_PATHS.rounds,
    headers: { authorization: `Bearer ${studioToken}` },
    payload: { choices, requestId },
  });
  return answer.json<Envelope<PlayRoundAnswer>>();
}

/** One decision in an open round (POST rounds/:id/actions); the raw answer. */
export async function sendAction(
  app: FastifyInstance,
  studioToken: string,
  roundId: string,
  action: { type: string; [field: string]: unknown },
  requestId = newRequestId(),
) {
  const answer = await app.inject({
    method: 'POST',
    url: STUDIO_PATHS.roundAction(roundId),
    headers: { authorization: `Bearer ${studioToken}` },
    payload: { action, requestId },
  });
  return answer.json<Envelope<PlayRoundAnswer>>();
}

/** The answer's value, or the test fails with the server's message. */
export function answerValue<T>(envelope: Envelope<T>): T {
  if (!envelope.success || envelope.value === null) throw new Error(`${envelope.code}: ${envelope.message}`);
  return envelope.value;
}

/**
 * Opens a blackjack round over HTTP, then deals it from `cards` (player, dealer up, player, hole, then hits).
 * Also answers the balance once its stake is taken (a natural dealt first settles at once: another is started).
 */
export async function dealtBlackjackRound(app: FastifyInstance, studioToken: string, stake: bigint, cards: string) {
  let roundId = '';
  let balance = 0n;
  for (let attempt = 0; !roundId; attempt++) {
    if (attempt > 20) throw new Error('no open blackjack round');
    const started = answerValue(await startRound(app, studioToken, { stake: stake.toString() }));
    if (started.round.status === 'open') roundId = started.round.roundId;
    balance = BigInt(started.balance);
  }
  const state = startFromShoe({ stake }, [...parseCards(cards), ...orderedShoe(6)]);
  await updateRound(app.db, roundId, {
    privateState: blackjackInteractive.serialize(state),
    detail: jsonSafe(blackjackInteractive.view(state)),
  });
  return { roundId, balance };
}

/** Every ledger's balances still sum to zero per currency. */
export async function expectLedgerBalanced(app: FastifyInstance): Promise<void> {
  for (const total of await balanceSumsByCurrency(app.db)) expect(total.total).toBe(0n);
}
