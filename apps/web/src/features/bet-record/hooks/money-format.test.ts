import { describe, expect, it } from 'vitest';
import { formatMoneyValue, formatSignedMoney, majorUnitsOf, shortRoundId, sumMoney, toneOf } from './money-format';

const money = (amountMinor: string, amount = '') => ({ amount, amountMinor });

describe('formatSignedMoney', () => {
  it('puts a plus on a win and keeps the minus of a loss', () => {
    expect(formatSignedMoney(money('123450'), '₫')).toBe('+₫1,234.50');
    expect(formatSignedMoney(money('-500'), '₫')).toBe('-₫5.00');
    expect(formatSignedMoney(money('-1'))).toBe('-0.01');
  });

  it('shows nothing either way without a sign', () => {
    expect(formatSignedMoney(money('0'), '$')).toBe('$0.00');
  });

  it('falls back to the display text when the minor units are unreadable', () => {
    expect(formatSignedMoney(money('n/a', '12.30'))).toBe('+12.30');
    expect(formatMoneyValue(money('x', '-7'))).toBe('-7.00');
  });
});

describe('toneOf', () => {
  it('colours wins, losses and nothing', () => {
    expect(toneOf(money('1'))).toBe('positive');
    expect(toneOf(money('-250'))).toBe('negative');
    expect(toneOf(money('0'))).toBe('zero');
  });
});

describe('sumMoney', () => {
  it('adds exact minor units', () => {
    expect(sumMoney([money('10'), money('-25'), money('100000000000000001')])).toEqual({
      amount: '999999999999999.86',
      amountMinor: '99999999999999986',
    });
    expect(sumMoney([])).toEqual({ amount: '0.00', amountMinor: '0' });
    expect(sumMoney([money('-5'), money('oops')])).toEqual({ amount: '-0.05', amountMinor: '-5' });
  });
});

describe('majorUnitsOf', () => {
  it('gives major units for drawing', () => {
    expect(majorUnitsOf(money('-12345'))).toBe(-123.45);
    expect(majorUnitsOf(money('x', '1,000.5'))).toBe(1000.5);
    expect(majorUnitsOf(money('x', 'y'))).toBe(0);
  });
});

describe('shortRoundId', () => {
  it('cuts long ids to their start and end', () => {
    expect(shortRoundId('8f3a2c7d-5e11-4b7a-9c3e-0d6f1a2b91be')).toBe('8f3a2c…91be');
    expect(shortRoundId('R-10023')).toBe('R-10023');
    expect(shortRoundId('12345678901')).toBe('12345678901');
  });
});
