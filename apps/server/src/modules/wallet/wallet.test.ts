import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import type { Envelope } from '@fortuna/contracts/envelope';
import type { Page } from '@fortuna/contracts/staff';
import type { Balance, ConsolidatedFunds, Transaction, TransferResult, VendorWallet } from '@fortuna/contracts/wallet';
import { io as connect } from 'socket.io-client';
import { expect, it } from 'vitest';
import { vendors } from '../../db/schema/index';
import { postLogin } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';
import { balanceSumsByCurrency } from '../ledger/ledger.repo';

describeEachDatabase('wallet calls', (use) => {
  const tokens = new Map<string, string>();
  async function auth(username: string) {
    const known = tokens.get(username);
    if (known) return { authorization: `Bearer ${known}` };
    const response = await postLogin(use().app, { username, password: 'Demo#2026' });
    const token = response.json<Envelope<{ token: string }>>().value?.token ?? '';
    tokens.set(username, token);
    return { authorization: `Bearer ${token}` };
  }
  async function balance(username: string) {
    const response = await use().app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: await auth(username),
    });
    return response.json<Envelope<Balance>>().value;
  }
  async function sendUp(key: string | undefined, amount: string, paymentPassword = '246810') {
    return use().app.inject({
      method: 'POST',
      url: '/wps/wallet/transfer/upline',
      headers: { ...(await auth('demo01')), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { amount, paymentPassword, remark: 'for the team' },
    });
  }

  it('shows the demo balance with its currency symbol', async () => {
    expect(await balance('demo01')).toEqual({
      balance: '1000000.00',
      balanceMinor: '100000000',
      currency: 'VND',
      currencySymbol: '₫',
    });
  });

  it('asks for a login, and refuses a token from another merchant', async () => {
    const { app } = use();
    const anonymous = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login' });
  });

  it('sends money to the upline once per key, with the payment password', async () => {
    expect((await sendUp(undefined, '10.00')).json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect((await sendUp('key-wrong-pp', '10.00', '000000')).json()).toMatchObject({ code: 'WRONG_PAYMENT_PASSWORD' });
    expect((await balance('demo01'))?.balance).toBe('1000000.00');

    const first = (await sendUp('key-upline-1', '1250.50')).json<Envelope<TransferResult>>();
    expect(first.value?.balance.balance).toBe('998749.50');
    const repeat = (await sendUp('key-upline-1', '1250.50')).json<Envelope<TransferResult>>();
    expect(repeat.value?.transferId).toBe(first.value?.transferId);
    expect((await balance('demo01'))?.balance).toBe('998749.50');
    expect((await balance('agent01'))?.balance).toBe('1001250.50');

    const conflict = await sendUp('key-upline-1', '99.00');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const tooMuch = await sendUp('key-upline-2', '99999999.00');
    expect(tooMuch.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance',
    });
    expect((await sendUp('key-upline-3', '1.005')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const { total } of await balanceSumsByCurrency(use().app.db)) expect(total).toBe(0n);
  });

  it('lets an agent send money only to its own downlines', async () => {
    const { app } = use();
    const send = async (downline: string, headers: Record<string, string>, key: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/wallet/transfer/downline',
        headers: { ...headers, 'idempotency-key': key },
        payload: { downline, amount: '250.00', paymentPassword: '246810' },
      });
    const downlines = await app.inject({ method: 'GET', url: '/wps/wallet/downlines', headers: await auth('agent01') });
    expect(downlines.json<Envelope<{ username: string }[]>>().value?.map((row) => row.username)).toEqual(['demo01']);
    expect((await send('agent01', await auth('agent01'), 'down-self')).json()).toMatchObject({
      code: 'NOT_A_DOWNLINE',
    });
    expect((await send('demo01', await auth('demo01'), 'down-member')).json()).toMatchObject({ code: 'NOT_AN_AGENT' });
    const before = await balance('demo01');
    const sent = (await send('demo01', await auth('agent01'), 'down-ok-1')).json<Envelope<TransferResult>>();
    expect(sent.success).toBe(true);
    expect(BigInt((await balance('demo01'))?.balanceMinor ?? '0')).toBe(BigInt(before?.balanceMinor ?? '0') + 25_000n);
  });

  it('lists the member’s own transactions with signed amounts, filters and paging', async () => {
    const { app } = use();
    const history = async (query: string, username = 'demo01') =>
      (
        await app.inject({ method: 'GET', url: `/wps/wallet/transactions?${query}`, headers: await auth(username) })
      ).json<Envelope<Page<Transaction>>>().value;
    const all = await history('type=ALL&pageSize=50');
    expect(all?.list.map((row) => [row.kind, row.amount])).toEqual([
      ['transfer.downline', '250.00'],
      ['transfer.upline', '-1250.50'],
      ['adjustment', '1000000.00'],
    ]);
    expect(all?.list[1]).toMatchObject({ type: 'TRANSFER', balanceAfter: '998749.50', remark: 'for the team' });
    const transfers = await history('type=TRANSFER&pageSize=1&pageNo=2');
    expect(transfers).toMatchObject({ total: 2, totalPages: 2, list: [{ kind: 'transfer.upline' }] });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await history(`from=${encodeURIComponent(future)}`))?.total).toBe(0);
    const bad = await app.inject({
      method: 'GET',
      url: '/wps/wallet/transactions?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z',
      headers: await auth('demo01'),
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'from: The start must be before the end' });
    const agentView = await history('type=ALL&pageSize=50', 'agent01');
    expect(agentView?.list.map((row) => row.amount)).toEqual(['-250.00', '1250.50', '1000000.00']);
  });

  it('moves money to and from a transfer-mode vendor wallet and consolidates every wallet', async () => {
    const { app } = use();
    await app.db.insert(vendors).values({ code: 'TRX', name: 'Transfer Games', walletMode: 'transfer' });
    const headers = { ...(await auth('demo01')) };
    const move = (direction: 'IN' | 'OUT', amount: string, key: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: { ...headers, 'idempotency-key': key },
        payload: { vendorCode: 'TRX', direction, amount },
      });
    const before = BigInt((await balance('demo01'))?.balanceMinor ?? '0');
    expect((await move('IN', '300.00', 'gcs-in-1')).json<Envelope<TransferResult>>().success).toBe(true);
    expect((await move('OUT', '500.00', 'gcs-out-too-much')).json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await move('OUT', '100.00', 'gcs-out-1')).json<Envelope<TransferResult>>().success).toBe(true);
    const wallets = (await app.inject({ method: 'GET', url: '/wps/wallet/vendors', headers })).json<
      Envelope<VendorWallet[]>
    >();
    expect(wallets.value).toEqual([
      { vendorCode: 'TRX', name: 'Transfer Games', balance: '200.00', balanceMinor: '20000' },
    ]);
    const funds = (await app.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers })).json<
      Envelope<ConsolidatedFunds>
    >();
    expect(funds.value?.main.amountMinor).toBe((before - 20_000n).toString());
    expect(funds.value?.total.amountMinor).toBe(before.toString());
    expect((await move('IN', '1.00', 'gcs-unknown')).json()).toMatchObject({ success: true });
    const unknown = await app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...headers, 'idempotency-key': 'gcs-nope' },
      payload: { vendorCode: 'NOPE', direction: 'IN', amount: '1.00' },
    });
    expect(unknown.json()).toMatchObject({ code: 'VENDOR_NOT_FOUND' });
  });

  it('pushes the new balance to the member’s sockets after a transfer', async () => {
    const { app } = use();
    const origin = app.server.listening ? app.listeningOrigin : await app.listen({ port: 0, host: '127.0.0.1' });
    const token = (await auth('agent01')).authorization.slice(7);
    const socket = connect(origin, { auth: { merchant: 'DEMO', token }, transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const pushed = new Promise<Balance>((resolve) => socket.once(SOCKET_EVENTS.balance, resolve));
      await sendUp('key-push-1', '5.00');
      const event = await pushed;
      expect(event).toEqual(await balance('agent01'));
    } finally {
      socket.disconnect();
    }
  });
});
