import { rmSync } from 'node:fs';
import { PAYMENT_API } from '@fortuna/contracts/payment-paths';
import {
  type AdminP2pDispute,
  P2P_API,
  P2P_PAY_WINDOW_MINUTES,
  type P2pDeposit,
  type P2pDispute,
  type P2pWithdrawal,
} from '@fortuna/contracts/payments-p2p';
import type { AuditEntry, Page } from '@fortuna/contracts/staff';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, staffAuth } from '../../../test/test-app';
import {
  expectLedgerSound,
  financeAuth,
  fundedMember,
  get,
  post,
  testDataDir,
  walletOf,
} from '../payments.test-helpers';
import { MILLION, newP2pChannel, p2pDeposit, p2pView, p2pWithdrawer, payPart, upload } from './p2p.test-helpers';
import { runAutoReceipt, runLapsedMatches } from './p2p-auto-receipt.job';

const dataDir = testDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeEachDatabase(
  'payments: P2P matching',
  (use) => {
    it('matches deposits oldest first and splits the hold: parts and remainder always add up to the amount', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '3000000');
      expect(w.withdrawal).toMatchObject({ status: 'pending', channelType: 'p2p' });
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 10n * MILLION, held: 3n * MILLION });

      const a = await fundedMember(app);
      const first = await p2pDeposit(app, a.auth, channelId, '1000000');
      expect(first.body.value).toMatchObject({
        status: 'matched',
        amount: { amountMinor: String(MILLION) },
        payee: { payeeName: 'P2P PAYEE', bankName: 'ACB', accountNumber: '5551234567' },
      });
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 10n * MILLION, held: 3n * MILLION });
      let view = await p2pView(app, w.auth, w.withdrawal.id);
      expect(view).toMatchObject({ status: 'matching', unmatched: { amountMinor: String(2n * MILLION) } });
      expect(view.remaining.amountMinor).toBe(String(3n * MILLION));
      expect(view.received.amountMinor).toBe('0');

      // Less is open than asked: the part is what there is.
      const b = await fundedMember(app);
      const second = await p2pDeposit(app, b.auth, channelId, '5000000');
      expect(second.body.value.amount.amountMinor).toBe(String(2n * MILLION));
      view = await p2pView(app, w.auth, w.withdrawal.id);
      expect(view.unmatched.amountMinor).toBe('0');
      expect(view.parts.map((part) => part.amount.amountMinor)).toEqual([String(MILLION), String(2n * MILLION)]);
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 10n * MILLION, held: 3n * MILLION });

      const c = await fundedMember(app);
      const none = await p2pDeposit(app, c.auth, channelId, '1000000');
      expect(none).toMatchObject({ status: 409, body: { code: 'P2P_NO_MATCH' } });
      // The withdrawer is never matched to their own withdrawal.
      const own = await p2pWithdrawer(app, await newP2pChannel(app), '1000000');
      const self = await p2pDeposit(app, own.auth, own.withdrawal.channelId, '1000000');
      expect(self.body.code).toBe('P2P_NO_MATCH');
      await expectLedgerSound(app);
    });

    it('a repeated key returns the same match; the depositor pays with proof, the withdrawer confirms and the depositor is credited', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '2000000');
      const d = await fundedMember(app);
      const key = 'p2p-same-key-1';
      const matched = await post<P2pDeposit>(app, P2P_API.deposits, { channelId, amount: '1000000' }, d.auth, key);
      const again = await post<P2pDeposit>(app, P2P_API.deposits, { channelId, amount: '1000000' }, d.auth, key);
      expect(again.body.value.partId).toBe(matched.body.value.partId);
      const { depositId, partId } = matched.body.value;

      const early = await post(app, P2P_API.depositPaid(depositId), {}, d.auth);
      expect(early.body.code).toBe('P2P_PROOF_REQUIRED');
      const paid = await payPart(app, d.auth, depositId);
      expect(paid.status).toBe('paid');
      expect(paid.proofs).toHaveLength(1);
      expect(paid.autoReceiptAt).not.toBeNull();

      // Nobody else acts on these parts.
      const stranger = await fundedMember(app);
      expect((await post(app, P2P_API.partReceived(partId), {}, stranger.auth)).body.code).toBe('P2P_PART_NOT_FOUND');
      expect((await post(app, P2P_API.partReceived(partId), {}, d.auth)).body.code).toBe('P2P_PART_NOT_FOUND');
      expect((await get(app, P2P_API.withdrawal(w.withdrawal.id), stranger.auth)).body.code).toBe(
        'WITHDRAWAL_NOT_FOUND',
      );
      expect((await get(app, P2P_API.deposit(depositId), stranger.auth)).body.code).toBe('DEPOSIT_NOT_FOUND');
      expect((await post(app, P2P_API.depositCancel(depositId), {}, w.auth)).body.code).toBe('DEPOSIT_NOT_FOUND');
      const proofUrl = paid.proofs[0]?.url ?? '';
      expect((await app.inject({ method: 'GET', url: proofUrl, headers: w.auth })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: proofUrl, headers: stranger.auth })).statusCode).toBe(404);

      const confirmed = await post(app, P2P_API.partReceived(partId), {}, w.auth);
      expect(confirmed.body.success, confirmed.body.message).toBe(true);
      expect(await walletOf(app, d.member.id)).toMatchObject({ balance: MILLION, held: 0n });
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 9n * MILLION, held: MILLION });
      const view = await p2pView(app, w.auth, w.withdrawal.id);
      expect(view).toMatchObject({
        received: { amountMinor: String(MILLION) },
        remaining: { amountMinor: String(MILLION) },
        unmatched: { amountMinor: String(MILLION) },
      });
      expect(view.parts[0]?.status).toBe('received');
      expect((await get<P2pDeposit>(app, P2P_API.deposit(depositId), d.auth)).body.value.status).toBe('received');

      // A second confirmation changes nothing.
      expect((await post(app, P2P_API.partReceived(partId), {}, w.auth)).body.success).toBe(true);
      expect((await walletOf(app, d.member.id)).balance).toBe(MILLION);
      // A received part takes no further changes.
      expect((await post(app, P2P_API.partNotReceived(partId), {}, w.auth)).body.code).toBe('P2P_PART_STATE');
      await expectLedgerSound(app);
    });

    it('the depositor may cancel before paying: the share goes back to the withdrawal and is matched again', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '1000000');
      const d = await fundedMember(app);
      const matched = await p2pDeposit(app, d.auth, channelId, '1000000');
      const cancelled = await post<P2pDeposit>(app, P2P_API.depositCancel(matched.body.value.depositId), {}, d.auth);
      expect(cancelled.body.value.status).toBe('cancelled');
      expect((await p2pView(app, w.auth, w.withdrawal.id)).unmatched.amountMinor).toBe(String(MILLION));
      expect((await walletOf(app, w.member.id)).held).toBe(MILLION);
      expect((await post(app, P2P_API.depositPaid(matched.body.value.depositId), {}, d.auth)).body.code).toBe(
        'P2P_PART_STATE',
      );
      const again = await p2pDeposit(app, d.auth, channelId, '1000000');
      expect(again.body.value.amount.amountMinor).toBe(String(MILLION));
      await expectLedgerSound(app);
    });

    it('the withdrawer may cancel only while no depositor is working on it: the hold is released', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '1000000');
      const d = await fundedMember(app);
      const matched = (await p2pDeposit(app, d.auth, channelId, '1000000')).body.value;
      const refused = await post(app, P2P_API.withdrawalCancel(w.withdrawal.id), {}, w.auth);
      expect(refused.body.code).toBe('P2P_PART_STATE');
      await post(app, P2P_API.depositCancel(matched.depositId), {}, d.auth);
      const cancelled = await post<P2pWithdrawal>(app, P2P_API.withdrawalCancel(w.withdrawal.id), {}, w.auth);
      expect(cancelled.body.value.status).toBe('cancelled');
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 10n * MILLION, held: 0n });
      expect((await p2pDeposit(app, d.auth, channelId, '1000000')).body.code).toBe('P2P_NO_MATCH');
      await expectLedgerSound(app);
    });

    it('not received opens a dispute with proofs; staff resolve it not received and the share is matched again', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '1000000');
      const d = await fundedMember(app);
      const matched = await p2pDeposit(app, d.auth, channelId, '1000000');
      const { depositId, partId } = matched.body.value;
      // Not before the depositor says it was paid.
      expect((await post(app, P2P_API.partNotReceived(partId), {}, w.auth)).body.code).toBe('P2P_PART_STATE');
      await payPart(app, d.auth, depositId);

      const disputed = await post<P2pDispute>(app, P2P_API.partNotReceived(partId), { reason: 'Nothing came' }, w.auth);
      expect(disputed.body.value).toMatchObject({ status: 'open', reason: 'Nothing came' });
      const disputeId = disputed.body.value.id;
      const withProof = await upload<P2pDispute>(app, P2P_API.disputeProofs(disputeId), w.auth, '#aa0000');
      expect(withProof.value.proofCount).toBe(1);
      expect((await upload(app, P2P_API.disputeProofs(disputeId), d.auth)).code).toBe('P2P_DISPUTE_NOT_FOUND');
      // Disputed: the job leaves it alone.
      expect(await runAutoReceipt(app, { now: new Date(Date.now() + 365 * 24 * 3600_000) })).toBe(0);

      const finance = await financeAuth(app);
      const merchantId = w.merchant.id;
      const queue = await get<AdminP2pDispute[]>(app, `${P2P_API.admin.disputes}?merchantId=${merchantId}`, finance);
      const listed = queue.body.value.find((row) => row.id === disputeId);
      expect(listed).toMatchObject({
        part: { id: partId, status: 'disputed' },
        withdrawer: { accountId: w.member.id },
        depositor: { accountId: d.member.id },
      });
      expect(listed?.proofUrls).toHaveLength(1);
      expect(listed?.depositProofUrls).toHaveLength(1);
      const image = await app.inject({ method: 'GET', url: listed?.proofUrls[0] ?? '', headers: finance });
      expect(image.headers['content-type']).toBe('image/jpeg');
      const depositImage = await app.inject({
        method: 'GET',
        url: listed?.depositProofUrls[0] ?? '',
        headers: finance,
      });
      expect(depositImage.statusCode).toBe(200);

      const resolved = await post<AdminP2pDispute>(
        app,
        P2P_API.admin.disputeResolve(disputeId),
        { outcome: 'not_received', note: 'Bank statement shows nothing' },
        finance,
      );
      expect(resolved.body.value).toMatchObject({ status: 'resolved_not_received', part: { status: 'not_received' } });
      const again = await post(
        app,
        P2P_API.admin.disputeResolve(disputeId),
        { outcome: 'received', note: 'x' },
        finance,
      );
      expect(again.body.code).toBe('P2P_DISPUTE_RESOLVED');
      expect(await walletOf(app, d.member.id)).toMatchObject({ balance: 0n });
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 10n * MILLION, held: MILLION });
      expect((await p2pView(app, w.auth, w.withdrawal.id)).unmatched.amountMinor).toBe(String(MILLION));
      const other = await fundedMember(app);
      expect((await p2pDeposit(app, other.auth, channelId, '1000000')).body.success).toBe(true);

      const audit = await get<Page<AuditEntry>>(
        app,
        '/api/admin/audit?action=payment.p2p.dispute.not_received',
        await staffAuth(app),
      );
      expect(audit.body.value.list.some((entry) => entry.targetId === String(partId))).toBe(true);
      await expectLedgerSound(app);
    });

    it('staff resolve a dispute received or force a part received: the depositor is credited, nothing is refunded', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '2000000');
      const d1 = await fundedMember(app);
      const d2 = await fundedMember(app);
      const first = (await p2pDeposit(app, d1.auth, channelId, '1000000')).body.value;
      const second = (await p2pDeposit(app, d2.auth, channelId, '1000000')).body.value;
      await payPart(app, d1.auth, first.depositId);
      const dispute = await post<P2pDispute>(app, P2P_API.partNotReceived(first.partId), {}, w.auth);
      const finance = await financeAuth(app);
      // The deposit queue's approve and reject do not apply to a P2P deposit: it follows its part.
      for (const decision of [
        PAYMENT_API.admin.depositApprove(first.depositId),
        PAYMENT_API.admin.depositReject(first.depositId),
      ]) {
        const refused = await post(app, decision, { reason: 'not here', remark: '' }, finance);
        expect(refused.body.code).toBe('P2P_PART_STATE');
      }
      expect(await walletOf(app, d1.member.id)).toMatchObject({ balance: 0n });
      const support = await fundedMember(app);
      expect(
        (
          await post(
            app,
            P2P_API.admin.disputeResolve(dispute.body.value.id),
            { outcome: 'received', note: 'x' },
            support.auth,
          )
        ).status,
      ).toBe(401);
      const resolved = await post<AdminP2pDispute>(
        app,
        P2P_API.admin.disputeResolve(dispute.body.value.id),
        { outcome: 'received', note: 'The transfer is on the statement' },
        finance,
      );
      expect(resolved.body.value).toMatchObject({ status: 'resolved_received', part: { status: 'force_received' } });

      // Forced on a part never even marked paid: credited, and the withdrawal is not refunded.
      const forced = await post(
        app,
        P2P_API.admin.partForceReceived(second.partId),
        { note: 'Confirmed by phone' },
        finance,
      );
      expect(forced.body.value).toMatchObject({ status: 'force_received' });
      const repeat = await post(app, P2P_API.admin.partForceReceived(second.partId), { note: 'again' }, finance);
      expect(repeat.body.success).toBe(true);
      expect(await walletOf(app, d1.member.id)).toMatchObject({ balance: MILLION });
      expect(await walletOf(app, d2.member.id)).toMatchObject({ balance: MILLION });
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 8n * MILLION, held: 0n });
      const view = await p2pView(app, w.auth, w.withdrawal.id);
      expect(view).toMatchObject({ status: 'paid', remaining: { amountMinor: '0' } });
      // Cancelling or disputing afterwards moves nothing back.
      expect((await post(app, P2P_API.depositCancel(second.depositId), {}, d2.auth)).body.code).toBe('P2P_PART_STATE');
      await expectLedgerSound(app);
    });

    it('the auto-receipt job counts unconfirmed paid parts as received; a second run changes nothing', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '1000000');
      const d = await fundedMember(app);
      const matched = (await p2pDeposit(app, d.auth, channelId, '1000000')).body.value;
      const paid = await payPart(app, d.auth, matched.depositId);
      const due = new Date(paid.autoReceiptAt ?? 0);
      expect(due.getTime() - new Date(paid.paidAt ?? 0).getTime()).toBe(30 * 60_000);

      expect(await runAutoReceipt(app, { now: new Date(due.getTime() - 1000) })).toBe(0);
      expect((await walletOf(app, d.member.id)).balance).toBe(0n);
      expect(await runAutoReceipt(app, { now: new Date(due.getTime() + 1000) })).toBe(1);
      const afterFirst = [await walletOf(app, d.member.id), await walletOf(app, w.member.id)];
      expect(afterFirst[0]?.balance).toBe(MILLION);
      expect(afterFirst[1]).toMatchObject({ balance: 9n * MILLION, held: 0n });
      expect(await runAutoReceipt(app, { now: new Date(due.getTime() + 1000) })).toBe(0);
      expect([await walletOf(app, d.member.id), await walletOf(app, w.member.id)]).toEqual(afterFirst);
      const view = await p2pView(app, w.auth, w.withdrawal.id);
      expect(view.parts[0]?.status).toBe('auto_received');
      expect(view.status).toBe('paid');
      await expectLedgerSound(app);
    });

    it('all received confirms every waiting part and pays the withdrawal', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '2500000');
      const depositors = [await fundedMember(app), await fundedMember(app), await fundedMember(app)];
      const parts = [];
      for (const d of depositors) parts.push((await p2pDeposit(app, d.auth, channelId, '1000000')).body.value);
      expect(parts.map((part) => part.amount.amountMinor)).toEqual([String(MILLION), String(MILLION), '50000000']);
      const all = await post<P2pWithdrawal>(app, P2P_API.allReceived(w.withdrawal.id), {}, w.auth);
      expect(all.body.value).toMatchObject({ status: 'paid', received: { amountMinor: '250000000' } });
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 10n * MILLION - 250_000_000n, held: 0n });
      expect((await walletOf(app, depositors[2]?.member.id ?? 0)).balance).toBe(50_000_000n);
      await expectLedgerSound(app);
    });

    it('two concurrent confirmations, and the job racing the member, apply once', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '2000000');
      const d1 = await fundedMember(app);
      const d2 = await fundedMember(app);
      const first = (await p2pDeposit(app, d1.auth, channelId, '1000000')).body.value;
      const second = (await p2pDeposit(app, d2.auth, channelId, '1000000')).body.value;
      await payPart(app, d1.auth, first.depositId);
      const paidSecond = await payPart(app, d2.auth, second.depositId);

      const answers = await Promise.all(
        Array.from({ length: 4 }, () => post(app, P2P_API.partReceived(first.partId), {}, w.auth)),
      );
      expect(answers.every((answer) => answer.status === 200 || answer.body.code === 'P2P_PART_STATE')).toBe(true);
      expect((await walletOf(app, d1.member.id)).balance).toBe(MILLION);

      const later = new Date(new Date(paidSecond.autoReceiptAt ?? 0).getTime() + 1000);
      const [, job] = await Promise.all([
        post(app, P2P_API.partReceived(second.partId), {}, w.auth),
        runAutoReceipt(app, { now: later }),
      ]);
      expect(job).toBeLessThanOrEqual(1);
      expect((await walletOf(app, d2.member.id)).balance).toBe(MILLION);
      expect(await walletOf(app, w.member.id)).toMatchObject({ balance: 8n * MILLION, held: 0n });
      await expectLedgerSound(app);
    });
  },
  { DATA_DIR: dataDir },
);

