import { randomBytes } from 'node:crypto';
import type { RiskFlag } from '@fortuna/contracts/risk';
import { SEAMLESS_HEADERS, SEAMLESS_PATHS } from '@fortuna/contracts/seamless';
import { describe, expect, it } from 'vitest';
import type { SeamlessClient } from '../../../products/kit/seamless-client';
import { describeCombinedAndBatchCases } from './combined-and-batch-cases';
import { describeKillSwitchCases } from './kill-switch-cases';
import { describeWinCeilingCases } from './win-ceiling-cases';

/** What the suite needs from the platform under test; every vendor adapter is checked against it. */
export interface ConformanceHarness {
  client: SeamlessClient;
  /** The same vendor signing with a wrong secret, and another vendor that is not this one. */
  wrongSecretClient: SeamlessClient;
  otherVendorClient: SeamlessClient;
  gameCode: string;
  /** Posts a body with exactly these headers (for calls that are not signed properly). */
  post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; code: string }>;
  /** A fresh launch for a fresh player holding `balance` minor units: its one-time token. */
  launch(balance: bigint): Promise<{ launchToken: string; accountId: number }>;
  expireSession(sessionToken: string): Promise<void>;
  suspendPlayer(accountId: number): Promise<void>;
  /** Sets the vendor's and the game's status as staff would (every node's cache dropped). */
  setStatus(target: 'vendor' | 'game', status: 'active' | 'maintenance' | 'disabled'): Promise<void>;
  /** Sum of every ledger balance in the currency: money is neither lost nor created, so it stays 0. */
  ledgerTotal(currency: string): Promise<bigint>;
  /** The platform's win ceiling and its review (left out by an adapter that has none: those cases are skipped). */
  limits?: LimitsHarness;
}

export interface CeilingValues {
  maxWinMultiple?: number;
  maxWinMinor?: bigint;
  maxBalanceMinor?: bigint;
}

/** What staff do in the back office about the win ceiling. */
export interface LimitsHarness {
  /**
   * Sets the vendor's ceiling (values left out: the defaults; set as the database holds it, since a case needs
   * values past what the back office accepts) or the game's overrides through the back office (left out: none).
   */
  setCeiling(target: 'vendor' | 'game', values: CeilingValues): Promise<void>;
  /** The demo merchant's choice for wins over the ceiling. */
  setOverLimitWins(mode: 'refuse' | 'hold'): Promise<void>;
  /** The member's `win_over_limit` flags in the risk queue. */
  flagsOf(accountId: number, status?: 'open' | 'cleared' | 'confirmed'): Promise<RiskFlag[]>;
  /** A staff decision on a flag: clear approves a held win, confirm rejects it. */
  decide(
    flagId: number,
    decision: 'clear' | 'confirm',
    key: string,
  ): Promise<{ success: boolean; code: string; status: string | undefined }>;
  /** A harness of a new vendor of its own (for cases that change its ceiling or its account for good). */
  freshVendor(): Promise<ConformanceHarness>;
}

export interface Player {
  sessionToken: string;
  currency: string;
  accountId: number;
}

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/**
 * The seamless-wallet conformance suite: signatures and replay, idempotency, rollbacks in and out of
 * order, expired sessions, suspended players, insufficient funds, and 50 concurrent bets by one player.
 */
