import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../session/session-store';
import { createSubmissionKeys } from './idempotency-key';
import { decideDeposit, decideWithdrawal } from './orders.api';
import { fetchProofImage, isProofImageType, toImageDataUrl } from './proof-image';
import { grantBonus } from './reports.api';

const money = (amountMinor: string) => ({ amount: `${Number(amountMinor) / 100}`, amountMinor });

const deposit = {
  id: 7,
  orderNo: 'D202611220001',
  channelId: 1,
  channelName: 'Bank transfer',
  channelType: 'bank_transfer',
  amount: money('10000000'),
  fee: money('0'),
  creditAmount: money('10000000'),
  currency: 'VND',
  status: 'credited',
  payerName: '',
  remark: '',
  reason: '',
  proofs: [],
  payUrl: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  decidedAt: '2026-11-22T10:05:00.000Z',
  merchantId: 1,
  member: { accountId: 5, username: 'demo01' },
  decidedBy: 'finance',
  gatewayTradeNo: null,
};

function respondWith(body: unknown, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, staff: null, notice: null });
});

describe('order decisions', () => {
  it('approve a deposit with the Idempotency-Key and the remark', async () => {
    useSessionStore.setState({ token: 'staff-token' });
    const fetchMock = respondWith({ success: true, code: 'OK', message: '', value: deposit });

    const decided = await decideDeposit(7, { action: 'approve', remark: 'Matched statement' }, 'key-12345678');

    expect(decided.status).toBe('credited');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/payments/deposits/7/approve');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(headers.get('Authorization')).toBe('Bearer staff-token');
    expect(JSON.parse(String(init?.body))).toEqual({ remark: 'Matched statement' });
  });

  it('reject a withdrawal with the reason only', async () => {
    const fetchMock = respondWith({
      success: false,
      code: 'ORDER_ALREADY_DECIDED',
      message: 'This withdrawal is already paid',
      value: null,
    });

    const request = decideWithdrawal(9, { action: 'reject', reason: 'Name mismatch' }, 'key-abcdefgh');

    await expect(request).rejects.toMatchObject({ code: 'ORDER_ALREADY_DECIDED' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/payments/withdrawals/9/reject');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('key-abcdefgh');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Name mismatch' });
  });

  it('grant a bonus with an Idempotency-Key', async () => {
    const fetchMock = respondWith({
      success: true,
      code: 'OK',
      message: '',
      value: { transferId: '88', wageringRequirementId: 3, requiredTurnover: money('500000') },
    });

    const body = { merchantId: 1, accountId: 5, amount: '1000', wageringMultiple: 5, remark: '' };
    await grantBonus(body, 'bonus-key-1');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/payments/bonuses');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('bonus-key-1');
  });
});

describe('createSubmissionKeys', () => {
  it('keeps the key while the same request is retried, and starts afresh after an answer', () => {
    let counter = 0;
    const keys = createSubmissionKeys(() => `key-${++counter}`);
    expect(keys.keyFor('7:approve')).toBe('key-1');
    expect(keys.keyFor('7:approve')).toBe('key-1');
    expect(keys.keyFor('7:reject')).toBe('key-2');
    keys.settle();
    expect(keys.keyFor('7:reject')).toBe('key-3');
  });
});

describe('proof images', () => {
  it('are read with the staff session and answered as a typed image', async () => {
    useSessionStore.setState({ token: 'staff-token' });
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const blob = await fetchProofImage('/api/admin/payments/deposits/7/proofs/1');

    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(3);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('are refused when the server answers anything but PNG or JPEG, such as a page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } })),
    );
    await expect(fetchProofImage('/api/admin/payments/deposits/7/proofs/1')).rejects.toMatchObject({
      code: 'PROOF_NOT_IMAGE',
    });
  });

  it('say why when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    await expect(fetchProofImage('/x')).rejects.toMatchObject({ code: 'PROOF_UNAVAILABLE', status: 404 });
  });

  it('are drawn from a data:image address of their checked type', async () => {
    const url = await toImageDataUrl(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,iVBORw==');
    await expect(toImageDataUrl(new Blob(['<svg/>'], { type: 'image/svg+xml' }))).rejects.toMatchObject({
      code: 'PROOF_NOT_IMAGE',
    });
  });

  it('accept only the two proof types', () => {
    expect(isProofImageType('image/png')).toBe(true);
    expect(isProofImageType('IMAGE/JPEG; charset=binary')).toBe(true);
    expect(isProofImageType('image/svg+xml')).toBe(false);
    expect(isProofImageType(null)).toBe(false);
  });
});
