import type { AdminPaymentChannel } from '@fortuna/contracts/payments-admin';
import { describe, expect, it } from 'vitest';
import { channelToDraft, emptyChannelDraft, percentToBps, validateChannelDraft } from './channel-draft';

const channel: AdminPaymentChannel = {
  id: 4,
  code: 'BANK_VCB',
  name: 'Bank transfer (Vietcombank)',
  type: 'bank_transfer',
  direction: 'both',
  minAmount: { amount: '100000.00', amountMinor: '10000000' },
  maxAmount: { amount: '500000000.00', amountMinor: '50000000000' },
  feeBps: 150,
  feeFixed: { amount: '0.00', amountMinor: '0' },
  bank: { bankName: 'Vietcombank', accountName: 'FORTUNA', accountNumber: '0071000123456', branch: '' },
  sort: 1,
  merchantId: 1,
  status: 'active',
  hasGatewaySecret: false,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

describe('percentToBps', () => {
  it('turns a percentage with up to 2 decimals into basis points', () => {
    expect(percentToBps('1.5')).toBe(150);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('1.234')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
  });
});

describe('validateChannelDraft', () => {
  it('builds the upsert of an existing channel unchanged', () => {
    const result = validateChannelDraft(channelToDraft(channel), 1);
    expect(result).toEqual({
      ok: true,
      body: {
        merchantId: 1,
        code: 'BANK_VCB',
        name: 'Bank transfer (Vietcombank)',
        type: 'bank_transfer',
        direction: 'both',
        status: 'active',
        minAmount: '100000.00',
        maxAmount: '500000000.00',
        feeBps: 150,
        feeFixed: '0.00',
        bank: channel.bank,
        sort: 1,
      },
    });
  });

  it('asks a bank transfer for the account members pay to', () => {
    const result = validateChannelDraft({ ...emptyChannelDraft(), code: 'BANK2', name: 'Bank 2' }, 1);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual(
        expect.arrayContaining(['bank.bankName', 'bank.accountName', 'bank.accountNumber']),
      );
    }
  });

  it('sends a gateway secret only when one is typed, and no bank details', () => {
    const gateway = { ...emptyChannelDraft(), code: 'GW', name: 'Gateway', type: 'gateway' as const };
    const kept = validateChannelDraft(gateway, 1);
    expect(kept.ok && kept.body.gatewaySecret).toBe(undefined);
    expect(kept.ok && kept.body.bank).toBeNull();
    const changed = validateChannelDraft({ ...gateway, gatewaySecret: 'a-new-secret-of-32-characters!!' }, 1);
    expect(changed.ok && changed.body.gatewaySecret).toBe('a-new-secret-of-32-characters!!');
    const short = validateChannelDraft({ ...gateway, gatewaySecret: 'short' }, 1);
    expect(short.ok).toBe(false);
  });

  it('refuses a minimum above the maximum, a bad code, a fee over 100% and a non-numeric order', () => {
    const result = validateChannelDraft(
      {
        ...channelToDraft(channel),
        code: 'x',
        minAmount: '900',
        maxAmount: '100',
        feePercent: '101',
        sort: 'first',
      },
      1,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['code', 'minAmount', 'feeBps', 'sort']));
    }
  });
});
