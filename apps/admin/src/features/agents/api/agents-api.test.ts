import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../session/session-store';
import { contractsQuery, offerContract, terminateContract } from './contracts.api';
import { approveDividend, runSettlement, settlementsQuery } from './settlements.api';
import { treeQuery } from './tree.api';

const money = (amountMinor: string) => ({ amount: (Number(amountMinor) / 100).toFixed(2), amountMinor });

function respondWith(value: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, code: 'OK', message: '', value })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function call(fetchMock: ReturnType<typeof respondWith>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url,
    init,
    headers: new Headers(init?.headers),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

const signal = new AbortController().signal;

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, staff: null, notice: null });
});

describe('reading', () => {
  it('asks for one level of the tree, leaving out what is not set', async () => {
    const fetchMock = respondWith([
      { id: 3, username: 'top1', isAgent: true, teamSize: 4, directCount: 2, contracts: [] },
    ]);
    const query = treeQuery({ merchantId: 1, parentId: undefined, search: '  ' });
    const nodes = await query.queryFn?.({ signal } as never);
    expect(nodes).toHaveLength(1);
    expect(call(fetchMock).url).toBe('/api/admin/agents/tree?merchantId=1');
    expect(treeQuery({ merchantId: 1, parentId: 3 }).queryKey).toEqual([
      'agents',
      'tree',
      { merchantId: 1, parentId: 3, search: undefined },
    ]);
  });

  it('filters contracts by status and kind', async () => {
    const fetchMock = respondWith([]);
    await contractsQuery({ merchantId: 2, status: 'active', kind: 'dividend' }).queryFn?.({ signal } as never);
    expect(call(fetchMock).url).toBe('/api/admin/agents/contracts?merchantId=2&status=active&kind=dividend');
  });

  it('pages settlements over a date range', async () => {
    const fetchMock = respondWith({ list: [], total: 0, totalAmount: money('0'), pageNo: 1, pageSize: 20 });
    const query = settlementsQuery({
      merchantId: 1,
      kind: undefined,
      from: '2026-11-01',
      to: '2026-11-07',
      pageNo: 1,
      pageSize: 20,
    });
    await query.queryFn?.({ signal } as never);
    expect(call(fetchMock).url).toBe(
      '/api/admin/agents/settlements?merchantId=1&from=2026-11-01&to=2026-11-07&pageNo=1&pageSize=20',
    );
  });
});

describe('acting', () => {
  it('offers a contract with an Idempotency-Key and the staff session', async () => {
    useSessionStore.setState({ token: 'staff-token' });
    const fetchMock = respondWith({ id: 9 });
    const body = {
      merchantId: 1,
      agentId: 3,
      kind: 'daily' as const,
      tiers: [{ minActiveMembers: 0, minTeamFigure: '0.00', rateBp: 100 }],
    };
    await offerContract(body, 'offer-key');
    const sent = call(fetchMock);
    expect(sent.url).toBe('/api/admin/agents/contracts');
    expect(sent.init?.method).toBe('POST');
    expect(sent.headers.get('Idempotency-Key')).toBe('offer-key');
    expect(sent.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(sent.body).toEqual(body);
  });

  it('terminates a contract and approves a dividend with an empty body', async () => {
    let fetchMock = respondWith(null);
    await terminateContract(9, 'end-key');
    expect(call(fetchMock)).toMatchObject({ url: '/api/admin/agents/contracts/9/terminate', body: {} });
    expect(call(fetchMock).headers.get('Idempotency-Key')).toBe('end-key');
    vi.unstubAllGlobals();
    fetchMock = respondWith(null);
    await approveDividend(44, 'pay-key');
    expect(call(fetchMock)).toMatchObject({ url: '/api/admin/agents/dividends/44/approve', body: {} });
  });

  it('runs a settlement and reads its result', async () => {
    const fetchMock = respondWith({ periods: 1, contracts: 3, paid: 2, alreadySettled: 1, total: money('12345') });
    const result = await runSettlement({ merchantId: 1, kind: 'hourly', at: '2026-11-22T09:30:00.000Z' }, 'run-key');
    expect(result.alreadySettled).toBe(1);
    expect(call(fetchMock)).toMatchObject({
      url: '/api/admin/agents/settlements/run',
      body: { merchantId: 1, kind: 'hourly', at: '2026-11-22T09:30:00.000Z' },
    });
  });

  it('says what the server refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'SETTLEMENT_PERIOD_OPEN',
              message: 'This period has not ended yet',
              value: null,
            }),
            { status: 409 },
          ),
      ),
    );
    await expect(
      runSettlement({ merchantId: 1, kind: 'daily', at: '2026-11-22T00:00:00.000Z' }, 'k'),
    ).rejects.toMatchObject({
      code: 'SETTLEMENT_PERIOD_OPEN',
      message: 'This period has not ended yet',
    });
  });
});
