import { describe, expect, it } from 'vitest';
import { transactionDetail } from './transaction-detail';

describe('transactionDetail', () => {
  it('names both sides of an upline transfer', () => {
    expect(transactionDetail('transfer.upline', -1)).toBe('toUpline');
    expect(transactionDetail('transfer.upline', 1)).toBe('fromDownline');
  });

  it('names both sides of a downline transfer', () => {
    expect(transactionDetail('transfer.downline', -1)).toBe('toDownline');
    expect(transactionDetail('transfer.downline', 1)).toBe('fromUpline');
  });

  it('names game-wallet moves and leaves other kinds to their type', () => {
    expect(transactionDetail('vendor.in', -1)).toBe('toGameWallet');
    expect(transactionDetail('vendor.out', 1)).toBe('fromGameWallet');
    expect(transactionDetail('bet', -1)).toBeNull();
  });
});
