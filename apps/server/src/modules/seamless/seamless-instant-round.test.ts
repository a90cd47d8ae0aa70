import { randomBytes } from 'node:crypto';
import type { BetRequest, RoundRequest } from '@fortuna/contracts/seamless';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { describeEachDatabase } from '../../test/test-app';
import { balanceSumsByCurrency } from '../ledger/ledger.repo';
import { launchPlayer, type WiredVendor, wireVendor } from './conformance/wired-vendor';
import type { SeamlessDeps } from './seamless.service';
import { bet, generalBet } from './seamless.service';
import { tryInstantBet } from './seamless-instant-bet';
import { tryInstantRound } from './seamless-instant-round';
import { applyRoundActions, playRound } from './seamless-round';
import type { SeamlessVendor } from './vendor-keys';

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

describeEachDatabase('the instant round in one database call, committed in groups', (use) => {
  let app: FastifyInstance;
  let wired: WiredVendor;
  let deps: SeamlessDeps;
  const vendor = async (): Promise<SeamlessVendor> => {
    const found = await app.vendorKeys.byCode(wired.vendor.code);
    if (!found) throw new Error('vendor not found');
    return found;
  };

  beforeAll(async () => {
    app = use().app;
    wired = await wireVendor(app, await app.listen({ port: 0, host: '127.0.0.1' }));
    deps = {
      db: app.db,
      ledger: app.ledger,
      protectionCache: app.protectionCache,
      clock: app.clock,
      riskSettingsCache: app.riskSettingsCache,
    };
  });

  async function player(balance: bigint) {
    const { launchToken, accountId } = await launchPlayer(app, wired, balance);
    const session = await wired.client.authenticate(launchToken);
    if (!session.envelope.value) throw new Error(`authenticate failed: ${session.envelope.code}`);
    return { accountId, sessionToken: session.envelope.value.sessionToken, currency: session.envelope.value.currency };
  }

  function roundOf(p: { sessionToken: string; currency: string }, stake: bigint, payout: bigint): RoundRequest {
    return {
      sessionToken: p.sessionToken,
      roundId: id('round'),
      gameCode: wired.game.gameCode,
      currency: p.currency,
      actions: [
        { type: 'bet', transactionId: id('bet'), amount: stake },
        { type: 'win', transactionId: id('win'), amount: payout, endRound: true },
      ],
    };
  }

  /** What a round left in the wallet's tables, without the ids and times that differ between rounds. */
  async function traceOf(roundId: string) {
    const [round] = await queryRows(
      app.db,
      sql`select status, stake_minor::text as stake, payout_minor::text as payout, has_win, closed_at is not null as closed,
            is_trial, game_id, account_id from vendor_rounds where round_id = ${roundId}`,
    );
    const transactions = await queryRows(
      app.db,
      sql`select kind, amount_minor::text as amount, account_id, request_hash is not null as hashed,
            jsonb_typeof(response->'transactionId') as answer_id, rolled_back
          from vendor_transactions where round_id = ${roundId} order by kind`,
    );
    const transfers = await queryRows(
      app.db,
      sql`select t.kind, t.amount::text as amount, t.status, t.metadata - 'roundId' as metadata,
            i.key is not null as keyed
          from ledger_transfers t left join ledger_idempotency i on i.key = t.idempotency_key
          where t.reference like ${`%:${roundId}`} order by t.kind`,
    );
    return { round, transactions, transfers };
  }

  const ledgerTotal = async (currency: string) =>
    (await balanceSumsByCurrency(app.db)).find((sum) => sum.currency === currency)?.total ?? 0n;

  it('plays a plain round in one call and stores exactly what the general path stores', async () => {
    const p = await player(100_000n);
    const fast = roundOf(p, 1_000n, 2_500n);
    const answer = await tryInstantRound(deps, await vendor(), fast);
    expect(answer).toMatchObject({
      balance: '101500',
      actions: [
        { type: 'bet', answer: { balance: '99000' } },
        { type: 'win', answer: { balance: '101500' } },
      ],
    });
    const general = roundOf(p, 1_000n, 2_500n);
    await applyRoundActions(deps, await vendor(), general);
    expect(await traceOf(fast.roundId)).toEqual(await traceOf(general.roundId));
    expect((await traceOf(fast.roundId)).transfers).toHaveLength(2);
    // A lost round: the win of 0 closes it, and no transfer pays it.
    const lost = roundOf(p, 1_000n, 0n);
    const lostGeneral = roundOf(p, 1_000n, 0n);
    expect(await tryInstantRound(deps, await vendor(), lost)).toMatchObject({ balance: '102000' });
    await applyRoundActions(deps, await vendor(), lostGeneral);
    expect(await traceOf(lost.roundId)).toEqual(await traceOf(lostGeneral.roundId));
    // The repeat is answered by the general path with the answer the one-statement path stored.
    expect(await playRound(deps, await vendor(), fast)).toEqual(answer);
    expect(await ledgerTotal(p.currency)).toBe(0n);
  });

  it('leaves a repeated, refused or guarded round to the general path, having changed nothing', async () => {
    const p = await player(5_000n);
    const played = roundOf(p, 1_000n, 0n);
    expect(await tryInstantRound(deps, await vendor(), played)).toBeDefined();
    const before = await traceOf(played.roundId);
    expect(await tryInstantRound(deps, await vendor(), played)).toBeUndefined();
    expect(await traceOf(played.roundId)).toEqual(before);

    const tooBig = roundOf(p, 50_000n, 0n);
    expect(await tryInstantRound(deps, await vendor(), tooBig)).toBeUndefined();
    expect((await traceOf(tooBig.roundId)).round).toBeUndefined();
    // A win beyond the vendor's ceiling (10,000 × the stake by default) is the general path's to refuse or hold.
    const overCeiling = roundOf(p, 1n, 20_000n);
    expect(await tryInstantRound(deps, await vendor(), overCeiling)).toBeUndefined();
    expect((await traceOf(overCeiling.roundId)).round).toBeUndefined();
    // Not a plain round: a bet alone, or a win that leaves the round open.
    const open = roundOf(p, 1_000n, 0n);
    expect(await tryInstantRound(deps, await vendor(), { ...open, actions: open.actions.slice(0, 1) })).toBeUndefined();
    expect((await traceOf(open.roundId)).round).toBeUndefined();
    const balance = await playRound(deps, await vendor(), roundOf(p, 1n, 0n));
    expect(balance.balance).toBe('3999');
    expect(await ledgerTotal(p.currency)).toBe(0n);
  });

  it('takes 40 concurrent rounds of one player exactly: none beyond the balance, no money lost or made', async () => {
    const p = await player(10_000n);
    const rounds = Array.from({ length: 40 }, (_, n) => roundOf(p, 1_000n, n % 4 === 0 ? 500n : 0n));
    const target = await vendor();
    const outcomes = await Promise.allSettled(rounds.map((round) => playRound(deps, target, round)));
    const played = rounds.filter((_, n) => outcomes[n]?.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    const paid = played.reduce((sum, round) => sum + (round.actions[1]?.amount ?? 0n), 0n);
    const [wallet] = await queryRows(
      app.db,
      sql`select balance::text as balance from ledger_accounts where owner_type = 'account' and owner_id = ${p.accountId}
            and kind = 'main'`,
    );
    expect(BigInt(String(wallet?.balance))).toBe(10_000n - 1_000n * BigInt(played.length) + paid);
    expect(BigInt(String(wallet?.balance))).toBeGreaterThanOrEqual(0n);
    expect(played.length).toBeGreaterThanOrEqual(10);
    expect(await ledgerTotal(p.currency)).toBe(0n);
  });

  it("commits many players' rounds together, each refused round alone refused and the rest applied", async () => {
    const players = await Promise.all(Array.from({ length: 8 }, (_, n) => player(n === 3 ? 500n : 10_000n)));
    const rounds = players.flatMap((p) => [roundOf(p, 1_000n, 1_500n), roundOf(p, 1_000n, 0n)]);
    const target = await vendor();
    const answers = await Promise.all(rounds.map((round) => tryInstantRound(deps, target, round)));
    // The poor player's two rounds are refused (nothing of them written); every other round is applied once.
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(2);
    for (const [index, answer] of answers.entries()) {
      const round = rounds[index];
      if (!round) continue;
      const trace = await traceOf(round.roundId);
      if (answer === undefined) expect(trace.round).toBeUndefined();
      else expect(trace.round).toMatchObject({ status: 'settled' });
    }
    expect(await ledgerTotal(players[0]?.currency ?? '')).toBe(0n);
  });

  function betOf(p: { sessionToken: string; currency: string }, amount: bigint, roundId = id('round')): BetRequest {
    return {
      sessionToken: p.sessionToken,
      transactionId: id('bet'),
      roundId,
      gameCode: wired.game.gameCode,
      amount,
      currency: p.currency,
    };
  }

  it('places a first bet in one call, stores what the general path stores, and its round settles alike', async () => {
    const p = await player(100_000n);
    const fast = betOf(p, 1_000n);
    const answer = await tryInstantBet(deps, await vendor(), fast);
    expect(answer).toMatchObject({ balance: '99000', currency: p.currency });
    const general = betOf(p, 1_000n);
    expect(await generalBet(deps, await vendor(), general)).toMatchObject({ balance: '98000' });
    expect(await traceOf(fast.roundId)).toEqual(await traceOf(general.roundId));
    expect((await traceOf(fast.roundId)).round).toMatchObject({ status: 'open', stake: '1000', has_win: false });
    // The repeat is answered by the general path with the stored answer; a second bet on the open round too.
    expect(await bet(deps, await vendor(), fast)).toEqual(answer);
    expect(await tryInstantBet(deps, await vendor(), betOf(p, 500n, fast.roundId))).toBeUndefined();
    expect(await bet(deps, await vendor(), betOf(p, 500n, fast.roundId))).toMatchObject({ balance: '97500' });
    expect((await traceOf(fast.roundId)).round).toMatchObject({ status: 'open', stake: '1500' });
    // Settled later by a win, as a product that settles later does.
    const settled = await wired.client.settleBatch([
      { type: 'win', transactionId: id('win'), roundId: fast.roundId, amount: 4_000n },
    ]);
    expect(settled.envelope.value?.items[0]).toMatchObject({ code: 'OK', balance: '101500' });
    expect(await ledgerTotal(p.currency)).toBe(0n);
  });

  it('leaves a bet the general path must answer to it, having changed nothing', async () => {
    const p = await player(2_000n);
    // More than the balance: refused by the general path with the balance.
    const tooBig = betOf(p, 5_000n);
    expect(await tryInstantBet(deps, await vendor(), tooBig)).toBeUndefined();
    expect((await traceOf(tooBig.roundId)).round).toBeUndefined();
    await expect(bet(deps, await vendor(), tooBig)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // A bet whose rollback came first is refused, never debited.
    const early = betOf(p, 1_000n);
    await wired.client.rollback({
      sessionToken: p.sessionToken,
      transactionId: id('rb'),
      roundId: early.roundId,
      referenceTransactionId: early.transactionId,
    });
    expect(await tryInstantBet(deps, await vendor(), early)).toBeUndefined();
    await expect(bet(deps, await vendor(), early)).rejects.toMatchObject({ code: 'BET_ROLLED_BACK' });
    expect(await ledgerTotal(p.currency)).toBe(0n);
  });
});
