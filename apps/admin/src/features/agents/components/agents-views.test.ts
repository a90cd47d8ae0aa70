import type { AdminTreeNode, Contract, Settlement, SettlementPage } from '@fortuna/contracts/agents';
import type { Merchant } from '@fortuna/contracts/merchants';
import type { Staff, StaffRole } from '@fortuna/contracts/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys';
import { contractsQuery } from '../api/contracts.api';
import { settlementsQuery } from '../api/settlements.api';
import { treeQuery } from '../api/tree.api';
import { AgentTreePage } from './AgentTreePage';
import { settlementRange } from './agent-filters';
import { ContractsPage } from './ContractsPage';
import { RunResult } from './RunSettlementCard';
import { SettlementsPage } from './SettlementsPage';
import { SettlementsTable } from './SettlementsTable';
import { TreeNodeRow } from './TreeNodeRow';

const money = (amountMinor: string) => ({ amount: (Number(amountMinor) / 100).toFixed(2), amountMinor });

const merchant: Merchant = {
  id: 1,
  code: 'DEMO',
  name: 'Demo',
  currency: 'VND',
  currencySymbol: '₫',
  status: 'active',
  domains: [],
  createdAt: '2026-11-01T00:00:00.000Z',
};

const topAgent: AdminTreeNode = {
  id: 3,
  username: 'top1',
  isAgent: true,
  teamSize: 12,
  directCount: 4,
  contracts: [
    { id: 9, kind: 'daily', status: 'active', maxRateBp: 150 },
    { id: 10, kind: 'dividend', status: 'offered', maxRateBp: 2500 },
    { id: 11, kind: 'hourly', status: 'terminated', maxRateBp: 100 },
  ],
};

const contract: Contract = {
  id: 9,
  kind: 'daily',
  period: null,
  status: 'active',
  upline: null,
  downline: { id: 3, username: 'top1' },
  tiers: [
    { minActiveMembers: 0, minTeamFigure: money('0'), rateBp: 100 },
    { minActiveMembers: 10, minTeamFigure: money('10000000'), rateBp: 150 },
  ],
  maxRateBp: 150,
  pendingRequest: null,
  requestedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  acceptedAt: '2026-11-20T11:00:00.000Z',
  endedAt: null,
};

const dividendContract: Contract = { ...contract, id: 12, kind: 'dividend', period: 'weekly' };

function settlement(changes: Partial<Settlement> = {}): Settlement {
  return {
    id: 70,
    contractId: 12,
    kind: 'dividend',
    agent: { id: 3, username: 'top1' },
    periodStart: '2026-11-09T17:00:00.000Z',
    periodEnd: '2026-11-16T17:00:00.000Z',
    status: 'requested',
    teamFigure: money('5000000'),
    activeMembers: 14,
    rateBp: 2500,
    gross: money('1250000'),
    deductions: [
      { downlineId: 8, username: 'sub1', teamFigure: money('1000000'), rateBp: 1000, amount: money('100000') },
    ],
    carryIn: money('0'),
    carryOut: money('0'),
    amount: money('1150000'),
    createdAt: '2026-11-16T17:05:00.000Z',
    paidAt: null,
    ...changes,
  };
}

// A server render reads the session store's initial state (nobody signed in), so the role rule is fed here.
const session = vi.hoisted(() => ({ staff: null as Staff | null }));
vi.mock('../agents-access', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../agents-access')>();
  return { ...actual, useCanManageAgents: () => actual.canManageAgents(session.staff) };
});

function signIn(...roles: StaffRole[]) {
  session.staff = {
    id: 1,
    username: 'staff',
    displayName: 'Staff',
    roles,
    status: 'active',
    isLocked: false,
    hasSecondFactor: false,
  };
}

afterEach(() => {
  session.staff = null;
});

/** Renders a view to HTML as the server would, with the answers it reads already in the cache. */
function render(element: ReactElement, path: string, seed: (client: QueryClient) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.merchants, [merchant]);
  seed(client);
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(MemoryRouter, { initialEntries: [path] }, element)),
  );
}

