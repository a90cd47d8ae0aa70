import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminKyc, KycState } from '@fortuna/contracts/kyc';
import type { MessagePage } from '@fortuna/contracts/messages';
import { PAYMENT_API, type PayeeAccount } from '@fortuna/contracts/payments';
import { POINTS_API } from '@fortuna/contracts/points';
import { PROMOTIONS_API } from '@fortuna/contracts/promotions';
import { REBATE_API } from '@fortuna/contracts/rebate';
import type { MemberRisk, RiskFlag, RiskFlagPage } from '@fortuna/contracts/risk';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from '../../seed/demo';
import { DEMO_CHANNEL_CODES } from '../../seed/payments';
import { postLogin } from '../../test/member-login';
import { multipartBody, testImage } from '../../test/multipart';
import { playerAt } from '../../test/play';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { channelByCode, fundedMember, markPayeeUsed, newKey, post } from '../payments/payments.test-helpers';
import { raiseRiskFlag } from './risk-flags';
import { assertPromotionsAllowed } from './risk-gates';

type Headers = Record<string, string>;

async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return response.json<{ success: boolean; code: string; message: string; value: T }>();
}

/** A funded member (₫1,000,000) with a bound, already used withdrawal account. */
async function readyMember(app: FastifyInstance, accountNumber = `01${Date.now().toString().slice(-8)}`) {
  const funded = await fundedMember(app, 100_000_000n);
  const bound = await post<PayeeAccount>(
    app,
    PAYMENT_API.payeeAccounts,
    { payeeName: 'TEST PAYEE', bankName: 'ACB', accountNumber, paymentPassword: DEMO_PAYMENT_PASSWORD },
    funded.auth,
  );
  await markPayeeUsed(app, bound.body.value.id);
  return { ...funded, payeeId: bound.body.value.id };
}

async function withdraw(app: FastifyInstance, auth: Headers, payeeAccountId: number, amount: string) {
  const channel = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
  return post(
    app,
    PAYMENT_API.withdrawals,
    { channelId: channel.id, payeeAccountId, amount, paymentPassword: DEMO_PAYMENT_PASSWORD },
    auth,
  );
}

