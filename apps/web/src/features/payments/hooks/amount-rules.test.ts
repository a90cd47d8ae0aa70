import type { PaymentChannel } from '@fortuna/contracts/payments';
import { describe, expect, it } from 'vitest';
import { type ChannelTerms, channelTermsOf, checkAmount, feeFor, quickAmounts, quickAmountText } from './amount-rules';

/** ₫100,000.00 – ₫500,000,000.00, like the demo bank channel. */
const BANK: ChannelTerms = { minMinor: 10_000_000n, maxMinor: 50_000_000_000n, feeBps: 0, feeFixedMinor: 0n };
/** ₫50,000.00 – ₫200,000,000.00 at 1 %, like the demo gateway. */
const GATEWAY: ChannelTerms = { minMinor: 5_000_000n, maxMinor: 20_000_000_000n, feeBps: 100, feeFixedMinor: 0n };

describe('channelTermsOf', () => {
  it('reads the limits and fee of a channel in minor units', () => {
    const channel: PaymentChannel = {
      id: 1,
      code: 'BANK',
      name: 'Bank',
      type: 'bank_transfer',
      direction: 'both',
      minAmount: { amount: '100000.00', amountMinor: '10000000' },
      maxAmount: { amount: '500000000.00', amountMinor: '50000000000' },
      feeBps: 150,
      feeFixed: { amount: '2.00', amountMinor: '200' },
      bank: null,
      sort: 1,
    };
    expect(channelTermsOf(channel)).toEqual({
      minMinor: 10_000_000n,
      maxMinor: 50_000_000_000n,
      feeBps: 150,
      feeFixedMinor: 200n,
    });
  });
});

describe('checkAmount', () => {
  it('asks for an amount and refuses text that is not one', () => {
    expect(checkAmount('', BANK)).toEqual({ isValid: false, problem: 'required' });
    expect(checkAmount('12abc', BANK)).toEqual({ isValid: false, problem: 'format' });
    expect(checkAmount('100000.123', BANK)).toEqual({ isValid: false, problem: 'format' });
    expect(checkAmount('0', BANK)).toEqual({ isValid: false, problem: 'format' });
  });

  it('holds the amount to the channel minimum and maximum, both included', () => {
    expect(checkAmount('99999.99', BANK)).toEqual({ isValid: false, problem: 'belowMin' });
    expect(checkAmount('100000', BANK)).toMatchObject({ isValid: true, amountMinor: 10_000_000n, amount: '100000.00' });
    expect(checkAmount('500,000,000', BANK)).toMatchObject({ isValid: true, amountMinor: 50_000_000_000n });
    expect(checkAmount('500000000.01', BANK)).toEqual({ isValid: false, problem: 'aboveMax' });
  });

  it('computes the fee as the server does: basis points rounded down plus the fixed part', () => {
    expect(feeFor(GATEWAY, 12_345_678n)).toBe(123_456n);
    expect(feeFor({ ...GATEWAY, feeFixedMinor: 500n }, 10_000_000n)).toBe(100_500n);
    expect(checkAmount('200000', GATEWAY)).toMatchObject({ isValid: true, feeMinor: 200_000n });
  });

  it('refuses an amount the fee would swallow', () => {
    const costly: ChannelTerms = { minMinor: 100n, maxMinor: 1_000_000n, feeBps: 0, feeFixedMinor: 500n };
    expect(checkAmount('5', costly)).toEqual({ isValid: false, problem: 'feeTooHigh' });
    expect(checkAmount('5.01', costly)).toMatchObject({ isValid: true, feeMinor: 500n });
  });

  it('keeps a withdrawal within the available balance', () => {
    expect(checkAmount('300000', BANK, 25_000_000n)).toEqual({ isValid: false, problem: 'aboveBalance' });
    expect(checkAmount('250000', BANK, 25_000_000n)).toMatchObject({ isValid: true });
  });
});

describe('quickAmounts', () => {
  it('offers the smallest round amounts inside the limits', () => {
    expect(quickAmounts(BANK).map(quickAmountText)).toEqual([
      '100000',
      '200000',
      '500000',
      '1000000',
      '2000000',
      '5000000',
    ]);
  });

  it('stops at the balance of a withdrawal', () => {
    expect(quickAmounts(BANK, 60_000_000n).map(quickAmountText)).toEqual(['100000', '200000', '500000']);
  });

  it('offers nothing when no round amount fits', () => {
    expect(quickAmounts({ minMinor: 1_234n, maxMinor: 1_300n, feeBps: 0, feeFixedMinor: 0n })).toEqual([]);
  });
});
