import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { DepositOrder } from '@fortuna/contracts/payments';
import { PAYMENT_API } from '@fortuna/contracts/payments';
import type { AdminDepositOrder } from '@fortuna/contracts/payments-admin';
import type { AuditEntry, Page } from '@fortuna/contracts/staff';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { DEMO_CHANNEL_CODES } from '../../seed/payments';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import {
  channelByCode,
  expectLedgerSound,
  financeAuth,
  fundedMember,
  get,
  newKey,
  post,
  staffWithRole,
  testDataDir,
  walletOf,
} from './payments.test-helpers';

const dataDir = testDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function multipart(data: Buffer, filename = 'proof.png', contentType = 'image/png') {
  const boundary = `----fortuna-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function image(format: 'png' | 'jpeg', background = '#2980b9'): Promise<Buffer> {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background } });
  return (format === 'png' ? base.png() : base.jpeg()).toBuffer();
}

async function uploadProof(
  app: FastifyInstance,
  auth: Record<string, string>,
  id: number,
  data: Buffer,
  name?: string,
) {
  const body = multipart(data, name);
  const response = await app.inject({
    method: 'POST',
    url: PAYMENT_API.depositProofs(id),
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
  return {
    status: response.statusCode,
    body: response.json<{ success: boolean; code: string; value: DepositOrder }>(),
  };
}

async function bankDeposit(app: FastifyInstance, auth: Record<string, string>, amount = '250000') {
  const channel = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
  const created = await post<DepositOrder>(
    app,
    PAYMENT_API.deposits,
    { channelId: channel.id, amount, payerName: 'A' },
    auth,
  );
  expect(created.body.success).toBe(true);
  return created.body.value;
}

describeEachDatabase(
  'payments: bank-transfer deposits',
  (use) => {
    it('lists channels, refuses amounts outside the limits, and a repeated key returns the same order', async () => {
      const { app } = use();
      const { auth } = await fundedMember(app);
      const channels = await get<{ code: string; type: string }[]>(
        app,
        `${PAYMENT_API.channels}?direction=deposit`,
        auth,
      );
      expect(channels.body.value.map((channel) => channel.type)).toEqual(['bank_transfer', 'gateway', 'p2p']);

      const channel = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
      const tooSmall = await post(app, PAYMENT_API.deposits, { channelId: channel.id, amount: '99999.99' }, auth);
      expect(tooSmall.body.code).toBe('AMOUNT_BELOW_MINIMUM');
      const tooLarge = await post(app, PAYMENT_API.deposits, { channelId: channel.id, amount: '500000000.01' }, auth);
      expect(tooLarge.body.code).toBe('AMOUNT_ABOVE_MAXIMUM');
      const floaty = await post(app, PAYMENT_API.deposits, { channelId: channel.id, amount: '1e6' }, auth);
      expect(floaty.body.code).toBe('VALIDATION_FAILED');
      const noKey = await post(app, PAYMENT_API.deposits, { channelId: channel.id, amount: '200000' }, auth, null);
      expect(noKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

      const key = newKey();
      const first = await post<DepositOrder>(
        app,
        PAYMENT_API.deposits,
        { channelId: channel.id, amount: '200000' },
        auth,
        key,
      );
      const again = await post<DepositOrder>(
        app,
        PAYMENT_API.deposits,
        { channelId: channel.id, amount: '200000' },
        auth,
        key,
      );
      expect(first.body.value.status).toBe('pending');
      expect(again.body.value.id).toBe(first.body.value.id);
      const changed = await post(app, PAYMENT_API.deposits, { channelId: channel.id, amount: '300000' }, auth, key);
      expect(changed.body.code).toBe('IDEMPOTENCY_CONFLICT');
    });

    it('takes amounts only in the canonical grammar: no separators, spaces or lone points, and nothing is created', async () => {
      const { app } = use();
      const { auth } = await fundedMember(app);
      const channel = await channelByCode(app, DEMO_CHANNEL_CODES.bank);
      // Each of these was once read by stripping commas and spaces: "200,000" as 200000.00, "1,2,3,4,5,6" as 123456.00.
      for (const amount of [
        '200,000',
        '1,2,3,4,5,6',
        '150000,5',
        ' 200000',
        '200000 ',
        '200 000',
        '200000.',
        '200000.001',
      ]) {
        const refused = await post(app, PAYMENT_API.deposits, { channelId: channel.id, amount }, auth);
        expect(refused.status, amount).toBe(400);
        expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        expect(refused.body.message, amount).toBe(
          'amount: Write the amount as digits with at most 2 decimals after a point, without separators (e.g. 1234567.89)',
        );
      }
      const listed = await get<{ list: unknown[] }>(app, PAYMENT_API.deposits, auth);
      expect(listed.body.value.list).toEqual([]);

      const canonical = await post<DepositOrder>(
        app,
        PAYMENT_API.deposits,
        { channelId: channel.id, amount: '200000.5' },
        auth,
      );
      expect(canonical.body.value.amount).toMatchObject({ amount: '200000.50', amountMinor: '20000050' });
    });

    it('takes up to 3 PNG/JPEG proofs and refuses lies about the type, files over 5 MB and a fourth image', async () => {
      const { app } = use();
      const { auth } = await fundedMember(app);
      const order = await bankDeposit(app, auth);

      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const lying = await uploadProof(app, auth, order.id, html, 'proof.png');
      expect(lying.status).toBe(415);
      expect(lying.body.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
      const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .webp()
        .toBuffer();
      expect((await uploadProof(app, auth, order.id, webp, 'proof.jpg')).body.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
      const huge = Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024 + 1)]);
      expect((await uploadProof(app, auth, order.id, huge)).body.code).toBe('IMAGE_TOO_LARGE');

      for (const [index, color] of ['#111111', '#222222', '#333333'].entries()) {
        const stored = await uploadProof(app, auth, order.id, await image(index === 1 ? 'jpeg' : 'png', color));
        expect(stored.body.success).toBe(true);
        expect(stored.body.value.proofs).toHaveLength(index + 1);
      }
      const fourth = await uploadProof(app, auth, order.id, await image('png', '#444444'));
      expect(fourth.body.code).toBe('PROOF_LIMIT_REACHED');

      const detail = await get<DepositOrder>(app, PAYMENT_API.deposit(order.id), auth);
      const proof = detail.body.value.proofs[0];
      if (!proof) throw new Error('no proof');
      const served = await app.inject({ method: 'GET', url: proof.url, headers: auth });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      // Proofs are not public uploads.
      const file = await app.inject({ method: 'GET', url: proof.url });
      expect(file.statusCode).toBe(401);
    });

    it('finance approves: the member is credited once through the ledger; a second approval is refused', async () => {
      const { app } = use();
      const { member, auth } = await fundedMember(app);
      const order = await bankDeposit(app, auth, '250000.50');
      const finance = await financeAuth(app);
      const key = newKey();
      const approved = await post<AdminDepositOrder>(app, PAYMENT_API.admin.depositApprove(order.id), {}, finance, key);
      expect(approved.body.value).toMatchObject({ status: 'credited', decidedBy: 'finance' });
      expect((await walletOf(app, member.id)).balance).toBe(25_000_050n);

      const repeat = await post<AdminDepositOrder>(app, PAYMENT_API.admin.depositApprove(order.id), {}, finance, key);
      expect(repeat.body.value.status).toBe('credited');
      const byAdmin = await post(app, PAYMENT_API.admin.depositApprove(order.id), {}, await staffAuth(app), newKey());
      expect(byAdmin.body.code).toBe('ORDER_ALREADY_DECIDED');
      const reject = await post(app, PAYMENT_API.admin.depositReject(order.id), { reason: 'late' }, finance);
      expect(reject.body.code).toBe('ORDER_ALREADY_DECIDED');
      const cancel = await post(app, PAYMENT_API.depositCancel(order.id), {}, auth);
      expect(cancel.body.code).toBe('ORDER_NOT_PENDING');
      expect((await walletOf(app, member.id)).balance).toBe(25_000_050n);
      await expectLedgerSound(app);
    });

    it('finance rejects with a reason (nothing moves); the member cancels a pending one', async () => {
      const { app } = use();
      const { member, auth } = await fundedMember(app);
      const finance = await financeAuth(app);
      const rejected = await bankDeposit(app, auth);
      const noReason = await post(app, PAYMENT_API.admin.depositReject(rejected.id), { reason: ' ' }, finance);
      expect(noReason.body.code).toBe('VALIDATION_FAILED');
      const refused = await post<AdminDepositOrder>(
        app,
        PAYMENT_API.admin.depositReject(rejected.id),
        { reason: 'No money arrived' },
        finance,
      );
      expect(refused.body.value).toMatchObject({ status: 'rejected', reason: 'No money arrived' });

      const cancelled = await bankDeposit(app, auth);
      const cancel = await post<DepositOrder>(app, PAYMENT_API.depositCancel(cancelled.id), {}, auth);
      expect(cancel.body.value.status).toBe('cancelled');
      const late = await post(app, PAYMENT_API.admin.depositApprove(cancelled.id), {}, finance);
      expect(late.body.code).toBe('ORDER_ALREADY_DECIDED');
      expect((await walletOf(app, member.id)).balance).toBe(0n);
      await expectLedgerSound(app);
    });

    it('a member cannot see or act on another member’s deposit', async () => {
      const { app } = use();
      const owner = await fundedMember(app);
      const other = await fundedMember(app);
      const order = await bankDeposit(app, owner.auth);
      expect((await get(app, PAYMENT_API.deposit(order.id), other.auth)).body.code).toBe('DEPOSIT_NOT_FOUND');
      expect((await post(app, PAYMENT_API.depositCancel(order.id), {}, other.auth)).body.code).toBe(
        'DEPOSIT_NOT_FOUND',
      );
      const upload = await uploadProof(app, other.auth, order.id, await image('png'));
      expect(upload.body.code).toBe('DEPOSIT_NOT_FOUND');
      const list = await get<Page<DepositOrder>>(app, PAYMENT_API.deposits, other.auth);
      expect(list.body.value.list.map((row) => row.id)).not.toContain(order.id);
    });

    it('staff without the finance role cannot decide; every decision is audited', async () => {
      const { app } = use();
      const { auth } = await fundedMember(app);
      const order = await bankDeposit(app, auth);
      const support = await staffWithRole(app, 'support');
      const operator = await staffWithRole(app, 'operator');
      expect((await post(app, PAYMENT_API.admin.depositApprove(order.id), {}, support)).status).toBe(403);
      expect((await post(app, PAYMENT_API.admin.depositApprove(order.id), {}, operator)).status).toBe(403);
      expect((await get(app, `${PAYMENT_API.admin.deposits}?merchantId=${order.id}`, operator)).status).toBe(403);
      expect((await post(app, PAYMENT_API.admin.depositApprove(order.id), {}, {})).status).toBe(401);

      await post(app, PAYMENT_API.admin.depositApprove(order.id), {}, await financeAuth(app));
      const audit = await get<Page<AuditEntry>>(
        app,
        '/api/admin/audit?action=payment.deposit.approve',
        await staffAuth(app),
      );
      expect(audit.body.value.list.some((entry) => entry.targetId === String(order.id))).toBe(true);
    });
  },
  { DATA_DIR: dataDir },
);