// A database of its own: the pay-window job looks at every match of the merchant, and the suite above
// leaves matches open on purpose.
describeEachDatabase(
  'payments: P2P pay window',
  (use) => {
    it('a match not paid within the pay window lapses: its share is open again, a second run changes nothing', async () => {
      const { app } = use();
      const channelId = await newP2pChannel(app);
      const w = await p2pWithdrawer(app, channelId, '2000000');
      const idle = await fundedMember(app);
      const payer = await fundedMember(app);
      const unpaid = (await p2pDeposit(app, idle.auth, channelId, '1000000')).body.value;
      const paying = (await p2pDeposit(app, payer.auth, channelId, '1000000')).body.value;
      await payPart(app, payer.auth, paying.depositId);
      const lapse = new Date(new Date(unpaid.matchedAt).getTime() + P2P_PAY_WINDOW_MINUTES * 60_000);

      expect(await runLapsedMatches(app, { now: new Date(lapse.getTime() - 1000) })).toBe(0);
      expect(await runLapsedMatches(app, { now: new Date(lapse.getTime() + 1000) })).toBe(1);
      expect(await runLapsedMatches(app, { now: new Date(lapse.getTime() + 1000) })).toBe(0);
      const view = await p2pView(app, w.auth, w.withdrawal.id);
      // Only the unpaid match lapsed; the paid one still waits for the withdrawer.
      expect(view.unmatched.amountMinor).toBe(String(MILLION));
      expect(view.parts.map((part) => part.status).sort()).toEqual(['cancelled', 'paid']);
      expect((await walletOf(app, w.member.id)).held).toBe(2n * MILLION);
      expect((await post(app, P2P_API.depositPaid(unpaid.depositId), {}, idle.auth)).body.code).toBe('P2P_PART_STATE');
      const again = await p2pDeposit(app, idle.auth, channelId, '1000000');
      expect(again.body.value.amount.amountMinor).toBe(String(MILLION));
      await expectLedgerSound(app);
    });
  },
  { DATA_DIR: dataDir },
);
