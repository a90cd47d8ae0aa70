import type { DepositOrder, PaymentChannel, WageringStatus } from '@fortuna/contracts/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../i18n/locales/en';
import { ProofUploader } from './ProofUploader';
import { WageringCard } from './WageringCard';
import { WithdrawForm } from './WithdrawForm';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { EN: { translation: en } },
    lng: 'EN',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

/** The screen as the server-side renderer draws it, with translations and a query client. */
function draw(element: ReactElement): string {
  const client = new QueryClient();
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, element)),
  );
}

const money = (minor: bigint) => ({ amount: (Number(minor) / 100).toFixed(2), amountMinor: String(minor) });

const UNMET: WageringStatus = {
  isMet: false,
  required: money(5_000_000n),
  achieved: money(1_000_000n),
  remaining: money(4_000_000n),
};

const BANK: PaymentChannel = {
  id: 1,
  code: 'BANK_VCB',
  name: 'Bank transfer (Vietcombank)',
  type: 'bank_transfer',
  direction: 'both',
  minAmount: money(10_000_000n),
  maxAmount: money(50_000_000_000n),
  feeBps: 0,
  feeFixed: money(0n),
  bank: null,
  sort: 1,
};

function withdrawForm(blockedReason: string | null): string {
  return draw(
    createElement(WithdrawForm, {
      channels: [BANK],
      payeeAccountId: 4,
      isNewAccountWithTotp: false,
      balanceMinor: 100_000_000n,
      currencySymbol: '₫',
      blockedReason,
      onCreated: () => undefined,
    }),
  );
}

/** The submit button's opening tag. */
function submitButton(html: string): string {
  return /<button[^>]*data-testid="withdraw-submit"[^>]*>/.exec(html)?.[0] ?? '';
}

describe('the withdraw page', () => {
  it('shows the turnover still to bet when wagering is unmet', () => {
    const html = draw(createElement(WageringCard, { status: UNMET, currencySymbol: '₫' }));
    expect(html).toContain('data-met="false"');
    expect(html).toContain('Bet ₫40,000.00 more in settled games to withdraw.');
    expect(html).toContain('₫10,000.00 of ₫50,000.00');
    expect(html).toContain('aria-valuenow="20"');
  });

  it('disables the submit button and says why while wagering is unmet', () => {
    const reason = en.withdrawal.blockers.wageringNotMet.replace('{{remaining}}', '₫40,000.00');
    const html = withdrawForm(reason);
    expect(submitButton(html)).toContain('disabled=""');
    expect(html).toContain('data-testid="withdraw-blocked"');
    expect(html).toContain('bet ₫40,000.00 more');
  });

  it('enables the submit button when nothing blocks the withdrawal', () => {
    const html = withdrawForm(null);
    expect(submitButton(html)).not.toContain('disabled');
    expect(html).not.toContain('withdraw-blocked');
    expect(html).toContain('₫100,000.00 – ₫500,000,000.00');
  });
});

function depositOrder(proofCount: number): DepositOrder {
  return {
    id: 12,
    orderNo: 'D20261122ABCDEF0123',
    channelId: 1,
    channelName: BANK.name,
    channelType: 'bank_transfer',
    amount: money(20_000_000n),
    fee: money(0n),
    creditAmount: money(20_000_000n),
    currency: 'VND',
    status: 'pending',
    payerName: '',
    remark: '',
    reason: '',
    proofs: Array.from({ length: proofCount }, (_, index) => ({
      id: index + 1,
      url: `/wps/payment/deposits/12/proofs/${index + 1}`,
      width: 10,
      height: 10,
      bytes: 100,
      createdAt: '2026-11-22T10:00:00.000Z',
    })),
    payUrl: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    decidedAt: null,
  };
}

describe('the proof uploader', () => {
  it('takes PNG or JPEG files only, and says the limits', () => {
    const html = draw(createElement(ProofUploader, { order: depositOrder(1), onUploaded: () => undefined }));
    expect(html).toContain('accept="image/png,image/jpeg"');
    expect(html).toContain('PNG or JPG, at most 5 MB each, up to 3 images.');
    expect(html).toContain('1/3');
    expect(html).toContain('pay-proofs__drop');
  });

  it('takes no 4th image once 3 are uploaded', () => {
    const html = draw(createElement(ProofUploader, { order: depositOrder(3), onUploaded: () => undefined }));
    expect(html).not.toContain('pay-proofs__drop');
    expect(/<input[^>]*data-testid="deposit-proof-input"[^>]*>/.exec(html)?.[0]).toContain('disabled=""');
    expect(html).toContain('All 3 images are uploaded.');
  });
});
