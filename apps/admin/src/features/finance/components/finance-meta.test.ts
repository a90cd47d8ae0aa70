import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { formatAmount, formatBps, formatFee, isDecisionConflict, isZero } from './finance-meta';
import { bonusTurnoverMinor } from './grant-bonus';

const money = (amountMinor: string, amount = '') => ({ amount, amountMinor });

describe('formatAmount', () => {
  it('shows minor units with the merchant symbol, grouping and 2 decimals', () => {
    expect(formatAmount(money('10000000'), '₫')).toBe('₫100,000.00');
    expect(formatAmount(money('5'), '$')).toBe('$0.05');
    expect(formatAmount(money('-123456'), '₫')).toBe('-₫1,234.56');
  });

  it('falls back to the decimal text if the minor units are malformed', () => {
    expect(formatAmount(money('1.5', '1.50'), '₫')).toBe('₫1.50');
  });
});

describe('fees', () => {
  it('read as a rate plus a fixed part, or Free', () => {
    expect(formatBps(150)).toBe('1.50%');
    expect(formatFee(100, money('0'), '₫')).toBe('1.00%');
    expect(formatFee(0, money('500'), '₫')).toBe('₫5.00');
    expect(formatFee(250, money('500'), '₫')).toBe('2.50% + ₫5.00');
    expect(formatFee(0, money('0'), '₫')).toBe('Free');
    expect(isZero(money('000'))).toBe(true);
  });
});

describe('isDecisionConflict', () => {
  it('recognises an order someone else decided first', () => {
    expect(isDecisionConflict(new ApiError('ORDER_ALREADY_DECIDED', 'x', 409))).toBe(true);
    expect(isDecisionConflict(new ApiError('ORDER_NOT_PENDING', 'x', 409))).toBe(true);
    expect(isDecisionConflict(new ApiError('FORBIDDEN', 'x', 403))).toBe(false);
    expect(isDecisionConflict(new Error('ORDER_ALREADY_DECIDED'))).toBe(false);
  });
});

describe('bonusTurnoverMinor', () => {
  it('is the amount times the wagering multiple', () => {
    expect(bonusTurnoverMinor(100_000n, 5)).toBe(500_000n);
    expect(bonusTurnoverMinor(100_000n, 0)).toBe(0n);
  });
});
