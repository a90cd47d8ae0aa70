import { randomBytes } from 'node:crypto';
import type { BetRecordPage, ProfitReport } from '@fortuna/contracts/bet-records';
import type { Envelope } from '@fortuna/contracts/envelope';
import type { PlayRoundAnswer, VerifyAnswer } from '@fortuna/contracts/studio';
import { STUDIO_VENDOR_CODE } from '@fortuna/contracts/studio';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { vendorRounds, vendorSessions } from '../../db/schema/index';
import { signedRecallUrl } from '../../lib/seamless-protocol/recall-link';
import { balanceSumsByCurrency } from '../../modules/ledger/ledger.repo';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';
import { WalletUnreachable } from '../kit/wallet-call';
import { findRound } from './studio.repo';
import { completeRound, playStudioRound } from './studio.service';
import { launchWindow, openWindow, realWallet } from './studio-test-window';
import type { StudioWallet } from './studio-wallet';
import { sessionOfToken } from './studio-windows';

function play(app: FastifyInstance, studioToken: string, choices: unknown, requestId = randomBytes(8).toString('hex')) {
  return app.inject({
    method: 'POST',
    url: '/studio/api/rounds',
    headers: { authorization: `Bearer ${studioToken}` },
    payload: { choices, requestId },
  });
}