describe('the agent tree', () => {
  it('shows each account with its badge, counts and live contract chips', () => {
    const html = render(
      createElement(TreeNodeRow, { node: topAgent, isExpanded: false, onToggle: () => {} }),
      '/agents/tree',
    );
    expect(html).toContain('data-testid="tree-node-top1"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Agent');
    expect(html).toMatch(/Team <strong[^>]*>12<\/strong>/);
    expect(html).toMatch(/Direct <strong[^>]*>4<\/strong>/);
    expect(html).toMatch(/Daily <strong>1.5%<\/strong>/);
    expect(html).toContain('contract-chip-offered');
    expect(html).not.toContain('contract-chip-hourly');
  });

  it('lists the top-level accounts, with an offer link for admins', () => {
    signIn('admin');
    const html = render(createElement(AgentTreePage), '/agents/tree?merchant=1', (client) =>
      client.setQueryData(treeQuery({ merchantId: 1 }).queryKey, [
        topAgent,
        { ...topAgent, id: 4, username: 'm1', isAgent: false, directCount: 0, contracts: [] },
      ]),
    );
    expect(html).toContain('data-testid="agents-tree"');
    expect(html).toContain('data-testid="tree-node-m1"');
    expect(html).toContain('href="/agents/contracts?merchant=1&amp;offer=top1"');
    expect(html).not.toContain('tree-offer-m1');
    expect(html).toContain('data-testid="agents-tab-settlements"');
  });
});

describe('the contracts page', () => {
  const seed = (client: QueryClient) => client.setQueryData(contractsQuery({ merchantId: 1 }).queryKey, [contract]);

  it('lets admins offer and terminate', () => {
    signIn('admin');
    const html = render(createElement(ContractsPage), '/agents/contracts?merchant=1', seed);
    expect(html).toContain('data-testid="contracts-page"');
    expect(html).toContain('data-testid="contract-offer-open"');
    expect(html).toContain('data-testid="contract-terminate-9"');
    expect(html).toContain('Platform');
    expect(html).toContain('≥10 active · ≥₫100,000.00 →');
  });

  it('is read only for finance and support', () => {
    signIn('support');
    const html = render(createElement(ContractsPage), '/agents/contracts?merchant=1', seed);
    expect(html).toContain('data-testid="contract-row-9"');
    expect(html).not.toContain('contract-offer-open');
    expect(html).not.toContain('contract-terminate-9');
    expect(html).toContain('Read only');
  });
});

describe('the settlements page', () => {
  function seed(client: QueryClient) {
    const range = settlementRange({ from: '', to: '' });
    const page: SettlementPage = {
      list: [settlement(), settlement({ id: 71, contractId: 99, agent: { id: 8, username: 'sub1' }, deductions: [] })],
      total: 2,
      totalAmount: money('2300000'),
      pageNo: 1,
      pageSize: 20,
    };
    client.setQueryData(
      settlementsQuery({ merchantId: 1, kind: undefined, ...range, pageNo: 1, pageSize: 20 }).queryKey,
      page,
    );
    client.setQueryData(contractsQuery({ merchantId: 1, kind: 'dividend' }).queryKey, [dividendContract]);
  }

  it('offers admins the run form and the approval of a top-level agent’s requested dividend', () => {
    signIn('admin');
    const html = render(createElement(SettlementsPage), '/agents/settlements?merchant=1', seed);
    expect(html).toContain('data-testid="settlements-page"');
    expect(html).toContain('data-testid="settlement-run-submit"');
    expect(html).toContain('data-testid="settlement-approve-70"');
    expect(html).not.toContain('settlement-approve-71');
    expect(html).toContain('Upline approves');
    expect(html).toContain('data-testid="settlement-deductions-toggle-70"');
  });

  it('keeps finance staff to reading', () => {
    signIn('finance');
    const html = render(createElement(SettlementsPage), '/agents/settlements?merchant=1', seed);
    expect(html).toContain('data-testid="settlement-row-70"');
    expect(html).not.toContain('settlement-run-submit');
    expect(html).not.toContain('settlement-approve-70');
  });

  it('shows every input of a row', () => {
    const html = render(
      createElement(SettlementsTable, {
        settlements: [settlement({ carryIn: money('-50000'), status: 'paid', paidAt: '2026-11-17T00:00:00.000Z' })],
        currencySymbol: '₫',
        platformContracts: new Set([12]),
      }),
      '/agents/settlements',
    );
    for (const text of ['₫50,000.00', '14', '25%', '₫12,500.00', '−₫1,000.00', '-₫500.00', '₫11,500.00', 'Paid']) {
      expect(html).toContain(text);
    }
  });

  it('reports a run, counting the periods already settled', () => {
    const html = render(
      createElement(RunResult, {
        done: {
          kind: 'hourly',
          at: '2026-11-22T09:30:00.000Z',
          result: { periods: 1, contracts: 3, paid: 2, alreadySettled: 1, total: money('12345') },
        },
        currencySymbol: '₫',
      }),
      '/agents/settlements',
    );
    expect(html).toContain('data-testid="settlement-run-result"');
    expect(html).toContain('Already settled');
    expect(html).toContain('₫123.45');
  });
});