export function describeSeamlessConformance(title: string, use: () => ConformanceHarness): void {
  async function player(balance: bigint): Promise<Player> {
    const harness = use();
    const { launchToken, accountId } = await harness.launch(balance);
    const answer = await harness.client.authenticate(launchToken);
    if (!answer.envelope.success || !answer.envelope.value) {
      throw new Error(`authenticate failed: ${answer.envelope.code} ${answer.envelope.message}`);
    }
    return { sessionToken: answer.envelope.value.sessionToken, currency: answer.envelope.value.currency, accountId };
  }

  function betOf(p: Player, roundId: string, amount: bigint, transactionId = id('bet')) {
    const { client, gameCode } = use();
    return client.bet({ sessionToken: p.sessionToken, transactionId, roundId, gameCode, amount, currency: p.currency });
  }

  function winOf(p: Player, roundId: string, amount: bigint, transactionId = id('win'), endRound = true) {
    const { client, gameCode } = use();
    return client.win({
      sessionToken: p.sessionToken,
      transactionId,
      roundId,
      gameCode,
      amount,
      currency: p.currency,
      endRound,
    });
  }

  function rollbackOf(p: Player, roundId: string, referenceTransactionId: string, transactionId = id('rb')) {
    return use().client.rollback({ sessionToken: p.sessionToken, transactionId, referenceTransactionId, roundId });
  }

  async function balanceOf(p: Player): Promise<bigint> {
    const answer = await use().client.balance(p.sessionToken);
    if (!answer.envelope.value) throw new Error(`balance failed: ${answer.envelope.code}`);
    return BigInt(answer.envelope.value.balance);
  }

  describe(title, () => {
    describeCombinedAndBatchCases({ use, player, betOf, balanceOf });
    describeKillSwitchCases({ use, player, betOf, winOf, balanceOf });
    describeWinCeilingCases({ use, player, betOf, winOf, balanceOf });

    describe('signed calls', () => {
      it('refuses a call without the signature headers, with a wrong secret, or from an unknown vendor', async () => {
        const harness = use();
        const p = await player(1_000n);
        const body = JSON.stringify({ sessionToken: p.sessionToken });
        const bare = await harness.post(SEAMLESS_PATHS.balance, body, { 'content-type': 'application/json' });
        expect(bare).toEqual({ status: 401, code: 'SIGNATURE_MISSING' });
        // A signature over another body does not cover this one.
        const signed = await harness.client.call(SEAMLESS_PATHS.balance, { sessionToken: p.sessionToken });
        expect(signed.envelope.success).toBe(true);
        const wrong = await harness.wrongSecretClient.balance(p.sessionToken);
        expect(wrong.status).toBe(401);
        expect(wrong.envelope.code).toBe('SIGNATURE_INVALID');
        const stranger = await harness.otherVendorClient.balance(p.sessionToken);
        expect(['UNKNOWN_VENDOR', 'SESSION_INVALID']).toContain(stranger.envelope.code);
      });

      it('refuses a timestamp outside five minutes and a replayed nonce', async () => {
        const { client } = use();
        const p = await player(1_000n);
        const stale = await client.call(
          SEAMLESS_PATHS.balance,
          { sessionToken: p.sessionToken },
          {
            timestamp: Date.now() - 6 * 60_000,
          },
        );
        expect(stale.envelope.code).toBe('REQUEST_EXPIRED');
        const ahead = await client.call(
          SEAMLESS_PATHS.balance,
          { sessionToken: p.sessionToken },
          {
            timestamp: Date.now() + 6 * 60_000,
          },
        );
        expect(ahead.envelope.code).toBe('REQUEST_EXPIRED');
        const nonce = id('nonce');
        const first = await client.call(SEAMLESS_PATHS.balance, { sessionToken: p.sessionToken }, { nonce });
        expect(first.envelope.success).toBe(true);
        const replay = await client.call(SEAMLESS_PATHS.balance, { sessionToken: p.sessionToken }, { nonce });
        expect(replay.envelope.code).toBe('NONCE_REPLAYED');
      });

      it('names the headers it needs', () => {
        expect(Object.values(SEAMLESS_HEADERS)).toEqual([
          'x-fortuna-vendor',
          'x-fortuna-timestamp',
          'x-fortuna-nonce',
          'x-fortuna-signature',
        ]);
      });
    });

    describe('sessions', () => {
      it('exchanges a launch token once', async () => {
        const harness = use();
        const { launchToken } = await harness.launch(5_000n);
        const first = await harness.client.authenticate(launchToken);
        expect(first.envelope).toMatchObject({ success: true, value: { balance: '5000', isTrial: false } });
        const again = await harness.client.authenticate(launchToken);
        expect(again.envelope.code).toBe('LAUNCH_TOKEN_INVALID');
        expect((await harness.otherVendorClient.authenticate(launchToken)).envelope.success).toBe(false);
      });

      it('accepts win and rollback after the session expired, but no new bet', async () => {
        const harness = use();
        const p = await player(10_000n);
        const round = id('round');
        const firstBet = id('bet');
        expect((await betOf(p, round, 1_000n, firstBet)).envelope.success).toBe(true);
        const secondRound = id('round');
        expect((await betOf(p, secondRound, 500n)).envelope.success).toBe(true);
        await harness.expireSession(p.sessionToken);
        expect((await betOf(p, round, 100n)).envelope.code).toBe('SESSION_EXPIRED');
        expect((await harness.client.balance(p.sessionToken)).envelope.code).toBe('SESSION_EXPIRED');
        expect((await winOf(p, secondRound, 2_000n)).envelope).toMatchObject({
          success: true,
          value: { balance: '10500' },
        });
        expect((await rollbackOf(p, round, firstBet)).envelope).toMatchObject({
          success: true,
          value: { balance: '11500' },
        });
      });

      it('refuses bets of a suspended player but still pays a win', async () => {
        const harness = use();
        const p = await player(10_000n);
        const round = id('round');
        expect((await betOf(p, round, 1_000n)).envelope.success).toBe(true);
        await harness.suspendPlayer(p.accountId);
        expect((await betOf(p, round, 1_000n)).envelope.code).toBe('PLAYER_SUSPENDED');
        expect((await winOf(p, round, 3_000n)).envelope).toMatchObject({ success: true, value: { balance: '12000' } });
      });
    });

    describe('bets and wins', () => {
      it('debits a bet once however often it is repeated, and refuses the same id with another body', async () => {
        const p = await player(10_000n);
        const round = id('round');
        const transactionId = id('bet');
        const first = await betOf(p, round, 2_500n, transactionId);
        expect(first.envelope).toMatchObject({ success: true, value: { balance: '7500' } });
        const repeat = await betOf(p, round, 2_500n, transactionId);
        expect(repeat.envelope.value).toEqual(first.envelope.value);
        const changed = await betOf(p, round, 2_600n, transactionId);
        expect(changed.envelope.code).toBe('TRANSACTION_CONFLICT');
        expect(await balanceOf(p)).toBe(7_500n);
      });

      it('answers insufficient funds with the balance and changes nothing', async () => {
        const p = await player(1_000n);
        const refused = await betOf(p, id('round'), 1_001n);
        expect(refused.envelope).toMatchObject({
          success: false,
          code: 'INSUFFICIENT_FUNDS',
          value: { balance: '1000' },
        });
        expect(await balanceOf(p)).toBe(1_000n);
      });

      it('credits a win once, settles a lost round with 0, and refuses a win on a closed or unknown round', async () => {
        const p = await player(10_000n);
        const round = id('round');
        await betOf(p, round, 1_000n);
        const winId = id('win');
        const paid = await winOf(p, round, 4_000n, winId);
        expect(paid.envelope).toMatchObject({ success: true, value: { balance: '13000' } });
        expect((await winOf(p, round, 4_000n, winId)).envelope.value).toEqual(paid.envelope.value);
        expect((await winOf(p, round, 1_000n)).envelope.code).toBe('ROUND_CLOSED');
        const lost = id('round');
        await betOf(p, lost, 3_000n);
        expect((await winOf(p, lost, 0n)).envelope).toMatchObject({ success: true, value: { balance: '10000' } });
        expect((await winOf(p, id('round'), 500n)).envelope.code).toBe('ROUND_NOT_FOUND');
        expect(await balanceOf(p)).toBe(10_000n);
      });

      it('refuses a round of another player and a currency that is not the session one', async () => {
        const a = await player(5_000n);
        const b = await player(5_000n);
        const round = id('round');
        await betOf(a, round, 1_000n);
        expect((await betOf(b, round, 1_000n)).envelope.code).toBe('ROUND_OTHER_PLAYER');
        expect((await winOf(b, round, 1_000n)).envelope.code).toBe('ROUND_OTHER_PLAYER');
        const { client, gameCode } = use();
        const wrongCurrency = await client.bet({
          sessionToken: a.sessionToken,
          transactionId: id('bet'),
          roundId: id('round'),
          gameCode,
          amount: 100n,
          currency: a.currency === 'USD' ? 'EUR' : 'USD',
        });
        expect(wrongCurrency.envelope.code).toBe('CURRENCY_MISMATCH');
      });

      it('refuses malformed amounts with a clear error', async () => {
        const p = await player(5_000n);
        const { client, gameCode } = use();
        const base = { sessionToken: p.sessionToken, roundId: id('round'), gameCode, currency: p.currency };
        for (const amount of ['-5', '1.5', '0', 'abc']) {
          const answer = await client.call(SEAMLESS_PATHS.bet, { ...base, transactionId: id('bet'), amount });
          expect(answer.status).toBe(400);
          expect(answer.envelope.success).toBe(false);
        }
        expect(await balanceOf(p)).toBe(5_000n);
      });
    });

    describe('rollbacks', () => {
      it('refunds a bet once, however many rollbacks name it', async () => {
        const p = await player(10_000n);
        const round = id('round');
        const betId = id('bet');
        await betOf(p, round, 4_000n, betId);
        const rollbackId = id('rb');
        const first = await rollbackOf(p, round, betId, rollbackId);
        expect(first.envelope).toMatchObject({ success: true, value: { balance: '10000' } });
        expect((await rollbackOf(p, round, betId, rollbackId)).envelope.value).toEqual(first.envelope.value);
        expect((await rollbackOf(p, round, betId)).envelope).toMatchObject({
          success: true,
          value: { balance: '10000' },
        });
        expect(await balanceOf(p)).toBe(10_000n);
        // Every bet refunded: the round is void and takes no win.
        expect((await winOf(p, round, 1_000n)).envelope.code).toBe('ROUND_CLOSED');
      });

      it('refuses a rollback once the round has a win', async () => {
        const p = await player(10_000n);
        const round = id('round');
        const betId = id('bet');
        await betOf(p, round, 1_000n, betId);
        await winOf(p, round, 1_500n, id('win'), false);
        expect((await rollbackOf(p, round, betId)).envelope.code).toBe('ROUND_HAS_WIN');
        expect(await balanceOf(p)).toBe(10_500n);
      });

      it('accepts a rollback of a bet never seen and refuses that bet when it arrives late', async () => {
        const p = await player(10_000n);
        const round = id('round');
        const lateBet = id('bet');
        expect((await rollbackOf(p, round, lateBet)).envelope).toMatchObject({
          success: true,
          value: { balance: '10000' },
        });
        const late = await betOf(p, round, 1_000n, lateBet);
        expect(late.envelope.code).toBe('BET_ROLLED_BACK');
        expect(await balanceOf(p)).toBe(10_000n);
      });

      it('refuses a rollback naming a transaction that is not a bet of that round', async () => {
        const p = await player(10_000n);
        const round = id('round');
        const betId = id('bet');
        await betOf(p, round, 1_000n, betId);
        expect((await rollbackOf(p, id('round'), betId)).envelope.code).toBe('REFERENCE_MISMATCH');
        expect(await balanceOf(p)).toBe(9_000n);
      });
    });

    describe('out of order', () => {
      it('handles win before bet, end-round before win, and bets after the round closed', async () => {
        const { client } = use();
        const p = await player(10_000n);
        const round = id('round');
        expect((await winOf(p, round, 500n)).envelope.code).toBe('ROUND_NOT_FOUND');
        await betOf(p, round, 1_000n);
        const ended = await client.endRound({ sessionToken: p.sessionToken, transactionId: id('end'), roundId: round });
        expect(ended.envelope).toMatchObject({ success: true, value: { balance: '9000' } });
        expect((await winOf(p, round, 500n)).envelope.code).toBe('ROUND_CLOSED');
        expect((await betOf(p, round, 100n)).envelope.code).toBe('ROUND_CLOSED');
        expect(await balanceOf(p)).toBe(9_000n);
      });
    });

    describe('concurrency', () => {
      it('takes 50 concurrent bets by one player exactly: none lost, none beyond the balance', async () => {
        const harness = use();
        const p = await player(3_000n);
        const answers = await Promise.all(Array.from({ length: 50 }, () => betOf(p, id('round'), 100n)));
        const accepted = answers.filter((answer) => answer.envelope.success).length;
        const refused = answers.filter((answer) => answer.envelope.code === 'INSUFFICIENT_FUNDS').length;
        expect(accepted).toBe(30);
        expect(refused).toBe(20);
        expect(await balanceOf(p)).toBe(0n);
        expect(await harness.ledgerTotal(p.currency)).toBe(0n);
      });

      it('applies a bet sent five times at once only once', async () => {
        const p = await player(10_000n);
        const round = id('round');
        const transactionId = id('bet');
        const answers = await Promise.all(Array.from({ length: 5 }, () => betOf(p, round, 1_000n, transactionId)));
        for (const answer of answers)
          expect(answer.envelope).toMatchObject({ success: true, value: { balance: '9000' } });
        expect(await balanceOf(p)).toBe(9_000n);
      });

      it('keeps the ledger balanced through a mixed run of bets, wins and rollbacks', async () => {
        const harness = use();
        const p = await player(100_000n);
        await Promise.all(
          Array.from({ length: 20 }, async (_, index) => {
            const round = id('round');
            const betId = id('bet');
            await betOf(p, round, 1_000n, betId);
            if (index % 3 === 0) await rollbackOf(p, round, betId);
            else await winOf(p, round, BigInt(index * 150));
          }),
        );
        // 20 bets of 1,000: 7 refunded; the other 13 paid 150 × index.
        const paid = Array.from({ length: 20 }, (_, index) => index)
          .filter((index) => index % 3 !== 0)
          .reduce((sum, index) => sum + index * 150, 0);
        expect(await balanceOf(p)).toBe(100_000n - 13_000n + BigInt(paid));
        expect(await harness.ledgerTotal(p.currency)).toBe(0n);
      });
    });
  });
}