describeEachDatabase(
  'studio games through the seamless wallet',
  (use) => {
    it('launches a game with a one-time token and plays dice rounds that move the wallet exactly', async () => {
      const { app } = use();
      const { session, launchToken } = await openWindow(app, 'fortuna-dice', 10_000_000n);
      expect(session).toMatchObject({ balance: '10000000', isTrial: false, game: { code: 'fortuna-dice' } });
      expect(session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      // The launch token opens one window only.
      const again = await app.inject({ method: 'POST', url: '/studio/api/session', payload: { launchToken } });
      expect(again.json()).toMatchObject({ success: false });

      let balance = 10_000_000n;
      for (let index = 0; index < 5; index++) {
        const answer = (await play(app, session.studioToken, { stake: 200_000, direction: 'under', target: 50 })).json<
          Envelope<PlayRoundAnswer>
        >();
        if (!answer.value) throw new Error(answer.message);
        const { round } = answer.value;
        expect(round.status).toBe('settled');
        expect(round.nonce).toBe(index);
        expect(round.balanceBefore).toBe(balance.toString());
        balance = balance - 200_000n + BigInt(round.payout);
        expect(round.balanceAfter).toBe(balance.toString());
        expect(answer.value.balance).toBe(balance.toString());
        const record = await app.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, round.roundId));
        expect(record[0]).toMatchObject({ status: 'settled', stakeMinor: 200_000n, payoutMinor: BigInt(round.payout) });
      }
      const totals = await balanceSumsByCurrency(app.db);
      for (const total of totals) expect(total.total).toBe(0n);
    });

    it('lists the rounds in the bet record with totals, replays them by signed link, and sums P&L by day', async () => {
      const { app } = use();
      const { session, headers } = await openWindow(app, 'fortuna-dice', 10_000_000n);
      const payouts: bigint[] = [];
      for (let index = 0; index < 3; index++) {
        const answer = (await play(app, session.studioToken, { stake: 300_000, direction: 'over', target: 30 })).json<
          Envelope<PlayRoundAnswer>
        >();
        payouts.push(BigInt(answer.value?.round.payout ?? '0'));
      }
      const range = new URLSearchParams({
        from: new Date(Date.now() - 3_600_000).toISOString(),
        to: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const page = await app.inject({ method: 'GET', url: `/wps/game/betRecords?${range}&pageSize=2`, headers });
      const records = page.json<Envelope<BetRecordPage>>().value;
      if (!records) throw new Error('no bet records');
      expect(records.totalPages).toBe(2);
      expect(records.list).toHaveLength(2);
      const paid = payouts.reduce((total, value) => total + value, 0n);
      expect(records.totals).toMatchObject({
        rounds: 3,
        stake: { amountMinor: '900000' },
        payout: { amountMinor: paid.toString() },
        profit: { amountMinor: (paid - 900_000n).toString() },
      });
      const first = records.list[0];
      // Named in the member's language: Vietnamese, the site's default.
      expect(first).toMatchObject({
        gameName: 'Xúc Xắc Fortuna',
        vassalage: 'FORTUNA',
        status: 'settled',
        canReplay: true,
      });
      const filtered = await app.inject({ method: 'GET', url: `/wps/game/betRecords?${range}&status=void`, headers });
      expect(filtered.json<Envelope<BetRecordPage>>().value?.totals.rounds).toBe(0);

      const replay = await app.inject({ method: 'POST', url: `/wps/game/betRecords/${first?.id}/replay`, headers });
      const link = replay.json<Envelope<{ url: string }>>().value?.url ?? '';
      expect(link).toMatch(new RegExp(`^/studio/recall/${first?.roundId}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
      const recalled = await app.inject({ method: 'GET', url: link.replace('/studio/recall/', '/studio/api/recall/') });
      expect(recalled.json()).toMatchObject({ success: true, value: { round: { roundId: first?.roundId } } });
      // Another member cannot replay this member's round.
      const stranger = await memberAuth(app, (await createMember(app)).username);
      const refused = await app.inject({
        method: 'POST',
        url: `/wps/game/betRecords/${first?.id}/replay`,
        headers: stranger,
      });
      expect(refused.json()).toMatchObject({ success: false, code: 'ROUND_NOT_FOUND' });

      const profit = await app.inject({ method: 'GET', url: `/wps/game/profit?${range}&offsetMinutes=420`, headers });
      const report = profit.json<Envelope<ProfitReport>>().value;
      if (!report) throw new Error(JSON.stringify(profit.json()));
      expect(report?.rows).toHaveLength(1);
      expect(report?.rows[0]).toMatchObject({ gameType: 'RNG', rounds: 3, stake: { amountMinor: '900000' } });
      expect(report?.totals.profit.amountMinor).toBe((paid - 900_000n).toString());
      const badRange = await app.inject({ method: 'GET', url: '/wps/game/profit?from=yesterday&to=today', headers });
      expect(badRange.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    });

    it('plays a request sent twice only once, and refuses a stake beyond the balance without a trace of money', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-roulette', 1_000_000n);
      const choices = { chips: [{ bet: { type: 'red' }, amount: 500_000 }] };
      const first = (await play(app, session.studioToken, choices, 'same-request-1')).json<Envelope<PlayRoundAnswer>>();
      const second = (await play(app, session.studioToken, choices, 'same-request-1')).json<
        Envelope<PlayRoundAnswer>
      >();
      expect(second.value?.round.roundId).toBe(first.value?.round.roundId);
      expect(second.value?.balance).toBe(first.value?.balance);
      const balance = BigInt(first.value?.balance ?? '0');
      const tooMuch = await play(app, session.studioToken, { chips: [{ bet: { type: 'black' }, amount: 2_000_000 }] });
      expect(tooMuch.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });
      const bad = await play(app, session.studioToken, {
        chips: [{ bet: { type: 'split', numbers: [1, 5] }, amount: 100_000 }],
      });
      expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      const unauthorised = await play(app, 'not-a-token', choices);
      expect(unauthorised.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
      const rounds = await app.inject({
        method: 'GET',
        url: '/studio/api/rounds',
        headers: { authorization: `Bearer ${session.studioToken}` },
      });
      const listed = rounds.json<Envelope<{ status: string }[]>>().value ?? [];
      expect(listed.map((round) => round.status).sort()).toEqual(['settled', 'void']);
      const after = await app.inject({
        method: 'POST',
        url: '/studio/api/rounds',
        headers: { authorization: `Bearer ${session.studioToken}` },
        payload: { choices: { chips: [{ bet: { type: 'even' }, amount: 100_000 }] }, requestId: 'after-refusal-1' },
      });
      expect(after.json<Envelope<PlayRoundAnswer>>().value?.round.balanceBefore).toBe(balance.toString());
    });

    it('finishes a round whose answer was lost, retried or resumed, and never shows a win it will not pay', async () => {
      const { app } = use();
      const { session, headers } = await openWindow(app, 'fortuna-slot-20', 5_000_000n);
      const studioSession = await sessionOfToken(app.db, session.studioToken);
      const real = await realWallet(app);
      // The wallet takes the stake and pays the win, then the network drops before the answer arrives.
      const dropsAnswer = Object.create(real) as StudioWallet;
      dropsAnswer.playRound = async (...args) => {
        await real.playRound(...args);
        throw new WalletUnreachable('connection reset');
      };
      const deps = { db: app.db, secrets: app.secrets, wallet: dropsAnswer };
      const lost = await playStudioRound(deps, studioSession, { coin: 5_000 }, 'interrupted-1').catch(
        (error: unknown) => error,
      );
      expect(lost).toMatchObject({ code: 'WALLET_UNREACHABLE' });

      // The next launch shows the open round, and completing it records exactly what the wallet paid once.
      const reopened = await launchWindow(app, headers, 'fortuna-slot-20');
      const open = reopened.openRound;
      if (!open) throw new Error('the interrupted round is not open');
      const completed = await app.inject({
        method: 'POST',
        url: `/studio/api/rounds/${open.roundId}/complete`,
        headers: { authorization: `Bearer ${session.studioToken}` },
      });
      const done = completed.json<Envelope<PlayRoundAnswer>>().value;
      expect(done?.round.status).toBe('settled');
      expect(done?.balance).toBe((5_000_000n - 100_000n + BigInt(open.payout)).toString());

      // A round whose call never reached the wallet: the retried request (same requestId) finishes it.
      const neverSent = Object.create(real) as StudioWallet;
      neverSent.playRound = async () => {
        throw new WalletUnreachable('timeout');
      };
      const unsent = await playStudioRound(
        { ...deps, wallet: neverSent },
        studioSession,
        { coin: 5_000 },
        'retried-1',
      ).catch((error: unknown) => error);
      expect(unsent).toMatchObject({ code: 'WALLET_UNREACHABLE' });
      // While the wallet stays unreachable the retry answers so, without the round's outcome.
      const stillDown = await playStudioRound(
        { ...deps, wallet: neverSent },
        studioSession,
        { coin: 5_000 },
        'retried-1',
      )
        .then(() => 'answered')
        .catch((error: unknown) => error);
      expect(stillDown).toMatchObject({ code: 'WALLET_UNREACHABLE' });
      const retried = await play(app, session.studioToken, { coin: 5_000 }, 'retried-1');
      const finished = retried.json<Envelope<PlayRoundAnswer>>().value;
      expect(finished?.round.status).toBe('settled');
      expect(finished?.balance).toBe(
        (BigInt(done?.balance ?? '0') - 100_000n + BigInt(finished?.round.payout ?? '0')).toString(),
      );
      const [paidRound] = await app.db
        .select()
        .from(vendorRounds)
        .where(eq(vendorRounds.roundId, finished?.round.roundId ?? ''));
      expect(paidRound).toMatchObject({ status: 'settled', stakeMinor: 100_000n });

      // A round that can no longer be finished when retried (its wallet session ended) is voided: no win shown.
      const drained = await playStudioRound(
        { ...deps, wallet: neverSent },
        studioSession,
        { coin: 5_000 },
        'voided-1',
      ).catch((error: unknown) => error);
      expect(drained).toMatchObject({ code: 'WALLET_UNREACHABLE' });
      await app.db
        .update(vendorSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(vendorSessions.accountId, Number(studioSession.playerId)));
      const voided = (await play(app, session.studioToken, { coin: 5_000 }, 'voided-1')).json<
        Envelope<PlayRoundAnswer>
      >().value;
      expect(voided?.round).toMatchObject({ status: 'void', payout: '0' });
      expect(voided?.balance).toBe(finished?.balance);
      const [stale] = await app.db.select().from(vendorRounds).where(eq(vendorRounds.status, 'open'));
      expect(stale).toBeUndefined();
      const voidedRow = await findRound(app.db, voided?.round.roundId ?? '');
      if (!voidedRow) throw new Error('the voided round is missing');
      expect(await completeRound({ ...deps, wallet: real }, voidedRow)).toMatchObject({ status: 'void' });
    });

    it('reveals the server seed on rotation, and anyone can recompute a round from seeds, nonce and choices', async () => {
      const { app } = use();
      const { session } = await openWindow(app, 'fortuna-dice', 5_000_000n);
      const choices = { stake: 100_000, direction: 'over', target: 40.5 };
      const played = (await play(app, session.studioToken, choices)).json<Envelope<PlayRoundAnswer>>().value;
      if (!played) throw new Error('round not played');
      const rotated = await app.inject({
        method: 'POST',
        url: '/studio/api/fairness/client-seed',
        headers: { authorization: `Bearer ${session.studioToken}` },
        payload: { clientSeed: 'my-lucky-seed' },
      });
      const { revealed, fairness } = rotated.json<
        Envelope<{ revealed: { serverSeed: string; serverSeedHash: string }; fairness: { clientSeed: string } }>
      >().value ?? { revealed: { serverSeed: '', serverSeedHash: '' }, fairness: { clientSeed: '' } };
      expect(revealed.serverSeedHash).toBe(played.round.serverSeedHash);
      expect(fairness.clientSeed).toBe('my-lucky-seed');
      const query = new URLSearchParams({
        gameCode: 'fortuna-dice',
        serverSeed: revealed.serverSeed,
        clientSeed: played.round.clientSeed,
        nonce: String(played.round.nonce),
        choices: JSON.stringify(choices),
      });
      const verified = (await app.inject({ method: 'GET', url: `/studio/api/verify?${query}` })).json<
        Envelope<VerifyAnswer>
      >();
      expect(verified.value).toMatchObject({
        serverSeedHash: played.round.serverSeedHash,
        payout: played.round.payout,
        detail: played.round.detail,
      });
      // A signed replay link shows the round with its seed now revealed; a forged one is refused.
      const secret = (await app.vendorKeys.byCode(STUDIO_VENDOR_CODE))?.secret ?? '';
      const url = signedRecallUrl('/studio/api/recall/{roundId}?exp={exp}&sig={sig}', secret, played.round.roundId);
      const recalled = (await app.inject({ method: 'GET', url })).json<Envelope<{ round: { serverSeed: string } }>>();
      expect(recalled.value?.round.serverSeed).toBe(revealed.serverSeed);
      const forged = url.replace(/sig=[0-9a-f]{4}/, 'sig=0000');
      expect((await app.inject({ method: 'GET', url: forged })).json()).toMatchObject({ code: 'FORBIDDEN' });
    });
  },
  { STUDIO_ENABLED: 'true' },
);
