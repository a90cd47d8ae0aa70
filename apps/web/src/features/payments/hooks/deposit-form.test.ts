import { describe, expect, it } from 'vitest';
import { checkDepositForm } from './deposit-form';

const channel = { id: 7, terms: { minMinor: 10_000_000n, maxMinor: 50_000_000_000n, feeBps: 0, feeFixedMinor: 0n } };

describe('checkDepositForm', () => {
  it('builds the request with the amount in plain two-decimal form', () => {
    expect(checkDepositForm({ amount: '1,000,000', payerName: '  Nguyen Van A ' }, channel)).toEqual({
      isValid: true,
      body: { channelId: 7, amount: '1000000.00', payerName: 'Nguyen Van A', remark: '' },
    });
  });

  it('wants a channel first', () => {
    expect(checkDepositForm({ amount: '200000', payerName: '' }, null)).toEqual({
      isValid: false,
      problems: { channel: 'required' },
    });
  });

  it('reports an amount outside the limits and a payer name that is too long', () => {
    expect(checkDepositForm({ amount: '50000', payerName: 'x'.repeat(101) }, channel)).toEqual({
      isValid: false,
      problems: { amount: 'belowMin', payerName: 'tooLong' },
    });
    expect(checkDepositForm({ amount: '', payerName: '' }, channel)).toEqual({
      isValid: false,
      problems: { amount: 'required' },
    });
  });
});
