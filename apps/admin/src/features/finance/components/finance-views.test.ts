import type { AdminDepositOrder, AdminWithdrawalOrder, DailyTotal } from '@fortuna/contracts/payments-admin';
import type { Staff, StaffRole } from '@fortuna/contracts/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { visibleNavItems } from '../../../app/shell/nav-items';
import { DisputeCard } from '../disputes/DisputeCard';
import { DisputesPage } from '../disputes/DisputesPage';
import { DailyTotalsChart } from './DailyTotalsChart';
import { DecisionFooter, DecisionForm, useDecisionFlow } from './DecisionControls';
import { DepositDetailDialog } from './DepositDetailDialog';
import { DepositsTable } from './DepositsTable';
import { WithdrawalDetailDialog } from './WithdrawalDetailDialog';
import { WithdrawalsTable } from './WithdrawalsTable';

/** Renders a view to HTML as the server would, inside the router and query client the pages use. */
function render(element: ReactElement): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, { initialEntries: ['/finance/deposits?merchant=1'] }, element),
    ),
  );
}

const money = (amountMinor: string) => ({ amount: (Number(amountMinor) / 100).toFixed(2), amountMinor });

function depositOrder(changes: Partial<AdminDepositOrder> = {}): AdminDepositOrder {
  return {
    id: 7,
    orderNo: 'D2026112200007',
    channelId: 1,
    channelName: 'Bank transfer (Vietcombank)',
    channelType: 'bank_transfer',
    amount: money('10000000'),
    fee: money('0'),
    creditAmount: money('10000000'),
    currency: 'VND',
    status: 'pending',
    payerName: 'NGUYEN VAN DEMO',
    remark: '',
    reason: '',
    proofs: [
      {
        id: 3,
        url: '/api/admin/payments/deposits/7/proofs/3',
        width: 800,
        height: 600,
        bytes: 52_000,
        createdAt: '2026-11-22T10:01:00.000Z',
      },
    ],
    payUrl: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    decidedAt: null,
    merchantId: 1,
    member: { accountId: 5, username: 'demo01' },
    decidedBy: null,
    gatewayTradeNo: null,
    ...changes,
  };
}

function withdrawalOrder(changes: Partial<AdminWithdrawalOrder> = {}): AdminWithdrawalOrder {
  return {
    id: 9,
    orderNo: 'W2026112200009',
    channelId: 1,
    channelName: 'Bank transfer (Vietcombank)',
    channelType: 'bank_transfer',
    amount: money('20000000'),
    fee: money('150000'),
    payoutAmount: money('19850000'),
    currency: 'VND',
    status: 'pending',
    payee: { payeeName: 'NGUYEN VAN DEMO', bankName: 'Vietcombank', accountNumberMasked: '******6789' },
    remark: '',
    reason: '',
    createdAt: '2026-11-22T11:00:00.000Z',
    decidedAt: null,
    merchantId: 1,
    member: { accountId: 5, username: 'demo01' },
    decidedBy: null,
    payeeAccountNumber: '0123456789',
    holdTransferId: '41',
    ...changes,
  };
}

const noop = () => undefined;

describe('DepositsTable', () => {
  it('lists orders with merchant-formatted amounts and offers a review only while a bank transfer waits', () => {
    const html = render(
      createElement(DepositsTable, {
        orders: [
          depositOrder(),
          depositOrder({
            id: 8,
            orderNo: 'D2026112200008',
            status: 'credited',
            fee: money('1000'),
            proofs: [],
            decidedAt: '2026-11-22T10:30:00.000Z',
            decidedBy: 'finance',
          }),
        ],
        currencySymbol: '₫',
        onOpen: noop,
      }),
    );
    expect(html).toContain('data-testid="deposit-row-D2026112200007"');
    expect(html).toContain('₫100,000.00');
    expect(html).toContain('₫10.00');
    expect(html).toContain('Review deposit D2026112200007');
    expect(html).toContain('View deposit D2026112200008');
    expect(html).toContain(' · finance');
    expect(html).toContain('1 proof');
    expect(html).toContain('No proof yet');
  });
});

describe('WithdrawalsTable', () => {
  it('shows who is paid, at which bank and account', () => {
    const html = render(
      createElement(WithdrawalsTable, { orders: [withdrawalOrder()], currencySymbol: '₫', onOpen: noop }),
    );
    expect(html).toContain('NGUYEN VAN DEMO');
    expect(html).toContain('Vietcombank');
    expect(html).toContain('0123456789');
    expect(html).toContain('₫200,000.00');
    expect(html).toContain('₫1,500.00');
  });
});

describe('DepositDetailDialog', () => {
  it('offers approve and reject on a pending bank transfer, and never puts the proof address in an <img>', () => {
    const html = render(
      createElement(DepositDetailDialog, { order: depositOrder(), currencySymbol: '₫', onClose: noop }),
    );
    expect(html).toContain('data-testid="deposit-approve"');
    expect(html).toContain('data-testid="deposit-reject"');
    expect(html).toContain('data-testid="deposit-proofs"');
    expect(html).not.toContain('src="/api/admin/payments/deposits/7/proofs/3"');
    expect(html).toContain('800 × 600 px');
  });

  it('shows the outcome, and no decision, once decided', () => {
    const html = render(
      createElement(DepositDetailDialog, {
        order: depositOrder({
          status: 'rejected',
          reason: 'No money received',
          decidedAt: '2026-11-22T10:30:00.000Z',
          decidedBy: 'finance',
        }),
        currencySymbol: '₫',
        onClose: noop,
      }),
    );
    expect(html).not.toContain('deposit-approve');
    expect(html).toContain('Rejected: No money received');
    expect(html).toContain('by finance');
  });
});