async function upload(app: FastifyInstance, auth: Headers, kind: string, data: Buffer, filename: string) {
  const body = multipartBody([{ filename, data }]);
  const response = await app.inject({
    method: 'POST',
    url: `/wps/member/kyc/documents/${kind}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  return response.json<{ success: boolean; code: string; value: KycState }>();
}

async function pdfDocument(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]);
  document.addJavaScript('greet', 'app.alert("hi")');
  return Buffer.from(await document.save());
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fortuna-kyc-'));

describeEachDatabase(
  'identity checks and risk gates on withdrawals and promotions',
  (use) => {
    it('withdrawals over the merchant threshold need a verified identity; staff review documents with reasons', async () => {
      const { app } = use();
      const admin = await staffAuth(app);
      const { member, auth, payeeId } = await readyMember(app);
      await call(app, 'PUT', '/api/admin/risk/settings', admin, {
        merchantId: member.merchantId,
        largeWinThreshold: null,
        kycWithdrawalThreshold: '200000',
      });
      const over = await withdraw(app, auth, payeeId, '300000');
      expect(over.body).toMatchObject({ success: false, code: 'KYC_REQUIRED', value: { status: 'unverified' } });
      expect((await withdraw(app, auth, payeeId, '150000')).body.success).toBe(true);

      const html = Buffer.from('<html><script>alert(1)</script></html>');
      expect((await upload(app, auth, 'front', html, 'id.pdf')).code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
      expect((await upload(app, auth, 'front', Buffer.from('%PDF-1.7 broken'), 'id.pdf')).code).toBe(
        'DOCUMENT_UNREADABLE',
      );
      expect((await upload(app, auth, 'front', await testImage('png'), 'front.png')).success).toBe(true);
      expect((await call(app, 'POST', '/wps/member/kyc/submit', auth, { idNumber: 'AB123456' })).code).toBe(
        'KYC_DOCUMENTS_MISSING',
      );
      const back = await upload(app, auth, 'back', await pdfDocument(), 'back.pdf');
      const pdf = back.value.documents.find((document) => document.kind === 'back');
      expect(pdf?.contentType).toBe('application/pdf');
      const served = await app.inject({ method: 'GET', url: pdf?.url ?? '', headers: auth });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.body).not.toContain('app.alert');
      const selfie = await upload(app, auth, 'selfie', await testImage('jpeg'), 'me.jpg');
      expect(selfie.value.documents.map((document) => document.kind).sort()).toEqual(['back', 'front', 'selfie']);

      expect((await call(app, 'POST', '/wps/member/kyc/submit', auth, { idNumber: '12' })).code).toBe(
        'VALIDATION_FAILED',
      );
      const submitted = await call<KycState>(app, 'POST', '/wps/member/kyc/submit', auth, { idNumber: 'AB123456' });
      expect(submitted.value.status).toBe('pending');
      expect((await upload(app, auth, 'front', await testImage('png', '#000'), 'again.png')).code).toBe('KYC_STATE');

      const queue = await call<{ list: AdminKyc[] }>(app, 'GET', '/api/admin/kyc?status=pending', admin);
      expect(queue.value.list.map((row) => row.accountId)).toContain(member.id);
      const key = newKey();
      const decide = (decision: object, idempotencyKey: string) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/kyc/${member.id}/decision`,
          headers: { ...admin, 'idempotency-key': idempotencyKey },
          payload: decision,
        });
      expect((await decide({ decision: 'verify' }, key)).json()).toMatchObject({ value: { status: 'verified' } });
      expect((await decide({ decision: 'verify' }, key)).json()).toMatchObject({ value: { status: 'verified' } });
      expect((await decide({ decision: 'reject', reason: 'blurred' }, newKey())).json()).toMatchObject({
        code: 'REVIEW_ALREADY_DECIDED',
      });
      const inbox = await call<MessagePage>(app, 'GET', '/wps/member/messages', auth);
      expect(inbox.value.list[0]?.title).toBe('Danh tính của bạn đã được xác minh');
      expect((await withdraw(app, auth, payeeId, '300000')).body.success).toBe(true);
    });

    it('a large win holds withdrawals until risk staff clear it', async () => {
      const { app } = use();
      const admin = await staffAuth(app);
      const { member, auth, payeeId } = await readyMember(app);
      await call(app, 'PUT', '/api/admin/risk/settings', admin, {
        merchantId: member.merchantId,
        largeWinThreshold: '1000',
        kycWithdrawalThreshold: null,
      });
      const player = await playerAt(app, auth);
      const small = await player.bet(1000n);
      await player.win(small.roundId, 50_000n);
      expect((await withdraw(app, auth, payeeId, '100000')).body.success).toBe(true);
      const big = await player.bet(1000n);
      await player.win(big.roundId, 100_000n);
      expect((await withdraw(app, auth, payeeId, '100000')).body.code).toBe('RISK_WITHDRAWAL_HOLD');

      const queue = await call<RiskFlagPage>(app, 'GET', '/api/admin/risk/flags?kind=large_win', admin);
      const flag = queue.value.list.find((row) => row.accountId === member.id);
      expect(flag).toMatchObject({ status: 'open', holdsWithdrawals: true, amount: { amount: '1000.00' } });
      const decide = (key: string) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/risk/flags/${flag?.id}/decision`,
          headers: { ...admin, 'idempotency-key': key },
          payload: { decision: 'clear', reason: 'Checked the round' },
        });
      expect((await decide(newKey())).json<{ value: RiskFlag }>().value.status).toBe('cleared');
      expect((await decide(newKey())).json()).toMatchObject({ code: 'REVIEW_ALREADY_DECIDED' });
      expect((await withdraw(app, auth, payeeId, '100000')).body.success).toBe(true);
    });

    it('links accounts that share a device or a payee account, and the risk level gates withdrawals and promotions', async () => {
      const { app } = use();
      const admin = await staffAuth(app);
      const first = await readyMember(app, '9988776655');
      const second = await readyMember(app, '9988776655');
      const device = { 'x-device-id': 'device-abcdef0123456789' };
      for (const { member } of [first, second]) {
        expect(
          (await postLogin(app, { username: member.username, password: DEMO_PASSWORD }, { headers: device })).json(),
        ).toMatchObject({ success: true });
      }
      const picture = await call<MemberRisk>(app, 'GET', `/api/admin/risk/members/${second.member.id}`, admin);
      const linked = picture.value.linkedAccounts.find((row) => row.accountId === first.member.id);
      expect(linked?.signals.map((signal) => signal.signal).sort()).toEqual(['device', 'ip', 'payee_account']);
      expect(picture.value.flags.map((flag) => flag.kind)).toContain('duplicate_account');

      // The promotions' flag call is idempotent by its source.
      const raise = () =>
        raiseRiskFlag(app.db, {
          merchantId: first.member.merchantId,
          accountId: first.member.id,
          kind: 'bonus_abuse',
          sourceKey: 'claim:42',
        });
      expect(await raise()).toBeDefined();
      expect(await raise()).toBeUndefined();

      await call(app, 'PUT', `/api/admin/risk/members/${first.member.id}/level`, admin, {
        level: 'watch',
        note: 'bonus pattern',
      });
      await expect(assertPromotionsAllowed(app, first.member.id)).rejects.toMatchObject({
        code: 'RISK_PROMOTIONS_BLOCKED',
      });
      // Every claim route asks first: promotion, rebate, points redeem and convert are refused, nothing paid.
      const claimHeaders = { ...first.auth, 'idempotency-key': 'blocked-claim-1' };
      for (const url of [PROMOTIONS_API.claim(1), REBATE_API.claim, POINTS_API.redeem, POINTS_API.convert]) {
        expect((await call(app, 'POST', url, claimHeaders)).code, url).toBe('RISK_PROMOTIONS_BLOCKED');
      }
      expect((await withdraw(app, first.auth, first.payeeId, '100000')).body.success).toBe(true);
      await call(app, 'PUT', `/api/admin/risk/members/${first.member.id}/level`, admin, {
        level: 'high',
        note: 'confirmed abuse',
      });
      expect((await withdraw(app, first.auth, first.payeeId, '100000')).body.code).toBe('RISK_WITHDRAWAL_HOLD');
      await expect(assertPromotionsAllowed(app, second.member.id)).resolves.toBeUndefined();
    });
  },
  { DATA_DIR: dataDir },
);
