import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { callbackSigningText, isFresh, isSignatureValid, signCallback } from './gateway/signature';
import { checkedFee, feeFor, maskAccountNumber } from './payment-money';

const channel = { minAmountMinor: 10_000n, maxAmountMinor: 1_000_000n, feeBps: 150, feeFixedMinor: 100n };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('payment money', () => {
  it('charges basis points rounded down plus the fixed part, in integers', () => {
    expect(feeFor(channel, 10_000n)).toBe(250n);
    expect(feeFor(channel, 10_099n)).toBe(251n);
    expect(feeFor({ ...channel, feeBps: 0, feeFixedMinor: 0n }, 123_456n)).toBe(0n);
  });

  it('holds amounts to the channel limits and refuses a fee that eats the amount', () => {
    expect(codeOf(() => checkedFee(channel, 9_999n))).toBe('AMOUNT_BELOW_MINIMUM');
    expect(codeOf(() => checkedFee(channel, 1_000_001n))).toBe('AMOUNT_ABOVE_MAXIMUM');
    expect(checkedFee(channel, 1_000_000n)).toBe(15_100n);
    expect(codeOf(() => checkedFee({ ...channel, feeFixedMinor: 10_000n }, 10_000n))).toBe('AMOUNT_BELOW_MINIMUM');
  });

  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('0123 4567-89')).toBe('******6789');
    expect(maskAccountNumber('123')).toBe('123');
  });
});

describe('gateway signature', () => {
  const callback = {
    channelCode: 'GW',
    orderNo: 'D2026112200000000AB',
    tradeNo: 'T1',
    amountMinor: '100',
    currency: 'VND',
    status: 'paid' as const,
    timestamp: 1_795_000_000,
    nonce: 'abcdefgh1234',
  };

  it('signs every field and checks in constant time', () => {
    expect(callbackSigningText(callback)).toBe('GW|D2026112200000000AB|T1|100|VND|paid|1795000000|abcdefgh1234');
    const signature = signCallback('secret-secret-secret', callback);
    expect(isSignatureValid('secret-secret-secret', callback, signature)).toBe(true);
    expect(isSignatureValid('secret-secret-secret', callback, signature.toUpperCase())).toBe(true);
    expect(isSignatureValid('other-secret-secret', callback, signature)).toBe(false);
    expect(isSignatureValid('secret-secret-secret', { ...callback, amountMinor: '101' }, signature)).toBe(false);
    expect(isSignatureValid('secret-secret-secret', callback, undefined)).toBe(false);
    expect(isSignatureValid('secret-secret-secret', callback, 'zz')).toBe(false);
  });

  it('accepts timestamps within five minutes either side', () => {
    expect(isFresh(1000, 1300)).toBe(true);
    expect(isFresh(1000, 1301)).toBe(false);
    expect(isFresh(1301, 1000)).toBe(false);
  });
});