describe('WithdrawalDetailDialog', () => {
  it('puts the payout and the full account to pay first, and offers paid / reject while pending', () => {
    const html = render(
      createElement(WithdrawalDetailDialog, { order: withdrawalOrder(), currencySymbol: '₫', onClose: noop }),
    );
    expect(html).toContain('₫198,500.00');
    expect(html).toContain('data-testid="withdrawal-payee-account">0123456789');
    expect(html).toContain('Mark paid…');
    expect(html).toContain('data-testid="withdrawal-reject"');
  });
});

describe('decision controls', () => {
  function Decision({ error }: { error: unknown }) {
    const flow = useDecisionFlow(noop);
    const shared = { flow, testIdPrefix: 'deposit', approveLabel: 'Approve', error };
    return createElement(
      Fragment,
      null,
      createElement(DecisionForm, { ...shared, approveEffect: 'Credits', rejectEffect: 'No money moves' }),
      createElement(DecisionFooter, { ...shared, canDecide: true, isPending: false, onClose: noop }),
    );
  }

  it('says clearly when someone else decided the order first, and offers only Close', () => {
    const error = new ApiError('ORDER_ALREADY_DECIDED', 'This deposit is already credited', 409);
    const html = render(createElement(Decision, { error }));
    expect(html).toContain('data-testid="deposit-conflict"');
    expect(html).toContain('Someone else decided this order first');
    expect(html).toContain('This deposit is already credited');
    expect(html).not.toContain('deposit-approve');
    expect(html).toContain('data-testid="deposit-detail-close"');
  });

  it('starts with the two choices and no form: nothing is sent before a confirmation', () => {
    const html = render(createElement(Decision, { error: null }));
    expect(html).toContain('Approve…');
    expect(html).toContain('Reject…');
    expect(html).not.toContain('deposit-confirm');
  });
});

describe('DailyTotalsChart', () => {
  it('draws a titled SVG with a deposit and a withdrawal bar per day', () => {
    const days: DailyTotal[] = [
      {
        date: '2026-11-21',
        depositCount: 2,
        depositSum: money('300000'),
        withdrawalCount: 1,
        withdrawalSum: money('100000'),
      },
      { date: '2026-11-22', depositCount: 0, depositSum: money('0'), withdrawalCount: 0, withdrawalSum: money('0') },
    ];
    const html = render(createElement(DailyTotalsChart, { days, currencySymbol: '₫' }));
    expect(html).toMatch(/<title[^>]*>Deposits and withdrawals per day, 2026-11-21 to 2026-11-22<\/title>/);
    expect(html.match(/class="chart-bar-deposit"/g)).toHaveLength(2);
    expect(html.match(/class="chart-bar-withdrawal"/g)).toHaveLength(2);
  });
});

describe('DisputesPage', () => {
  it('sits in the finance area, with the other sections one click away', () => {
    const html = render(createElement(DisputesPage));
    expect(html).toContain('data-testid="disputes-page"');
    expect(html).toContain('data-testid="finance-tab-deposits"');
    expect(html).toContain('href="/finance/withdrawals?merchant=1"');
  });
});

describe('DisputeCard', () => {
  it('shows the part with merchant-formatted amounts, and no decision before a note is written', () => {
    const html = render(
      createElement(DisputeCard, {
        currencySymbol: '₫',
        dispute: {
          id: 3,
          partId: 11,
          status: 'open',
          reason: 'Nothing arrived',
          proofCount: 1,
          createdAt: '2026-11-22T12:00:00.000Z',
          merchantId: 1,
          part: { id: 11, status: 'disputed', amount: money('50000000'), paidAt: '2026-11-22T11:50:00.000Z' },
          withdrawal: { id: 9, orderNo: 'W1', amount: money('120000000') },
          deposit: { id: 8, orderNo: 'D1' },
          withdrawer: { accountId: 5, username: 'demo01' },
          depositor: { accountId: 6, username: 'demo02' },
          proofUrls: [],
          depositProofUrls: [],
          resolutionNote: '',
          resolvedAt: null,
        },
      }),
    );
    expect(html).toContain('₫500,000.00');
    expect(html).toContain('₫1,200,000.00');
    expect(html).toContain('Nothing arrived');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="dispute-force"/);
    expect(html).not.toContain('dispute-confirm');
  });
});

describe('Finance navigation entry', () => {
  const staffWith = (...roles: StaffRole[]): Staff => ({
    id: 1,
    username: 's',
    displayName: 'S',
    roles,
    status: 'active',
    isLocked: false,
    hasSecondFactor: false,
  });
  const labels = (staff: Staff | null) => visibleNavItems(staff).map((item) => item.label);

  it('is shown to admins and finance staff', () => {
    expect(labels(staffWith('admin'))).toContain('Finance');
    expect(labels(staffWith('finance'))).toContain('Finance');
    expect(labels(staffWith('support', 'finance'))).toContain('Finance');
  });

  it('is hidden from support, risk, operators and signed-out visitors', () => {
    for (const role of ['support', 'risk', 'operator'] as const)
      expect(labels(staffWith(role))).not.toContain('Finance');
    expect(labels(null)).not.toContain('Finance');
  });
});
